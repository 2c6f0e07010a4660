import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mvpSubmissions, type SubmissionRow } from '../../db/schema/index';

/** What an idea's MVPs add to it: their credits together, and the latest one's links and README. */
export type IdeaMvp = { credits: number; latest: SubmissionRow };

/** The MVPs shipped for each of the given ideas; an idea without one is absent. */
export async function mvpsOfIdeas(db: Db, ideaIds: readonly string[]): Promise<Map<string, IdeaMvp>> {
  const result = new Map<string, IdeaMvp>();
  if (ideaIds.length === 0) return result;
  const rows = await db
    .select()
    .from(mvpSubmissions)
    .where(inArray(mvpSubmissions.ideaId, [...new Set(ideaIds)]))
    .orderBy(desc(mvpSubmissions.submittedAt));
  for (const row of rows) {
    const known = result.get(row.ideaId!);
    if (known) known.credits += row.credits;
    else result.set(row.ideaId!, { credits: row.credits, latest: row });
  }
  return result;
}

/**
 * An idea's credit score, the one figure every investor view shows for it (feed cards, Top Submissions,
 * the founder dialog): its right swipes plus the credits of the MVPs that shipped it.
 */
export function creditScore(idea: { swipeRights: number }, mvp: IdeaMvp | undefined): number {
  return idea.swipeRights + (mvp?.credits ?? 0);
}
