import { useState } from 'react';
import { Link } from 'react-router';
import { Handshake } from 'lucide-react';
import type { MatchListItem } from '@seedmatch/shared/matches';
import { Icon } from '../../../components/ui/icon';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { Skeleton, SkeletonLine } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { initialsOf } from '../../../lib/initials';
import { useQueryClient } from '@tanstack/react-query';
import { blockUser, confirmBlock, unmatch } from '../../../lib/safety-api';
import { useMatches } from '../api/get-matches';
import { PartnerDialog } from './partner-dialog';

const action = 'flex min-h-11 min-w-16 items-center justify-center rounded-lg px-3 text-sm font-semibold';
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function MatchRow({ match }: { match: MatchListItem }) {
  const queryClient = useQueryClient();
  const [isViewing, setIsViewing] = useState(false);
  const chatPath = `/app/chat?room=${encodeURIComponent(match.chatRoom.id)}`;
  const act = (action: () => Promise<unknown>) =>
    action().then(
      () => queryClient.invalidateQueries(),
      (error: unknown) => window.alert(error instanceof Error ? error.message : 'Something went wrong.'),
    );
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-brand-100 p-3">
      <span aria-hidden className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
        {initialsOf(match.partnerName)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{match.partnerName}</p>
        <p className="truncate text-sm text-zinc-600">{match.kind === 'direct' ? 'Direct conversation' : match.ideaTitle}</p>
        <p className="text-xs text-zinc-500">
          {match.kind === 'direct' ? 'Connected' : 'Matched'} {dateFormat.format(new Date(match.createdAt))}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        <Link to={chatPath} aria-label={`Chat with ${match.partnerName}`} className={`${action} bg-brand-700 text-white`}>
          Chat
        </Link>
        <button
          type="button"
          onClick={() => setIsViewing(true)}
          aria-label={`View ${match.partnerName}`}
          className={`${action} border border-brand-600 text-brand-700`}
        >
          View
        </button>
        <span className="flex gap-2 text-xs">
          {match.kind === 'match' ? (
            <button
              type="button"
              aria-label={`Unmatch ${match.partnerName}`}
              onClick={() =>
                window.confirm(`Unmatch ${match.partnerName}? The match and your conversation disappear for both of you.`) &&
                void act(() => unmatch(match.id))
              }
              className="text-zinc-600 underline"
            >
              Unmatch
            </button>
          ) : null}
          <button
            type="button"
            aria-label={`Block ${match.partnerName}`}
            onClick={() => confirmBlock(match.partnerName) && void act(() => blockUser(match.partnerId))}
            className="text-red-700 underline"
          >
            Block
          </button>
        </span>
      </div>
      {isViewing ? <PartnerDialog connectionId={match.id} chatPath={chatPath} onClose={() => setIsViewing(false)} /> : null}
    </li>
  );
}

/** Chat, View and the small links under them, as a row has them. */
function RowActionsSkeleton() {
  return (
    <div className="flex shrink-0 flex-col gap-1">
      <Skeleton className="h-11 w-21 rounded-lg" />
      <Skeleton className="h-11 w-21 rounded-lg" />
      <SkeletonLine height="h-4" width="w-21" />
    </div>
  );
}

/** Matches for founders, Connections for investors (docs/product.md#matches). */
export function MatchesPage() {
  const { role } = useAuth();
  const { data, isPending } = useMatches();
  const title = role === 'INVESTOR' ? 'Connections' : 'Matches';

  return (
    <div className="space-y-4 p-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      {isPending ? (
        <ListSkeleton label={`Loading ${title.toLowerCase()}`} lines={['h-6', 'h-5', 'h-4']} aside={<RowActionsSkeleton />} />
      ) : null}
      {data && data.length === 0 ? (
        <section className="flex flex-col items-center gap-2 py-12 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon icon={Handshake} size={32} />
          </span>
          <h2 className="text-xl font-bold">No matches yet</h2>
          <p className="text-sm text-zinc-600">When someone you liked likes you back, you&apos;ll find them here.</p>
          {role === 'FOUNDER' ? (
            <Link to="/app/swipe" className="mt-2 rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white">
              Start Swiping
            </Link>
          ) : null}
        </section>
      ) : null}
      {data && data.length > 0 ? (
        <ul aria-label={title} className="space-y-3">
          {data.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
