import { AUDIT_ACTIONS, type AuditEntry } from '@seedmatch/shared/admin';
import { formatWhen } from './admin-dates';

/** Admin actions, newest first: who, what, to whom, when and why. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-zinc-600">Nothing yet.</p>;
  return (
    <ol className="divide-y divide-zinc-100 rounded-card border border-zinc-200 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-0.5 px-4 py-3 text-label break-words">
          <p>
            <span className="font-semibold">{AUDIT_ACTIONS[entry.action]}</span> · {entry.subject}
          </p>
          <p className="text-zinc-700">Why: {entry.reason}</p>
          <p className="text-xs text-zinc-600">
            {entry.actor} · <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
