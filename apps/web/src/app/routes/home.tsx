import { ChallengeCard } from '../../features/challenge/components/challenge-card';
import { HomePage } from '../../features/home/components/home-page';
import { InvestorSummary } from '../../features/investor/components/investor-summary';
import { ReferralCard } from '../../features/referrals/components/referral-card';

/** The home screen composes the challenge and referral cards from their own features. */
export default function HomeRoute() {
  return (
    <HomePage challengeCard={<ChallengeCard showLink={false} />} referralCard={<ReferralCard />} investorSummary={<InvestorSummary />} />
  );
}
