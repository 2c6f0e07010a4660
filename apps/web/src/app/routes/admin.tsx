export { AdminPage as default } from '../../features/admin/components/admin-page';
