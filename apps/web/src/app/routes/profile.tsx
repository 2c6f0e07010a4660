export { ProfileScreen as default } from './empty-screens';
