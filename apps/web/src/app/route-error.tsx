import { Link } from 'react-router';

/** What a screen area shows when it fails: a friendly message instead of a blank page. */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto flex max-w-sm flex-col items-center gap-3 p-8 text-center">
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p className="text-sm text-zinc-600">This screen could not be shown. Please try again.</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Try Again
        </button>
        <Link to="/" className="rounded-xl border border-brand-600 px-4 py-2 font-semibold text-brand-700">
          Home
        </Link>
      </div>
    </div>
  );
}
