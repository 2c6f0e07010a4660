/**
 * Says `children` to a screen reader each time it changes, out of sight: for what changes on screen away from the
 * focus (the deck's next card, a new message, a search's results). Polite, and read whole.
 */
export function Announcement({ children }: { children: string }) {
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {children}
    </p>
  );
}
