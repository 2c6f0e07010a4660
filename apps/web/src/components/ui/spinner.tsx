/**
 * The Loading spinner of the product spec: only while the sign-in state loads (the route guard, the landing
 * page), before anything of the app is drawn. Screens loading their data show skeletons instead.
 */
export function Spinner() {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-brand-700">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden
      />
      <span className="text-sm font-medium">Loading</span>
    </div>
  );
}
