export { ReferralsPage as default } from '../../features/referrals/components/referrals-page';
