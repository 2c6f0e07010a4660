import { useState } from 'react';
import type { ShownMessage } from './message-list';

const said = (message: ShownMessage, partnerName: string) =>
  message.meeting ? `${partnerName} sent a meeting invite: ${message.meeting.title}` : `${partnerName}: ${message.content}`;

/**
 * What a screen reader is told of the conversation: the partner's newest message, once it arrives while the
 * conversation is open (not the history it opened with, nor earlier messages loaded above it).
 */
export function useIncomingAnnouncement(messages: readonly ShownMessage[], myId: string, partnerName: string, isLoading: boolean): string {
  const newest = messages.findLast((message) => message.senderId !== myId && !message.isPending) ?? null;
  const [seen, setSeen] = useState({ seq: newest?.seq ?? -1, isReady: !isLoading, text: '' });
  if (newest && newest.seq > seen.seq) {
    setSeen({ seq: newest.seq, isReady: seen.isReady || !isLoading, text: seen.isReady ? said(newest, partnerName) : seen.text });
  } else if (!seen.isReady && !isLoading) {
    setSeen({ ...seen, isReady: true });
  }
  return seen.text;
}
