import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { chatMessages } from '../../db/schema/index';

/**
 * A chat participant's e-mail as `viewerId` may see it. In a direct room (an investor's intro) it shows
 * only once that participant has written there, so writing to founders never collects their addresses;
 * matched people and the viewer themself always see it.
 */
export function visibleEmail(
  columns: { roomId: AnyPgColumn | SQL; kind: AnyPgColumn | SQL; userId: AnyPgColumn | SQL; email: AnyPgColumn | SQL },
  viewerId: string,
): SQL<string> {
  const { roomId, kind, userId, email } = columns;
  return sql<string>`case when ${kind} = 'match' or ${userId} = ${viewerId}
    or exists (select 1 from ${chatMessages} where ${chatMessages.roomId} = ${roomId} and ${chatMessages.senderId} = ${userId})
    then ${email} else '' end`;
}
