import { Link } from 'react-router';
import type { ClosedReason } from '../lib/closed-room';

const DETAIL: Record<ClosedReason, string> = {
  left: 'The other person has left SeedMatch.',
  closed: 'You can no longer send messages here.',
};

/** Takes the composer's place in a conversation that accepts no more messages (docs/decisions/0025). */
export function ClosedNotice({ reason }: { reason: ClosedReason }) {
  return (
    <div role="status" className="border-t border-zinc-200 bg-zinc-50 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-center">
      <p className="font-semibold text-zinc-800">This conversation is closed</p>
      <p className="text-sm text-zinc-600">{DETAIL[reason]}</p>
      <Link to="/app/chat" className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        Back to conversations
      </Link>
    </div>
  );
}
