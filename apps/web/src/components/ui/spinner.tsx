/** The Loading spinner shown while something the page needs is on its way. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-brand-700">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
