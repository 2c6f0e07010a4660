export { ReferralsScreen as default } from './empty-screens';
