import type { ReactNode } from 'react';

/** A calm, centred message for a screen with nothing to show yet. */
export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-sm flex-col items-center gap-3 px-6 py-16 text-center">
      {icon ? (
        <div className="text-5xl" aria-hidden>
          {icon}
        </div>
      ) : null}
      <h2 className="text-xl font-bold text-zinc-900">{title}</h2>
      {children ? <div className="text-sm text-zinc-600">{children}</div> : null}
    </section>
  );
}
