import { describe, expect, it } from 'vitest';
import type { ShownMessage } from '../hooks/message-list';
import { dayLabel, groupMessages, type TimelineItem } from './message-groups';

const now = new Date(2026, 10, 23, 15, 0);
let seq = 0;
const message = (senderId: string | null, createdAt: Date): ShownMessage => {
  seq += 1;
  return {
    id: `m${seq}`,
    seq,
    clientId: null,
    content: `message ${seq}`,
    senderId,
    chatRoomId: 'room',
    messageType: 'text',
    meeting: null,
    isRead: false,
    createdAt: createdAt.toISOString(),
    sender: { id: senderId ?? '', name: senderId === 'ada' ? 'Ada' : senderId === 'ben' ? 'Ben' : 'Deleted user', email: '' },
  };
};
const shape = (items: TimelineItem[]) =>
  items.map((item) =>
    item.kind === 'day' ? item.label : `${item.senderName}:${item.messages.map((m) => m.content.replace('message ', '')).join(',')}`,
  );

describe('dayLabel', () => {
  it('says Today, Yesterday, else the date (with the year only for another year)', () => {
    expect(dayLabel(new Date(2026, 10, 23, 0, 1), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 22, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 16, 9, 0), now)).toBe('Mon, Nov 16');
    expect(dayLabel(new Date(2025, 11, 31, 9, 0), now)).toBe('Dec 31, 2025');
  });

  it('counts Yesterday across a month boundary', () => {
    expect(dayLabel(new Date(2026, 10, 30, 22, 0), new Date(2026, 11, 1, 8, 0))).toBe('Yesterday');
  });
});

describe('groupMessages', () => {
  it('puts consecutive messages of one sender in one group, and starts a new one when the sender changes', () => {
    seq = 0;
    const items = groupMessages(
      [
        message('ada', new Date(2026, 10, 23, 9, 0)),
        message('ada', new Date(2026, 10, 23, 9, 1)),
        message('ben', new Date(2026, 10, 23, 9, 2)),
        message('ada', new Date(2026, 10, 23, 9, 3)),
        message('ada', new Date(2026, 10, 23, 9, 4)),
      ],
      now,
    );
    expect(shape(items)).toEqual(['Today', 'Ada:1,2', 'Ben:3', 'Ada:4,5']);
  });

  it('puts a separator where a day starts, and a sender’s run across midnight splits there', () => {
    seq = 0;
    const items = groupMessages(
      [
        message('ben', new Date(2026, 10, 16, 10, 0)),
        message('ada', new Date(2026, 10, 22, 23, 58)),
        message('ada', new Date(2026, 10, 23, 0, 2)),
        message(null, new Date(2026, 10, 23, 0, 3)),
      ],
      now,
    );
    expect(shape(items)).toEqual(['Mon, Nov 16', 'Ben:1', 'Yesterday', 'Ada:2', 'Today', 'Ada:3', 'Deleted user:4']);
  });

  it('shows nothing for no messages', () => {
    expect(groupMessages([], now)).toEqual([]);
  });
});
