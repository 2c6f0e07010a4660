import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MARK_READ_DELAY_MS, type ChatMessage, type Meeting, type TypingEvent } from '@seedmatch/shared/chat';
import { fetchMessages, markRoomRead, sendChatMessage } from '../api/chat-api';
import { roomsQueryKey } from '../api/get-rooms';
import { closedReasonOfError, type ClosedReason } from '../lib/closed-room';
import { markReadUpTo, mergeMessages, TEMP_PREFIX, type ShownMessage } from './message-list';
import { useRoomSocket } from './use-room-socket';

export type Me = { id: string; name: string; email: string };

const CATCH_UP_RETRIES_MS = [300, 1000, 2000, 4000];

/**
 * Once the socket is in the room (at first and after every reconnect): the newest page, merged by id, then
 * everything after `since` if the gap is longer.
 * Seq order is not commit order, so a page (not only "after the last seq seen") is what closes every gap.
 * Retries while the server is still coming back.
 */
async function catchUp(roomId: string, since: number, add: (messages: ShownMessage[]) => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const newest = await fetchMessages(roomId);
      add(newest.messages);
      const oldest = newest.messages[0];
      // The gap between what was shown and the newest page; with nothing shown yet, older pages wait for "load earlier".
      if (since > 0 && newest.hasMore && oldest && oldest.seq > since) add((await fetchMessages(roomId, { after: since })).messages);
      return;
    } catch (error) {
      if (attempt >= CATCH_UP_RETRIES_MS.length) return console.warn('Could not fetch missed messages:', error);
      await new Promise((resolve) => window.setTimeout(resolve, CATCH_UP_RETRIES_MS[attempt]));
    }
  }
}
export type Target = { roomId: string } | { receiverId: string };

/**
 * One conversation: history (paged), live messages, read receipts, the other person's typing, and
 * sending with an optimistic "Sending..." copy. `onRoomCreated` fires when a first direct message makes a room.
 */
export function useConversation(target: Target, me: Me, onRoomCreated?: (roomId: string) => void) {
  const queryClient = useQueryClient();
  const roomId = 'roomId' in target ? target.roomId : null;
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [isLoading, setIsLoading] = useState(Boolean(roomId));
  const [typingName, setTypingName] = useState<string | null>(null);
  const [closedReason, setClosedReason] = useState<ClosedReason | null>(null);
  const lastSeq = useRef(0);

  /** A refusal that means the room closed under the reader: say so, and let the list drop it. */
  const noteClosed = useCallback(
    (error: unknown) => {
      const reason = closedReasonOfError(error);
      if (!reason) return false;
      setClosedReason(reason);
      void queryClient.invalidateQueries({ queryKey: roomsQueryKey });
      return true;
    },
    [queryClient],
  );

  const add = useCallback((incoming: ShownMessage[]) => {
    setMessages((current) => {
      const merged = mergeMessages(current, incoming);
      lastSeq.current = Math.max(lastSeq.current, ...merged.filter((m) => !m.isPending).map((m) => m.seq));
      return merged;
    });
  }, []);

  const markRead = useCallback(() => {
    if (!roomId) return;
    void markRoomRead(roomId)
      .then(() => queryClient.invalidateQueries({ queryKey: roomsQueryKey }))
      .catch((error: unknown) => console.warn('Could not mark messages read:', error));
  }, [roomId, queryClient]);

  useEffect(() => {
    if (!roomId) return;
    let cancelled = false;
    void fetchMessages(roomId).then(
      (page) => {
        if (cancelled) return;
        add(page.messages);
        setHasMore(page.hasMore);
        setIsLoading(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (!noteClosed(error)) console.warn('Could not load messages:', error);
        setIsLoading(false);
      },
    );
    const timer = window.setTimeout(markRead, MARK_READ_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [roomId, add, markRead, noteClosed]);

  const readTimer = useRef<number | undefined>(undefined);
  useRoomSocket(roomId, {
    onMessage: (message: ChatMessage) => {
      add([message]);
      if (message.senderId !== me.id) {
        setTypingName(null);
        window.clearTimeout(readTimer.current);
        readTimer.current = window.setTimeout(markRead, MARK_READ_DELAY_MS);
      }
    },
    onRead: (event) => {
      if (event.userId !== me.id) setMessages((current) => markReadUpTo(current, me.id, event.readUpTo));
    },
    onTyping: (event: TypingEvent, isTyping) => {
      if (event.userId !== me.id) setTypingName(isTyping ? event.userName : null);
    },
    onJoined: () => {
      if (roomId) void catchUp(roomId, lastSeq.current, add);
    },
    onClosed: () => {
      setClosedReason('closed');
      void queryClient.invalidateQueries({ queryKey: roomsQueryKey });
    },
  });

  const loadEarlier = useCallback(async () => {
    const oldest = messages.find((m) => !m.isPending);
    if (!roomId || !oldest) return;
    try {
      const page = await fetchMessages(roomId, { before: oldest.seq });
      add(page.messages);
      setHasMore(page.hasMore);
    } catch (error) {
      if (!noteClosed(error)) console.warn('Could not load earlier messages:', error);
    }
  }, [roomId, messages, add, noteClosed]);

  /** Resolves when stored; rejects (after removing the optimistic copy) when the send failed. */
  const send = useCallback(
    async (content: string, meeting?: Meeting) => {
      const clientId = crypto.randomUUID();
      const temp: ShownMessage = {
        id: `${TEMP_PREFIX}${clientId}`,
        seq: Number.MAX_SAFE_INTEGER,
        clientId,
        content,
        senderId: me.id,
        chatRoomId: roomId ?? '',
        messageType: meeting ? 'meeting_invite' : 'text',
        meeting: meeting ?? null,
        isRead: false,
        createdAt: new Date().toISOString(),
        sender: me,
        isPending: true,
      };
      add([temp]);
      try {
        const stored = await sendChatMessage({
          content,
          clientId,
          ...('roomId' in target ? { chatRoomId: target.roomId } : { receiverId: target.receiverId }),
          ...(meeting ? { messageType: 'meeting_invite' as const, meeting } : {}),
        });
        add([stored]);
        void queryClient.invalidateQueries({ queryKey: roomsQueryKey });
        if (!roomId) onRoomCreated?.(stored.chatRoomId);
      } catch (error) {
        setMessages((current) => current.filter((m) => m.id !== temp.id));
        noteClosed(error);
        throw error;
      }
    },
    [add, me, roomId, target, queryClient, onRoomCreated, noteClosed],
  );

  return { messages, hasMore, isLoading, typingName, closedReason, send, loadEarlier };
}
