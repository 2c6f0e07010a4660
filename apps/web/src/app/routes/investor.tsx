export { InvestorPage as default } from '../../features/investor/components/investor-page';
