export { InvestorScreen as default } from './empty-screens';
