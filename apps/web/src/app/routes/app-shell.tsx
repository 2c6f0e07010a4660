export { AppLayout as default } from '../../features/shell/components/app-layout';
