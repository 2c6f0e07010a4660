import { Link } from 'react-router';
import { IdeaFormPage } from '../../features/ideas/components/idea-form-page';
import { Logo } from '../../components/ui/logo';
import { WithQueries } from '../with-queries';

const LINK = 'flex min-h-11 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600';

/** The first idea, under the brand, with a way on to the app for one who would rather look around first. */
export default function OnboardingRoute() {
  return (
    <WithQueries>
      <header className="mx-auto flex max-w-md items-center justify-between border-b border-brand-100 px-4 py-2 lg:max-w-5xl">
        <Link to="/app" className={LINK}>
          <Logo />
        </Link>
        <Link to="/app" className={`${LINK} px-2 text-sm font-semibold text-brand-700`}>
          Skip for now
        </Link>
      </header>
      <IdeaFormPage isOnboarding />
    </WithQueries>
  );
}
