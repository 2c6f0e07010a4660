import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ideas, swipes, users } from '../../db/schema/index';

/**
 * Takes a leaving account's likes out of `swipeRights` (like counts count accounts that still exist,
 * docs/product.md#ideas), inside the transaction that deletes the account. The user's row is locked first:
 * a swipe still being recorded holds a key lock on it, so its like is counted here or never stored at all.
 */
export async function forgetLikesOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
  await tx.execute(sql`update ${ideas} set swipe_rights = swipe_rights - 1
    where ${ideas.id} in (select ${swipes.ideaId} from ${swipes} where ${swipes.userId} = ${userId} and ${swipes.direction} = 'RIGHT')`);
}
