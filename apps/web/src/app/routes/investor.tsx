export { InvestorScreen as default } from './investor-screen';
