import type { ReactNode } from 'react';

/** Today's date in the legal pages' "Last updated" form, e.g. "March 5, 2025". */
function formatLastUpdated(date: Date = new Date()): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export const legalLinkClass =
  'rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

type LegalLayoutProps = {
  title: string;
  /** The way out of the page: a Back button or a link home. */
  backControl: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The shared frame of the static legal pages: a back control, the title, the date and readable prose. */
export function LegalLayout({ title, backControl, children, footer }: LegalLayoutProps) {
  return (
    <div className="min-h-dvh bg-white">
      <header className="sticky top-(--offline-banner-height) z-10 border-b border-zinc-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-2xl items-center justify-between px-4 py-2">
          {backControl}
          <span className="text-sm font-bold text-brand-700">SeedMatch</span>
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-5 pb-12 pt-6">
        <h1 className="text-3xl font-extrabold text-zinc-900">{title}</h1>
        <p className="mt-1 text-sm text-zinc-600">{`Last updated: ${formatLastUpdated()}`}</p>
        <div className="mt-6 flex flex-col gap-6 text-[15px] leading-relaxed text-zinc-700">{children}</div>
        {footer ? <footer className="mt-10 border-t border-zinc-200 pt-4 text-sm text-zinc-600">{footer}</footer> : null}
      </main>
    </div>
  );
}

/** One numbered part of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-zinc-900">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list inside a legal section. */
export function LegalList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
