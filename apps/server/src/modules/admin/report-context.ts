import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { ReportContext } from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import { chatMessages, ideas, type ReportRow, type UserRow } from '../../db/schema/index';

/** How many messages before and after the reported one the console shows. */
const AROUND = 5;

type Line = { id: string; senderId: string | null; content: string; createdAt: Date };

/** The reported message between the messages around it, oldest first (docs/decisions/0051). */
async function conversationAround(db: Db, report: ReportRow): Promise<{ current: string | null; lines: Line[] }> {
  const columns = {
    id: chatMessages.id,
    senderId: chatMessages.senderId,
    content: chatMessages.content,
    createdAt: chatMessages.createdAt,
  };
  const [message] = await db
    .select({ ...columns, roomId: chatMessages.roomId, seq: chatMessages.seq })
    .from(chatMessages)
    .where(eq(chatMessages.id, report.messageId!));
  if (!message) return { current: null, lines: [] };
  const inRoom = eq(chatMessages.roomId, message.roomId);
  const [before, after] = await Promise.all([
    db
      .select(columns)
      .from(chatMessages)
      .where(and(inRoom, lt(chatMessages.seq, message.seq)))
      .orderBy(desc(chatMessages.seq))
      .limit(AROUND),
    db
      .select(columns)
      .from(chatMessages)
      .where(and(inRoom, gt(chatMessages.seq, message.seq)))
      .orderBy(asc(chatMessages.seq))
      .limit(AROUND),
  ]);
  return { current: message.content, lines: [...before.reverse(), message, ...after] };
}

/** What a report is about, as it is now: the message in its conversation, the idea, or the profile. */
export async function reportContext(db: Db, report: ReportRow, reported: UserRow | undefined): Promise<ReportContext> {
  if (report.messageId) {
    const { current, lines } = await conversationAround(db, report);
    return {
      kind: 'message',
      content: report.messageContent ?? '',
      current,
      conversation: lines.map((line) => ({
        id: line.id,
        from: line.senderId === null ? 'deleted' : line.senderId === report.reportedUserId ? 'reported' : 'reporter',
        content: line.content,
        createdAt: line.createdAt.toISOString(),
        isReported: line.id === report.messageId,
      })),
    };
  }
  if (report.ideaId) {
    const [idea] = await db
      .select({ id: ideas.id, title: ideas.title, pitch: ideas.pitch, tags: ideas.tags })
      .from(ideas)
      .where(eq(ideas.id, report.ideaId));
    return { kind: 'idea', idea: idea ?? null };
  }
  return {
    kind: 'profile',
    profile: reported ? { bio: reported.bio, skills: reported.skills, location: reported.location, avatarUrl: reported.avatarUrl } : null,
  };
}
