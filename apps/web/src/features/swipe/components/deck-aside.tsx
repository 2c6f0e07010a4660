import { useId, type ReactNode } from 'react';
import type { Idea } from '@seedmatch/shared/ideas';
import { OwnerDetails } from './owner-sheet';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-zinc-600 uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const KEY = 'inline-flex min-w-8 justify-center rounded-md border border-zinc-300 bg-zinc-50 px-2 py-0.5 font-mono text-sm text-zinc-800';

/**
 * Beside the card from 1024 px (docs/decisions/0053): who is behind the idea (on a phone one tap away, in a
 * sheet), the title of the idea that comes next, and the keys that swipe. The fullest profile (1,000
 * characters of bio, 30 skills, interests and wishes) scrolls here, reachable by the keyboard too, rather
 * than stretch the card and push Pass and Like below the window.
 */
export function DeckAside({ current, next }: { current: Idea; next: Idea | null }) {
  return (
    <section aria-label="About this card" tabIndex={0} className="h-full space-y-4 overflow-y-auto">
      <Panel title={`About ${current.user.name}`}>
        <OwnerDetails owner={current.user} />
      </Panel>
      {next ? (
        <Panel title="Up next">
          <p className="font-semibold text-zinc-900 [overflow-wrap:anywhere]">{next.title}</p>
        </Panel>
      ) : null}
      <Panel title="Keyboard">
        <ul className="space-y-2 text-sm text-zinc-700">
          <li className="flex items-center gap-3">
            <kbd className={KEY}>←</kbd> Pass
          </li>
          <li className="flex items-center gap-3">
            <kbd className={KEY}>→</kbd> Like
          </li>
        </ul>
      </Panel>
    </section>
  );
}
