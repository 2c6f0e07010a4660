import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MARK_READ_DELAY_MS, type ChatMessage, type Meeting, type TypingEvent } from '@seedmatch/shared/chat';
import { fetchMessages, markRoomRead } from '../api/chat-api';
import { roomsQueryKey } from '../api/get-rooms';
import { closedReasonOfError, type ClosedReason } from '../lib/closed-room';
import {
  addAndSend,
  discardFromOutbox,
  onOutboxDelivered,
  outboxSnapshot,
  sendingNow,
  subscribeToOutbox,
  type OutboxEntry,
  type Target,
} from '../lib/outbox';
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
export type { Target };

/** The newest messages of a room as last shown, kept with the query cache for a start without a connection. */
const recentKey = (roomId: string) => ['chat', 'recent', roomId] as const;
const RECENT_KEPT = 50;

const isFor = (entry: OutboxEntry, target: Target) =>
  'roomId' in target
    ? 'roomId' in entry.target && entry.target.roomId === target.roomId
    : 'receiverId' in entry.target && entry.target.receiverId === target.receiverId;

/** A message waiting in the outbox, as the conversation shows it. */
function shownFromOutbox(entry: OutboxEntry, me: Me, isSending: boolean): ShownMessage {
  return {
    id: `${TEMP_PREFIX}${entry.clientId}`,
    seq: Number.MAX_SAFE_INTEGER,
    clientId: entry.clientId,
    content: entry.content,
    senderId: me.id,
    chatRoomId: 'roomId' in entry.target ? entry.target.roomId : '',
    messageType: entry.meeting ? 'meeting_invite' : 'text',
    meeting: entry.meeting,
    isRead: false,
    createdAt: entry.createdAt,
    sender: me,
    isPending: true,
    delivery: entry.refusal !== undefined ? { refused: entry.refusal } : isSending ? 'sending' : 'waiting',
  };
}

/**
 * One conversation: history (paged), live messages, read receipts, the other person's typing, and
 * sending with an optimistic "Sending..." copy. `onRoomCreated` fires when a first direct message makes a room.
 */
export function useConversation(target: Target, me: Me, onRoomCreated?: (roomId: string) => void) {
  const queryClient = useQueryClient();
  const roomId = 'roomId' in target ? target.roomId : null;
  const receiverId = 'receiverId' in target ? target.receiverId : null;
  const to = useMemo<Target>(() => (roomId ? { roomId } : { receiverId: receiverId ?? '' }), [roomId, receiverId]);
  const [messages, setMessages] = useState<ShownMessage[]>(() =>
    roomId ? (queryClient.getQueryData<ShownMessage[]>(recentKey(roomId)) ?? []) : [],
  );
  const [hasMore, setHasMore] = useState(false);
  const [isLoading, setIsLoading] = useState(Boolean(roomId) && messages.length === 0);
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

  useEffect(() => {
    if (roomId && messages.length > 0) queryClient.setQueryData(recentKey(roomId), messages.slice(-RECENT_KEPT));
  }, [roomId, messages, queryClient]);

  const outbox = useSyncExternalStore(subscribeToOutbox, outboxSnapshot);
  const sending = useSyncExternalStore(subscribeToOutbox, sendingNow);
  const shown = useMemo(
    () =>
      mergeMessages(
        messages,
        outbox
          .filter((entry) => entry.ownerId === me.id && isFor(entry, to))
          .map((entry) => shownFromOutbox(entry, me, entry.clientId === sending)),
      ),
    [messages, outbox, sending, me, to],
  );

  // Whoever sent it (this composer, or the outbox once the connection came back), a stored message shows here.
  useEffect(
    () =>
      onOutboxDelivered((message, entry) => {
        if (!isFor(entry, to)) return;
        add([message]);
        if (!roomId) onRoomCreated?.(message.chatRoomId);
      }),
    [to, add, roomId, onRoomCreated],
  );

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

  /**
   * Resolves when stored, or kept in the outbox to go when the connection is back ("Waiting for network");
   * rejects when the server refused it (the composer gets the text back).
   */
  const send = useCallback(
    async (content: string, meeting?: Meeting) => {
      const clientId = crypto.randomUUID();
      const outcome = await addAndSend({
        clientId,
        ownerId: me.id,
        target: to,
        content,
        meeting: meeting ?? null,
        createdAt: new Date().toISOString(),
      });
      if (!outcome || !('error' in outcome)) return;
      discardFromOutbox(clientId);
      noteClosed(outcome.error);
      throw outcome.error;
    },
    [me.id, to, noteClosed],
  );

  return { messages: shown, hasMore, isLoading, typingName, closedReason, send, loadEarlier };
}
