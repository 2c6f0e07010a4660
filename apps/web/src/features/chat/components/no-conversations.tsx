import { Link } from 'react-router';
import type { Role } from '@seedmatch/shared/roles';

/** The empty chat list, with the step that leads to a first conversation for this role. */
export function NoConversations({ role }: { role: Role }) {
  const isInvestor = role === 'INVESTOR';
  return (
    <section className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <p className="text-5xl" aria-hidden>
        💬
      </p>
      <h2 className="text-xl font-bold">No conversations yet</h2>
      <p className="text-sm text-zinc-600">
        {isInvestor ? 'Request an intro from a founder in the investor feed to start chatting.' : 'Match with a founder to start chatting.'}
      </p>
      <Link
        to={isInvestor ? '/app/investor' : '/app/swipe'}
        className="mt-2 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white"
      >
        {isInvestor ? 'Browse the investor feed' : 'Swipe on ideas'}
      </Link>
    </section>
  );
}
