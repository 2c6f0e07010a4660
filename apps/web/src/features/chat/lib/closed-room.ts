import { PARTNER_LEFT_MESSAGE, type ChatRoom } from '@seedmatch/shared/chat';
import { ApiError } from '../../../lib/api-client';

/** Why a conversation takes no more messages: the other person deleted their account, or it was closed. */
export type ClosedReason = 'left' | 'closed';

/** A room listed without the other person: they deleted their account. */
export function closedReasonOfRoom(room: ChatRoom | null, myId: string): ClosedReason | null {
  if (!room) return null;
  return room.participants.some((p) => p.id !== myId) ? null : 'left';
}

/**
 * What a refusal from the server says about a room the reader had: 404 means it closed under them
 * (blocked, unmatched, the other person suspended), the partner-left 400 that the other person left.
 */
export function closedReasonOfError(error: unknown): ClosedReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return 'closed';
  if (error.status === 400 && error.message === PARTNER_LEFT_MESSAGE) return 'left';
  return null;
}
