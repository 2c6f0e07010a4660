import { filterFeed, NEW_BUILDERS_SHOWN, TOP_SUBMISSIONS_SHOWN, type FeedItem, type InvestorDashboard } from '@seedmatch/shared/investor';

/** True when the dashboard has nothing at all to show ("No data available"). */
export const isDashboardEmpty = (dashboard: InvestorDashboard) =>
  dashboard.recentSubmissions.length + dashboard.topIdeas.length + dashboard.newBuilders.length === 0;

/** Every item of the three lists once (first occurrence wins: a submission before its bare idea). */
export function feedItems(dashboard: InvestorDashboard): FeedItem[] {
  const byId = new Map<string, FeedItem>();
  for (const item of [...dashboard.recentSubmissions, ...dashboard.topIdeas, ...dashboard.newBuilders]) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()];
}

/** Every distinct tag across the items, in the order they first appear. */
export const distinctTags = (items: readonly FeedItem[]) => [...new Set(items.flatMap((item) => item.tags))];

/** The highest credit scores first, ties in their given order. */
export const topSubmissions = (items: readonly FeedItem[]) =>
  [...items].sort((a, b) => b.creditScore - a.creditScore).slice(0, TOP_SUBMISSIONS_SHOWN);

/** The newest items first. */
export const newestItems = (items: readonly FeedItem[]) =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, NEW_BUILDERS_SHOWN);

export type FeedSections = { matches: FeedItem[]; top: FeedItem[]; newest: FeedItem[]; rest: FeedItem[] };

/**
 * The feed view's sections after search and tag filter (§5): Top Submissions and New Builders from the
 * matching items, then every other match once, so a card isn't repeated further down the page.
 */
export function feedSections(items: readonly FeedItem[], search: string, tag: string | null): FeedSections {
  const matches = filterFeed(items, search, tag);
  const top = topSubmissions(matches);
  const newest = newestItems(matches);
  const shown = new Set([...top, ...newest].map((item) => item.id));
  return { matches, top, newest, rest: matches.filter((item) => !shown.has(item.id)) };
}
