import type { ShownMessage } from '../hooks/message-list';

type DaySeparator = { kind: 'day'; key: string; label: string };
export type SenderGroup = { kind: 'group'; key: string; senderId: string | null; senderName: string; messages: ShownMessage[] };
export type TimelineItem = DaySeparator | SenderGroup;

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const dateWithYearFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/** "Today", "Yesterday", else the date (with the year when it is not this year), in the reader's time zone. */
export function dayLabel(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return 'Today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return date.getFullYear() === now.getFullYear() ? dateFormat.format(date) : dateWithYearFormat.format(date);
}

/**
 * The conversation as the reader sees it: a separator where a new day starts, and each run of consecutive
 * messages from one sender on one day as one group (one avatar and name for the run).
 */
export function groupMessages(messages: readonly ShownMessage[], now: Date): TimelineItem[] {
  const items: TimelineItem[] = [];
  let currentDay: string | null = null;
  let group: SenderGroup | null = null;
  for (const message of messages) {
    const createdAt = new Date(message.createdAt);
    const day = dayKey(createdAt);
    if (day !== currentDay) {
      currentDay = day;
      group = null;
      items.push({ kind: 'day', key: `day-${day}`, label: dayLabel(createdAt, now) });
    }
    if (!group || group.senderId !== message.senderId) {
      group = { kind: 'group', key: `group-${message.id}`, senderId: message.senderId, senderName: message.sender.name, messages: [] };
      items.push(group);
    }
    group.messages.push(message);
  }
  return items;
}
