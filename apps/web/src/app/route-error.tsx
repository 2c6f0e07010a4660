import { Button, ButtonLink } from '../components/ui/button';

/** What a screen area shows when it fails: a friendly message instead of a blank page. */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto flex max-w-sm flex-col items-center gap-3 p-8 text-center">
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p className="text-sm text-zinc-600">This screen could not be shown. Please try again.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <ButtonLink to="/" variant="secondary">
          Home
        </ButtonLink>
      </div>
    </div>
  );
}
