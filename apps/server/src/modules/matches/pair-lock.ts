import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Holds the pair's lock until the transaction ends: a like that could match them, and an unmatch or a block
 * that ends their match, run one after the other, never interleaved (decision 0056). Ids arrive lower-cased
 * (the request schemas), so one pair has one key.
 */
export async function lockPair(tx: Tx, oneId: string, otherId: string): Promise<void> {
  const pair = [oneId, otherId].sort().join(':');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${pair}, 0))`);
}
