import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-zinc-600">This page doesn't exist.</p>
      <Link to="/" className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white">
        Go to SeedMatch
      </Link>
    </main>
  );
}
