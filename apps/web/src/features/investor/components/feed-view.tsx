import { useMemo } from 'react';
import type { FeedItem, InvestorDashboard } from '@seedmatch/shared/investor';
import { Heart, Search } from 'lucide-react';
import { Announcement } from '../../../components/ui/announcement';
import { Icon } from '../../../components/ui/icon';
import { EmptyState } from '../../../components/ui/empty-state';
import { distinctTags, feedSections } from '../lib/feed';
import type { ShortlistState } from '../hooks/use-shortlist-state';
import { FeedSection } from './feed-section';
import { PlatformStats } from './platform-stats';
import { TagFilter } from './tag-filter';

type Props = {
  items: readonly FeedItem[];
  builderIds: readonly string[];
  stats: InvestorDashboard['stats'];
  now: number;
  search: string;
  onSearchChange: (search: string) => void;
  tag: string | null;
  onTagChange: (tag: string | null) => void;
  shortlist: ShortlistState;
  shortlistCount: number;
  onShowShortlist: () => void;
  onViewFounder: (founderId: string) => void;
};

const resultsFound = (count: number) =>
  count === 0 ? 'No submission matches' : `${count} ${count === 1 ? 'submission' : 'submissions'} found`;

/** "Investor Feed": search and tag filter applied on the client, highlights, stats and the other matches. */
export function FeedView({
  items,
  builderIds,
  stats,
  now,
  search,
  onSearchChange,
  tag,
  onTagChange,
  shortlist,
  shortlistCount,
  onShowShortlist,
  onViewFounder,
}: Props) {
  const tags = useMemo(() => distinctTags(items), [items]);
  const sections = useMemo(() => feedSections(items, builderIds, search, tag), [items, builderIds, search, tag]);
  const cards = { now, shortlist, onViewFounder };
  const isFiltered = search.trim() !== '' || tag !== null;

  return (
    <div className="space-y-5 p-4">
      {/* The Shortlist button goes under the heading when both don't fit a line (a phone): beside it, "Investor
          Feed" broke in two. */}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-zinc-900">Investor Feed</h1>
          <p className="text-sm text-zinc-600">Discover top startup submissions</p>
        </div>
        <button
          type="button"
          onClick={onShowShortlist}
          className="flex shrink-0 items-center gap-1.5 rounded-xl bg-rose-50 px-3 py-2 text-sm font-semibold text-rose-700 hover:bg-rose-100"
        >
          <Icon icon={Heart} size={16} className="fill-current" />
          <span>{`Shortlist (${shortlistCount})`}</span>
        </button>
      </header>

      <div className="space-y-3">
        <input
          type="search"
          aria-label="Search ideas or founders"
          placeholder="Search ideas or founders..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="w-full rounded-xl border border-zinc-300 px-4 py-2.5 focus:border-brand-600 lg:max-w-xl"
        />
        {tags.length > 0 ? <TagFilter tags={tags} active={tag} onChange={onTagChange} /> : null}
      </div>
      {/* What a search or a tag leaves, said to a screen reader as it changes (the cards change below, out of hearing). */}
      <Announcement>{isFiltered ? resultsFound(sections.matches.length) : ''}</Announcement>

      {sections.matches.length === 0 ? (
        <EmptyState title="No submissions found" icon={Search}>
          Try adjusting your search or filters
        </EmptyState>
      ) : null}
      <FeedSection title="Top Submissions" items={sections.top} {...cards} />
      <FeedSection title="New Builders" items={sections.newest} {...cards} />
      <PlatformStats stats={stats} />
      <FeedSection title="All Submissions" items={sections.rest} {...cards} />
    </div>
  );
}
