import { filterFeed, NEW_BUILDERS_SHOWN, TOP_SUBMISSIONS_SHOWN, type FeedItem, type InvestorDashboard } from '@seedmatch/shared/investor';

/** True when the dashboard has nothing at all to show ("No data available"). */
export const isDashboardEmpty = (dashboard: InvestorDashboard) =>
  dashboard.recentSubmissions.length + dashboard.topIdeas.length + dashboard.newBuilders.length === 0;

/** One card per idea across the three lists (first occurrence wins: an idea's MVP before the bare idea). */
export function feedItems(dashboard: InvestorDashboard): FeedItem[] {
  const byIdea = new Map<string, FeedItem>();
  for (const item of [...dashboard.recentSubmissions, ...dashboard.topIdeas, ...dashboard.newBuilders]) {
    if (!byIdea.has(item.ideaId)) byIdea.set(item.ideaId, item);
  }
  return [...byIdea.values()];
}

/** The ideas of the newest founders, newest founder first, as the server lists them. */
export const builderIdeaIds = (dashboard: InvestorDashboard) => dashboard.newBuilders.map((item) => item.ideaId);

/** Every distinct tag across the items, in the order they first appear. */
export const distinctTags = (items: readonly FeedItem[]) => [...new Set(items.flatMap((item) => item.tags))];

/** At most how many tags the wide feed shows before "More tags" (docs/decisions/0053). */
const TAGS_COLLAPSED = 12;
/**
 * How much of a row the folded filter fills, in characters: a chip costs its text and about four more for its
 * padding and the gap, so a dozen short tags fit, or three of the longest (30 characters).
 */
const FOLDED_CHARACTERS = 120;
const chipCost = (tag: string) => tag.length + 4;

/** The tags from the start that fit the folded filter's row, leaving `reserved` characters free. */
function leadingTags(tags: readonly string[], reserved: number): string[] {
  const shown: string[] = [];
  let left = FOLDED_CHARACTERS - reserved;
  for (const tag of tags) {
    if (shown.length === TAGS_COLLAPSED || chipCost(tag) > left) break;
    shown.push(tag);
    left -= chipCost(tag);
  }
  return shown;
}

/** The first tags for the collapsed filter, as many as fill about a row, the chosen one always among them. */
export function collapsedTags(tags: readonly string[], active: string | null): string[] {
  const first = leadingTags(tags, 0);
  if (active === null || first.includes(active)) return first;
  return [...leadingTags(tags, chipCost(active)).slice(0, TAGS_COLLAPSED - 1), active];
}

/** The highest credit scores first, ties in their given order. */
const topSubmissions = (items: readonly FeedItem[]) =>
  [...items].sort((a, b) => b.creditScore - a.creditScore).slice(0, TOP_SUBMISSIONS_SHOWN);

/** The newest founders' cards that Top Submissions doesn't already show. */
function newBuilders(matches: readonly FeedItem[], builderIds: readonly string[], top: readonly FeedItem[]) {
  const shown = new Set(top.map((item) => item.ideaId));
  const byIdea = new Map(matches.map((item) => [item.ideaId, item]));
  return builderIds.flatMap((ideaId) => (shown.has(ideaId) ? [] : (byIdea.get(ideaId) ?? []))).slice(0, NEW_BUILDERS_SHOWN);
}

export type FeedSections = { matches: FeedItem[]; top: FeedItem[]; newest: FeedItem[]; rest: FeedItem[] };

/**
 * The feed view's sections after search and tag filter (docs/product.md#investor-feed): Top Submissions,
 * then New Builders (the newest founders not already on top), then every other match once, so no card is
 * repeated on the page.
 */
export function feedSections(items: readonly FeedItem[], builderIds: readonly string[], search: string, tag: string | null): FeedSections {
  const matches = filterFeed(items, search, tag);
  const top = topSubmissions(matches);
  const newest = newBuilders(matches, builderIds, top);
  const shown = new Set([...top, ...newest].map((item) => item.id));
  return { matches, top, newest, rest: matches.filter((item) => !shown.has(item.id)) };
}
