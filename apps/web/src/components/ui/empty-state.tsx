import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from './icon';

/** A calm, centred message for a screen with nothing to show yet. */
export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: LucideIcon }) {
  return (
    <section className="mx-auto flex max-w-sm flex-col items-center gap-3 px-6 py-16 text-center">
      {icon ? (
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon icon={icon} size={32} />
        </span>
      ) : null}
      <h2 className="text-xl font-bold text-zinc-900">{title}</h2>
      {children ? <div className="text-sm text-zinc-600">{children}</div> : null}
    </section>
  );
}
