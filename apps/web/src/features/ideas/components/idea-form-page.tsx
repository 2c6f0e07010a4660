import { IdeaForm } from './idea-form';

/**
 * /onboarding (first idea, then home) and /app/submit-idea (then back to the deck). Onboarding has no app
 * shell around it, so the page is its own main landmark there.
 */
export function IdeaFormPage({ isOnboarding }: { isOnboarding: boolean }) {
  const Page = isOnboarding ? 'main' : 'div';
  return (
    <Page className="mx-auto max-w-md space-y-4 p-4 lg:max-w-5xl">
      <header>
        <h1 className="text-2xl font-bold">{isOnboarding ? 'Plant your first idea' : 'Submit an idea'}</h1>
        <p className="text-sm text-zinc-600">Founders swipe on ideas. A mutual like makes a match and opens a chat.</p>
      </header>
      <IdeaForm successPath={isOnboarding ? '/app' : '/app/swipe'} />
    </Page>
  );
}
