import { IdeaFormPage } from '../../features/ideas/components/idea-form-page';

export default function OnboardingRoute() {
  return <IdeaFormPage isOnboarding />;
}
