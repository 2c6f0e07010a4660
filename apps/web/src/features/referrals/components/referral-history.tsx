import { Sprout } from 'lucide-react';
import type { ReferralHistoryItem } from '@seedmatch/shared/referrals';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { Skeleton, SkeletonLine } from '../../../components/ui/skeleton';
import { useReferralHistory } from '../api/get-referral-history';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function HistoryRow({ item }: { item: ReferralHistoryItem }) {
  const isActive = item.status === 'Active';
  return (
    // The whole name across the row (friends' long names often share their start: cut to one line, two rows read
    // alike), the dates and the points under it.
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-2xl border border-brand-100 p-3">
      <p className="col-span-2 font-semibold break-words">{item.name}</p>
      <p className="text-xs text-zinc-600">
        Joined <time dateTime={item.joinDate}>{formatDate(item.joinDate)}</time>
        {' · '}
        {item.matched ? 'Matched' : 'Not matched yet'}
      </p>
      <div className="flex flex-col items-end gap-1">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isActive ? 'bg-brand-700 text-white' : 'bg-zinc-100 text-zinc-700'}`}
        >
          {item.status}
        </span>
        <span className="text-sm font-semibold text-brand-700">+{item.points} points</span>
      </div>
    </li>
  );
}

/** The friends who joined with the user's code. */
export function ReferralHistory() {
  const { data: history, isPending } = useReferralHistory();
  return (
    <section aria-labelledby="history-title" className="space-y-3">
      <h2 id="history-title" className="font-semibold">
        Referral history
      </h2>
      {isPending ? (
        <ListSkeleton
          label="Loading history"
          rows={2}
          avatar={null}
          lines={['h-6']}
          gap="space-y-2"
          below={
            <div className="mt-1 flex items-center justify-between gap-3">
              <SkeletonLine height="h-4" width="w-2/5" />
              <div className="flex shrink-0 flex-col items-end gap-1">
                <Skeleton className="h-5 w-14 rounded-full" />
                <SkeletonLine width="w-20" />
              </div>
            </div>
          }
        />
      ) : null}
      {history && history.length === 0 ? (
        <EmptyState title="No referrals yet" icon={Sprout}>
          <p>Share your link: friends who join with it show up here.</p>
        </EmptyState>
      ) : null}
      {history && history.length > 0 ? (
        <ul aria-label="Referral history" className="space-y-2">
          {history.map((item, index) => (
            <HistoryRow key={`${item.name}-${item.joinDate}-${index}`} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
