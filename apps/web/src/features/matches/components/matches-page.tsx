import { useState } from 'react';
import { Handshake } from 'lucide-react';
import type { MatchListItem } from '@seedmatch/shared/matches';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { Menu } from '../../../components/ui/menu';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { initialsOf } from '../../../lib/initials';
import { useQueryClient } from '@tanstack/react-query';
import { blockQuestion, blockUser, unmatch } from '../../../lib/safety-api';
import { useMatches } from '../api/get-matches';
import { PartnerDialog } from './partner-dialog';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
/** One card under another on a phone, two side by side from 1024 px, three from 1280 px. */
const COLUMNS = 'space-y-3 lg:grid lg:grid-cols-2 lg:gap-4 lg:space-y-0 xl:grid-cols-3';

function MatchRow({ match }: { match: MatchListItem }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'profile' | 'unmatch' | 'block' | null>(null);
  const name = match.partnerName;
  const chatPath = `/app/chat?room=${encodeURIComponent(match.chatRoom.id)}`;
  const close = () => setOpen(null);
  const act = (action: () => Promise<unknown>) => action().then(() => queryClient.invalidateQueries());
  return (
    <li className="rounded-2xl border border-brand-100 p-3 lg:p-4">
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
          {initialsOf(name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-zinc-600">{match.kind === 'direct' ? 'Direct conversation' : match.ideaTitle}</p>
          <p className="text-xs text-zinc-500">
            {match.kind === 'direct' ? 'Connected' : 'Matched'} {dateFormat.format(new Date(match.createdAt))}
          </p>
        </div>
        <div className="-mt-1 -mr-1">
          <Menu
            label={`Options for ${name}`}
            items={[
              ...(match.kind === 'match' ? [{ label: 'Unmatch', onSelect: () => setOpen('unmatch'), isDestructive: true }] : []),
              { label: `Block ${name}`, onSelect: () => setOpen('block'), isDestructive: true },
            ]}
          />
        </div>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <ButtonLink to={chatPath} aria-label={`Chat with ${name}`} className="text-sm">
          Chat
        </ButtonLink>
        <Button variant="secondary" onClick={() => setOpen('profile')} aria-label={`View ${name}`} className="text-sm">
          View
        </Button>
      </div>
      {open === 'profile' ? <PartnerDialog connectionId={match.id} chatPath={chatPath} onClose={close} /> : null}
      {open === 'unmatch' ? (
        <ConfirmDialog
          title={`Unmatch ${name}`}
          body={`Unmatch ${name}? The match and your conversation disappear for both of you.`}
          confirmLabel="Unmatch"
          onConfirm={() => act(() => unmatch(match.id))}
          onClose={close}
        />
      ) : null}
      {open === 'block' ? (
        <ConfirmDialog
          title={`Block ${name}`}
          body={blockQuestion(name)}
          confirmLabel="Block"
          onConfirm={() => act(() => blockUser(match.partnerId))}
          onClose={close}
        />
      ) : null}
    </li>
  );
}

/** Chat and View, side by side under the row's text, as a row has them. */
function RowActionsSkeleton() {
  return (
    <div className="mt-2 grid grid-cols-2 gap-2">
      <Skeleton className="h-11 rounded-lg" />
      <Skeleton className="h-11 rounded-lg" />
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
        <ListSkeleton
          label={`Loading ${title.toLowerCase()}`}
          lines={['h-6', 'h-5', 'h-4']}
          aside={<Skeleton className="h-11 w-11 rounded-lg" />}
          below={<RowActionsSkeleton />}
          gap={COLUMNS}
        />
      ) : null}
      {data && data.length === 0 ? (
        <section className="flex flex-col items-center gap-2 py-12 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon icon={Handshake} size={32} />
          </span>
          <h2 className="text-xl font-bold">No matches yet</h2>
          {/* An investor likes no one back: their connections are the founders they asked for an intro. */}
          {role === 'INVESTOR' ? (
            <>
              <p className="text-sm text-zinc-600">Request an intro from a founder in the investor feed to connect.</p>
              <ButtonLink to="/app/investor" className="mt-2">
                Browse the investor feed
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="text-sm text-zinc-600">When someone you liked likes you back, you&apos;ll find them here.</p>
              <ButtonLink to="/app/swipe" className="mt-2">
                Start Swiping
              </ButtonLink>
            </>
          )}
        </section>
      ) : null}
      {data && data.length > 0 ? (
        <ul aria-label={title} className={COLUMNS}>
          {data.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
