export { AuthCompletePage as default } from '../../features/auth/components/auth-complete-page';
