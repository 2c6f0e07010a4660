import { MessageCircle } from 'lucide-react';
import type { Role } from '@seedmatch/shared/roles';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

/** The empty chat list, with the step that leads to a first conversation for this role. */
export function NoConversations({ role }: { role: Role }) {
  const isInvestor = role === 'INVESTOR';
  return (
    <section className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon icon={MessageCircle} size={32} />
      </span>
      <h2 className="text-xl font-bold">No conversations yet</h2>
      <p className="text-sm text-zinc-600">
        {isInvestor ? 'Request an intro from a founder in the investor feed to start chatting.' : 'Match with a founder to start chatting.'}
      </p>
      <ButtonLink to={isInvestor ? '/app/investor' : '/app/swipe'} className="mt-2">
        {isInvestor ? 'Browse the investor feed' : 'Start Swiping'}
      </ButtonLink>
    </section>
  );
}
