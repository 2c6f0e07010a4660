export { TermsPage as default } from '../../features/legal/components/terms-page';
