import { IdeaFormPage } from '../../features/ideas/components/idea-form-page';
import { WithQueries } from '../with-queries';

export default function OnboardingRoute() {
  return (
    <WithQueries>
      <IdeaFormPage isOnboarding />
    </WithQueries>
  );
}
