import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@seedmatch/shared/chat';
import { markReadUpTo, mergeMessages, type ShownMessage } from './message-list';

const message = (seq: number, overrides: Partial<ShownMessage> = {}): ShownMessage => ({
  id: `m${seq}`,
  seq,
  clientId: `c${seq}`,
  content: `message ${seq}`,
  senderId: 'me',
  chatRoomId: 'room',
  messageType: 'text',
  meeting: null,
  isRead: false,
  createdAt: new Date(seq * 1000).toISOString(),
  sender: { id: 'me', name: 'Me', email: '' },
  ...overrides,
});

describe('mergeMessages', () => {
  it('keeps each stored message once, in order, whatever order they arrive in', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3), message(1)]);
    expect(merged.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('replaces the optimistic copy when the stored message with its client id arrives', () => {
    const temp: ShownMessage = { ...message(0), id: 'temp-c9', clientId: 'c9', isPending: true, seq: Number.MAX_SAFE_INTEGER };
    const pending = mergeMessages([message(1)], [temp]);
    expect(pending.map((m) => m.id)).toEqual(['m1', 'temp-c9']);
    const stored: ChatMessage = message(2, { clientId: 'c9' });
    expect(mergeMessages(pending, [stored]).map((m) => m.id)).toEqual(['m1', 'm2']);
  });
});

describe('markReadUpTo', () => {
  it("double-ticks the sender's messages up to the read point only", () => {
    const marked = markReadUpTo([message(1), message(2), message(3, { senderId: 'other' }), message(4)], 'me', 3);
    expect(marked.map((m) => m.isRead)).toEqual([true, true, false, false]);
  });
});
