import { useMemo, useState } from 'react';
import type { InvestorDashboard } from '@seedmatch/shared/investor';
import { TrendingUp, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { EmptyState } from '../../../components/ui/empty-state';
import { useInvestorDashboard } from '../api/get-investor-dashboard';
import { useShortlistState } from '../hooks/use-shortlist-state';
import { builderIdeaIds, feedItems, isDashboardEmpty } from '../lib/feed';
import { FeedSkeleton } from './feed-skeleton';
import { FeedView } from './feed-view';
import { FounderDialog } from './founder-dialog';
import { ShortlistView } from './shortlist-view';

function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-sm flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <Icon icon={TriangleAlert} size={32} />
      </span>
      <h1 className="text-xl font-bold text-zinc-900">Error loading dashboard</h1>
      <p className="text-sm text-zinc-600">{message}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </section>
  );
}

/** Nothing on the platform yet: the screen's title stays, with what will come here and when. */
function EmptyDashboard() {
  return (
    <div className="p-4">
      <header>
        <h1 className="text-2xl font-bold text-zinc-900">Investor Feed</h1>
        <p className="text-sm text-zinc-600">Discover top startup submissions</p>
      </header>
      <EmptyState title="No data available" icon={TrendingUp}>
        No founder has shared an idea yet. Their ideas and MVPs show here as soon as they do.
      </EmptyState>
    </div>
  );
}

function InvestorFeed({ dashboard }: { dashboard: InvestorDashboard }) {
  const [now] = useState(() => Date.now());
  const [view, setView] = useState<'feed' | 'shortlist'>('feed');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [founderId, setFounderId] = useState<string | null>(null);
  const shortlist = useShortlistState();
  const items = useMemo(() => feedItems(dashboard), [dashboard]);
  const builderIds = useMemo(() => builderIdeaIds(dashboard), [dashboard]);
  const saved = useMemo(() => items.filter((item) => shortlist.isSaved(item)), [items, shortlist]);

  return (
    <>
      {view === 'feed' ? (
        <FeedView
          items={items}
          builderIds={builderIds}
          stats={dashboard.stats}
          now={now}
          search={search}
          onSearchChange={setSearch}
          tag={tag}
          onTagChange={setTag}
          shortlist={shortlist}
          shortlistCount={saved.length}
          onShowShortlist={() => setView('shortlist')}
          onViewFounder={setFounderId}
        />
      ) : (
        <ShortlistView items={saved} shortlist={shortlist} onBack={() => setView('feed')} onViewFounder={setFounderId} />
      )}
      {founderId ? <FounderDialog founderId={founderId} shortlist={shortlist} onClose={() => setFounderId(null)} /> : null}
    </>
  );
}

/**
 * /app/investor: the investor feed and shortlist (docs/product.md#investor-side); only investors get data,
 * others see the 403 message.
 */
export function InvestorPage() {
  const { data, error, isPending, isFetching, refetch } = useInvestorDashboard();

  if (isPending || (error && isFetching)) return <FeedSkeleton />;
  if (error) return <DashboardError message={error.message} onRetry={() => void refetch()} />;
  if (isDashboardEmpty(data)) return <EmptyDashboard />;
  return <InvestorFeed dashboard={data} />;
}
