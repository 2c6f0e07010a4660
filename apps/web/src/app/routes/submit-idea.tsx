import { IdeaFormPage } from '../../features/ideas/components/idea-form-page';

export default function SubmitIdeaRoute() {
  return <IdeaFormPage isOnboarding={false} />;
}
