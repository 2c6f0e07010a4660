/** SeedMatch's mark: the seedling of the favicon (public/icon.svg) on its green tile. Decorative. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#16a34a" />
      <path d="M32 50V30" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 32c0-9 6-15 16-15 0 10-6 15-16 15Z" fill="#bbf7d0" />
      <path d="M32 36c0-8-5-13-14-13 0 8 5 13 14 13Z" fill="#fff" />
    </svg>
  );
}

/**
 * The mark and the "SeedMatch" wordmark; the word is real text, so a link around it is named SeedMatch.
 * `wordClassName` may hide the word from sight on narrow screens (`sr-only`): the name stays.
 */
export function Logo({ className = '', wordClassName = '' }: { className?: string; wordClassName?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark className="h-7 w-7" />
      <span className={`text-xl font-extrabold tracking-tight whitespace-nowrap text-brand-700 ${wordClassName}`}>SeedMatch</span>
    </span>
  );
}
