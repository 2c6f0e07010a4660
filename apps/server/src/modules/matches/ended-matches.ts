import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { endedMatches } from '../../db/schema/index';

type Pair = { userA: string; userB: string };

/** Notes that these pairs' matches ended (an unmatch, a block), in the caller's transaction. */
export async function recordEnded(tx: Tx, pairs: Pair[]): Promise<void> {
  if (pairs.length > 0) await tx.insert(endedMatches).values(pairs).onConflictDoNothing();
}

/** Whether the ordered pair had a match that ended: one match per pair, ever. */
export async function hasEnded(tx: Tx, pair: Pair): Promise<boolean> {
  const [row] = await tx
    .select({ userA: endedMatches.userA })
    .from(endedMatches)
    .where(and(eq(endedMatches.userA, pair.userA), eq(endedMatches.userB, pair.userB)));
  return row !== undefined;
}

/** SQL: `userId` and the user behind `column` never had a match that ended. */
export const neverEnded = (userId: string, column: unknown) =>
  sql`not exists (select 1 from ${endedMatches} where (${endedMatches.userA} = ${userId} and ${endedMatches.userB} = ${column}) or (${endedMatches.userA} = ${column} and ${endedMatches.userB} = ${userId}))`;
