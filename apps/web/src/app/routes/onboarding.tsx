import { Link } from 'react-router';
import { IdeaFormPage } from '../../features/ideas/components/idea-form-page';
import { Logo } from '../../components/ui/logo';
import { WithQueries } from '../with-queries';

const LINK = 'flex min-h-11 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The first idea, under the brand, with a way on to the app for one who would rather look around first. On
 * the app's white page, as Submit an idea is: on the body's mint the tag pills (brand-50) did not show.
 */
export default function OnboardingRoute() {
  return (
    <WithQueries>
      <div className="mx-auto w-full max-w-md flex-1 bg-white shadow-sm lg:max-w-none lg:shadow-none">
        <header className="mx-auto flex max-w-md items-center justify-between border-b border-brand-100 px-4 py-2 lg:max-w-5xl">
          <Link to="/app" className={LINK}>
            <Logo />
          </Link>
          <Link to="/app" className={`${LINK} px-2 text-sm font-semibold text-brand-700`}>
            Skip for now
          </Link>
        </header>
        <IdeaFormPage isOnboarding />
      </div>
    </WithQueries>
  );
}
