import type { ChatMessage } from '@seedmatch/shared/chat';

/**
 * A message on screen: a stored one, or one from the outbox (id `temp-…`) not stored yet: being sent, waiting
 * for the connection, or refused by the server.
 */
export type ShownMessage = ChatMessage & { isPending?: boolean; delivery?: 'sending' | 'waiting' | { refused: string } };

export const TEMP_PREFIX = 'temp-';

/**
 * Adds messages to what is shown: each stored message once (by id), replacing the optimistic copy
 * with the same client id; stored messages in order, pending ones after them.
 */
export function mergeMessages(current: readonly ShownMessage[], incoming: readonly ShownMessage[]): ShownMessage[] {
  const byId = new Map<string, ShownMessage>();
  for (const message of [...current, ...incoming]) byId.set(message.id, message);
  const storedClientIds = new Set([...byId.values()].filter((m) => !m.id.startsWith(TEMP_PREFIX) && m.clientId).map((m) => m.clientId));
  const all = [...byId.values()].filter((m) => !(m.id.startsWith(TEMP_PREFIX) && storedClientIds.has(m.clientId)));
  const stored = all.filter((m) => !m.isPending).sort((a, b) => a.seq - b.seq);
  return [...stored, ...all.filter((m) => m.isPending)];
}

/** The sender's messages up to `readUpTo` get their double tick. */
export function markReadUpTo(messages: readonly ShownMessage[], senderId: string, readUpTo: number): ShownMessage[] {
  return messages.map((m) => (m.senderId === senderId && !m.isPending && m.seq <= readUpTo && !m.isRead ? { ...m, isRead: true } : m));
}
