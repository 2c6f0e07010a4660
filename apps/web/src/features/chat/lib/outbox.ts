import { z } from 'zod';
import { MeetingSchema, type ChatMessage, type Meeting } from '@seedmatch/shared/chat';
import { DIRECT_CHAT_LIMIT_MESSAGE } from '@seedmatch/shared/constants';
import { ApiError } from '../../../lib/api-client';
import { getChatOutbox, setChatOutbox, STORAGE_KEYS } from '../../../lib/storage';
import { sendChatMessage } from '../api/chat-api';

const TargetSchema = z.union([z.object({ roomId: z.string() }), z.object({ receiverId: z.string() })]);
export type Target = z.infer<typeof TargetSchema>;

const EntrySchema = z.object({
  clientId: z.string(),
  ownerId: z.string(),
  target: TargetSchema,
  content: z.string(),
  meeting: MeetingSchema.nullable(),
  createdAt: z.string(),
  /** Why the server refused it: it stays, said, until its sender discards it. */
  refusal: z.string().optional(),
});
/** A message written but not yet stored by the server, kept on the device (decision 0054). */
export type OutboxEntry = z.infer<typeof EntrySchema>;

/** What became of a message once tried: stored, or refused (a lost connection keeps it waiting). */
type Outcome = { message: ChatMessage } | { error: unknown };

const SEND_LOCK = 'seedmatch-chat-outbox';

/** False once the device refused to store the outbox (full, or no storage): it then lives in this page only. */
let isStored = true;

/** Entry by entry: one that no longer reads (an older version's, or tampered) must not take the others with it. */
function load(): OutboxEntry[] {
  if (!isStored) return entries;
  try {
    const kept: unknown = JSON.parse(getChatOutbox() ?? '[]');
    return Array.isArray(kept) ? kept.flatMap((item) => EntrySchema.safeParse(item).data ?? []) : [];
  } catch {
    return [];
  }
}

let entries: OutboxEntry[] = load();
let sending: string | null = null;
const listeners = new Set<() => void>();
const deliveredListeners = new Set<(message: ChatMessage, entry: OutboxEntry) => void>();
/** The messages a composer waits on, and what became of them: only those are noted, so nothing piles up. */
const awaited = new Set<string>();
const outcomes = new Map<string, Outcome>();

function changed() {
  entries = [...entries];
  listeners.forEach((listener) => listener());
}

/** Keeps the outbox on the device; where it cannot, in this page, so its messages still go (not after a reload). */
function save(next: OutboxEntry[]) {
  entries = next;
  isStored = setChatOutbox(next.length ? JSON.stringify(next) : null);
  changed();
}

/** Another tab's outbox is this one's too: one list per device. */
window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== STORAGE_KEYS.chatOutbox) return;
  entries = load();
  changed();
});

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxSnapshot = () => entries;
/** The message this tab is sending now ("Sending..."); the others wait ("Waiting for network"). */
export const sendingNow = () => sending;

/** Called with each message the outbox gets stored, wherever it was written. */
export function onOutboxDelivered(listener: (message: ChatMessage, entry: OutboxEntry) => void): () => void {
  deliveredListeners.add(listener);
  return () => deliveredListeners.delete(listener);
}

export function addToOutbox(entry: OutboxEntry): void {
  save([...load().filter((e) => e.clientId !== entry.clientId), entry]);
}

export function discardFromOutbox(clientId: string): void {
  save(load().filter((e) => e.clientId !== clientId));
}

/**
 * Adds a message and sends what waits, this one in its turn. Resolves with what became of it: stored,
 * refused, or nothing when it waits (offline, or the server busy).
 */
export async function addAndSend(entry: OutboxEntry): Promise<Outcome | undefined> {
  awaited.add(entry.clientId);
  addToOutbox(entry);
  await flushOutbox(entry.ownerId);
  awaited.delete(entry.clientId);
  const outcome = outcomes.get(entry.clientId);
  outcomes.delete(entry.clientId);
  return outcome;
}

function setSending(clientId: string | null) {
  sending = clientId;
  changed();
}

const bodyOf = (entry: OutboxEntry) => ({
  content: entry.content,
  clientId: entry.clientId,
  ...('roomId' in entry.target ? { chatRoomId: entry.target.roomId } : { receiverId: entry.target.receiverId }),
  ...(entry.meeting ? { messageType: 'meeting_invite' as const, meeting: entry.meeting as Meeting } : {}),
});

/** How long a message the server could not take just now (busy, restarting, too many at once) waits before another try. */
const RETRY_LATER_MS = 15_000;
let retryTimer: number | undefined;

/**
 * A failure that says "not now" rather than "never": the server or a proxy failing (5xx) or the per-minute rate
 * limit (429, unlike the day's direct-chat limit). The message keeps its place and waits.
 */
const isPassing = (error: unknown) =>
  error instanceof ApiError && (error.status >= 500 || (error.status === 429 && error.message !== DIRECT_CHAT_LIMIT_MESSAGE));

function retryLater(ownerId: string) {
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(() => void flushOutbox(ownerId), RETRY_LATER_MS);
}

/**
 * A first message to a person makes the room: the others waiting for that person go to that room from
 * then on, and the conversation, now open on the room, shows them waiting there.
 */
function inRoomOf(sent: OutboxEntry, roomId: string, waiting: OutboxEntry[]): OutboxEntry[] {
  if (!('receiverId' in sent.target)) return waiting;
  const { receiverId } = sent.target;
  return waiting.map((e) =>
    e.ownerId === sent.ownerId && 'receiverId' in e.target && e.target.receiverId === receiverId ? { ...e, target: { roomId } } : e,
  );
}

/**
 * Sends `ownerId`'s waiting messages one at a time, oldest first, each with its client id, so a retry is
 * stored once. Stops at a lost connection or a passing failure (the rest keep waiting, in order); a refused
 * one is marked and skipped.
 */
async function sendWaiting(ownerId: string) {
  for (;;) {
    // Read afresh: another tab may have sent some meanwhile.
    const next = load().find((entry) => entry.ownerId === ownerId && entry.refusal === undefined);
    if (!next || !navigator.onLine) return;
    setSending(next.clientId);
    try {
      const message = await sendChatMessage(bodyOf(next));
      if (awaited.has(next.clientId)) outcomes.set(next.clientId, { message });
      save(
        inRoomOf(
          next,
          message.chatRoomId,
          load().filter((e) => e.clientId !== next.clientId),
        ),
      );
      deliveredListeners.forEach((listener) => listener(message, next));
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return;
      if (awaited.has(next.clientId)) outcomes.set(next.clientId, { error });
      if (isPassing(error)) return retryLater(ownerId);
      const refusal = error instanceof Error ? error.message : 'Message not sent.';
      save(load().map((e) => (e.clientId === next.clientId ? { ...e, refusal } : e)));
    } finally {
      setSending(null);
    }
  }
}

let queue: Promise<void> = Promise.resolve();

/**
 * Sends what waits, after any send already under way; across tabs one at a time (Web Locks where the
 * browser has them), so the order holds.
 */
export function flushOutbox(ownerId: string): Promise<void> {
  const run = () => sendWaiting(ownerId);
  queue = queue
    .then(() => (navigator.locks ? navigator.locks.request(SEND_LOCK, run) : run()))
    .catch((error: unknown) => {
      console.warn('Could not send waiting messages:', error);
    });
  return queue;
}
