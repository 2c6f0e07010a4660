/** What ranking needs to know of an idea. */
export type RankableIdea = { id: string; tagKeys: readonly string[]; swipeRights: number; createdAt: Date; hasPriority?: boolean };

/** The lower-cased words a user cares about: their skills and interests. */
export function interestKeys(skills: readonly string[], interests: readonly string[] = []): string[] {
  return [...new Set([...skills, ...interests].map((value) => value.trim().toLowerCase()).filter(Boolean))];
}

function sharedTags(idea: RankableIdea, interests: ReadonlySet<string>): number {
  let count = 0;
  for (const key of idea.tagKeys) if (interests.has(key)) count += 1;
  return count;
}

/**
 * Orders deck candidates for one user: more tags shared with their skills and interests first, then
 * ideas of founders with priority matching (a referral reward), then more right swipes, then newer;
 * the id breaks ties so the order is stable.
 */
export function rankDeck<T extends RankableIdea>(candidates: readonly T[], interests: readonly string[]): T[] {
  const keys = new Set(interests);
  return candidates
    .map((idea) => ({ idea, shared: sharedTags(idea, keys) }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        Number(Boolean(b.idea.hasPriority)) - Number(Boolean(a.idea.hasPriority)) ||
        b.idea.swipeRights - a.idea.swipeRights ||
        b.idea.createdAt.getTime() - a.idea.createdAt.getTime() ||
        (a.idea.id < b.idea.id ? -1 : a.idea.id > b.idea.id ? 1 : 0),
    )
    .map(({ idea }) => idea);
}
