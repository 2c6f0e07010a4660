import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatParticipants, chatRooms, mailJobs, type UserRow } from '../../db/schema/index';
import type { Membership } from '../chat/rooms.service';

/** How long a message waits unread before it is mailed, and how far apart mails about one room are. */
const UNREAD_AFTER_MS = 15 * 60_000;
const ROOM_MAIL_GAP_MS = 60 * 60_000;

/**
 * SQL: queues the mail about a message that may go unread, as part of the statement that stores it
 * (`message`, the stored row). Every message the recipient has not read since they last read the room
 * shares one mail (the key holds how far they had read), due 15 minutes after the first of them.
 */
export function unreadMailFrom(
  message: SQL,
  { room, recipientId, sender, now }: { room: Membership; recipientId: string; sender: Pick<UserRow, 'name'>; now: Date },
  /** The intro queued in the same statement, if any: a message that made one is not also mailed as unread. */
  intro: SQL | null,
): SQL {
  const key = `unread:${room.roomId}:${recipientId}:${room.otherLastReadSeq}`;
  const runAfter = new Date(now.getTime() + UNREAD_AFTER_MS).toISOString();
  return sql`insert into ${mailJobs} (key, user_id, template, data, run_after)
    select ${key}, ${recipientId}::uuid, 'unread', jsonb_build_object('roomId', ${message}.room_id::text,
      'senderName', ${sender.name}::text, 'aboutUserId', ${message}.sender_id::text, 'seq', ${message}.seq::text),
      ${runAfter}::timestamptz
    from ${message}
    ${intro ? sql`where not exists (select 1 from ${intro})` : sql``}
    on conflict (key) do nothing`;
}

/**
 * SQL: queues the intro mail to a founder when an investor writes to them first (`message`, the stored
 * row), as part of the statement that stores it; once a room. It returns the job when it queued one.
 */
export function introMailFrom(
  message: SQL,
  { roomId, founderId, investor }: { roomId: string; founderId: string; investor: Pick<UserRow, 'name'> },
): SQL {
  return sql`insert into ${mailJobs} (key, user_id, template, data)
    select ${`intro:${roomId}`}, ${founderId}::uuid, 'intro', jsonb_build_object('roomId', ${message}.room_id::text,
      'investorName', ${investor.name}::text, 'aboutUserId', ${message}.sender_id::text)
    from ${message}
    on conflict (key) do nothing
    returning id`;
}

/**
 * Whether the mail still has a reason to go when it is due: not once the message was read or the room
 * closed ('skip'); not within an hour of the last mail about this room (then at the end of that hour).
 */
export async function unreadMailDue(
  db: Db,
  job: { userId: string; data: Record<string, string> },
  now: Date,
): Promise<'send' | 'skip' | Date> {
  const roomId = job.data.roomId ?? '';
  const [place] = await db
    .select({ lastReadSeq: chatParticipants.lastReadSeq })
    .from(chatParticipants)
    .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
    .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.userId, job.userId), isNull(chatRooms.closedAt)));
  if (!place || place.lastReadSeq >= Number(job.data.seq)) return 'skip';
  const [last] = await db
    .select({ doneAt: mailJobs.doneAt })
    .from(mailJobs)
    .where(
      and(
        eq(mailJobs.userId, job.userId),
        eq(mailJobs.template, 'unread'),
        eq(mailJobs.status, 'sent'),
        sql`${mailJobs.data}->>'roomId' = ${roomId}`,
      ),
    )
    .orderBy(desc(mailJobs.doneAt))
    .limit(1);
  const nextAllowed = last?.doneAt ? last.doneAt.getTime() + ROOM_MAIL_GAP_MS : 0;
  return nextAllowed > now.getTime() ? new Date(nextAllowed) : 'send';
}
