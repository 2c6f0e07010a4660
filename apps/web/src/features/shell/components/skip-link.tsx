import type { MouseEvent } from 'react';

export const MAIN_ID = 'main';

/**
 * The keyboard's first stop on every app screen: it takes focus past the header and navigation to the
 * screen itself. Out of sight until it has focus.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="fixed left-3 top-3 z-50 -translate-y-24 rounded-control bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
