import { ButtonLink } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-zinc-600">This page doesn't exist.</p>
      <ButtonLink to="/" size="lg">
        Go to SeedMatch
      </ButtonLink>
    </main>
  );
}
