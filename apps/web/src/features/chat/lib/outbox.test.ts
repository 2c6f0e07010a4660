import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { SendMessageBodySchema, SendResultSchema, type ChatMessage } from '@seedmatch/shared/chat';
import { DIRECT_CHAT_LIMIT_MESSAGE } from '@seedmatch/shared/constants';
import { apiError, bodyOf, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aMessage, aRoom, me } from '../../../testing/chat';
import { addAndSend, addToOutbox, discardFromOutbox, flushOutbox, onOutboxDelivered, outboxSnapshot, type OutboxEntry } from './outbox';

const roomId = aRoom().id;
const entry = (n: number): OutboxEntry => ({
  clientId: `client-${n}-0000`,
  ownerId: me.id,
  target: { roomId },
  content: `offline ${n}`,
  meeting: null,
  createdAt: new Date().toISOString(),
});

let online = true;
let received: { clientId: string | undefined; content: string }[];
let delivered: ChatMessage[];
let stopListening: () => void;

beforeEach(() => {
  window.localStorage.setItem('authToken', 'tok-1');
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  received = [];
  delivered = [];
  stopListening = onOutboxDelivered((message) => delivered.push(message));
  server.use(
    http.post('/api/chat/send', async ({ request }) => {
      const body = await bodyOf(request, SendMessageBodySchema);
      received.push({ clientId: body.clientId, content: body.content });
      if (body.content.includes('closed')) return apiError(404, 'Chat room not found');
      if (body.content.includes('to a new person')) return apiError(429, DIRECT_CHAT_LIMIT_MESSAGE);
      if (body.content.includes('busy') && received.filter((r) => r.content === body.content).length === 1)
        return apiError(503, 'Service unavailable');
      if (body.content.includes('too fast') && received.filter((r) => r.content === body.content).length === 1) {
        return apiError(429, 'Too many requests, please slow down.');
      }
      return json(SendResultSchema, { message: aMessage(received.length, me, { content: body.content, clientId: body.clientId ?? null }) });
    }),
  );
});

afterEach(() => {
  stopListening();
  Reflect.deleteProperty(navigator, 'onLine');
  // The outbox is the page's: what a test leaves waiting would show in the next test's conversation.
  for (const left of outboxSnapshot()) discardFromOutbox(left.clientId);
});

const waiting = () => outboxSnapshot().map((e) => e.content);

it('written offline, messages wait on the device, then go in order, each once with its client id, when the connection is back', async () => {
  online = false;
  for (const n of [1, 2, 3]) addToOutbox(entry(n));
  await flushOutbox(me.id);
  expect(received).toEqual([]);
  expect(waiting()).toEqual(['offline 1', 'offline 2', 'offline 3']);
  // Kept where a reload finds them.
  expect(JSON.parse(window.localStorage.getItem('chatOutbox') ?? '[]')).toHaveLength(3);

  online = true;
  await Promise.all([flushOutbox(me.id), flushOutbox(me.id)]);
  expect(received).toEqual([1, 2, 3].map((n) => ({ clientId: `client-${n}-0000`, content: `offline ${n}` })));
  expect(delivered.map((m) => m.content)).toEqual(['offline 1', 'offline 2', 'offline 3']);
  expect(waiting()).toEqual([]);
  expect(window.localStorage.getItem('chatOutbox')).toBeNull();
});

it('a message the server refuses stays, marked with why, and the next still goes', async () => {
  addToOutbox({ ...entry(1), content: 'to a closed room' });
  addToOutbox(entry(2));
  await flushOutbox(me.id);
  expect(received.map((r) => r.content)).toEqual(['to a closed room', 'offline 2']);
  expect(outboxSnapshot()).toEqual([expect.objectContaining({ content: 'to a closed room', refusal: 'Chat room not found' })]);
  // Not tried again by itself: it waits for its sender to discard it.
  await flushOutbox(me.id);
  expect(received).toHaveLength(2);
});

it('a server that cannot take it just now (5xx, the per-minute limit) keeps the message waiting in its place, and the order holds', async () => {
  for (const content of ['busy 1', 'after it'])
    addToOutbox({ ...entry(received.length + 1), clientId: `client-${content.replace(' ', '-')}`, content });
  await flushOutbox(me.id);
  expect(received.map((r) => r.content)).toEqual(['busy 1']);
  expect(outboxSnapshot().map((e) => [e.content, e.refusal])).toEqual([
    ['busy 1', undefined],
    ['after it', undefined],
  ]);
  await flushOutbox(me.id);
  expect(delivered.map((m) => m.content)).toEqual(['busy 1', 'after it']);

  addToOutbox({ ...entry(9), content: 'too fast' });
  await flushOutbox(me.id);
  expect(outboxSnapshot().map((e) => [e.content, e.refusal])).toEqual([['too fast', undefined]]);
  await flushOutbox(me.id);
  expect(outboxSnapshot()).toEqual([]);
});

it('the day’s limit on new direct chats is final: that message is marked, not retried', async () => {
  addToOutbox({ ...entry(1), target: { receiverId: '22222222-2222-4222-8222-222222222222' }, content: 'to a new person' });
  await flushOutbox(me.id);
  expect(outboxSnapshot()).toEqual([expect.objectContaining({ refusal: DIRECT_CHAT_LIMIT_MESSAGE })]);
});

it('a device that refuses to store the outbox (full) still sends what was written in this page', async () => {
  const setItem = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  online = false;
  addToOutbox(entry(1));
  expect(window.localStorage.getItem('chatOutbox')).toBeNull();
  await flushOutbox(me.id);
  expect(waiting()).toEqual(['offline 1']);
  online = true;
  await flushOutbox(me.id);
  setItem.mockRestore();
  expect(received.map((r) => r.content)).toEqual(['offline 1']);
  expect(waiting()).toEqual([]);
});

it('a composer learns what became of its message: stored, refused, or nothing while it waits', async () => {
  expect(await addAndSend(entry(1))).toEqual({ message: expect.objectContaining({ content: 'offline 1' }) });
  expect(await addAndSend({ ...entry(2), content: 'to a closed room' })).toEqual({ error: expect.objectContaining({ status: 404 }) });
  online = false;
  expect(await addAndSend(entry(3))).toBeUndefined();
});

it('sends only its own user’s messages', async () => {
  addToOutbox({ ...entry(1), ownerId: 'someone-else' });
  await flushOutbox(me.id);
  expect(received).toEqual([]);
});

it('an entry that no longer reads (another version, or tampered) is dropped alone: the others still go', async () => {
  window.localStorage.setItem('chatOutbox', JSON.stringify([entry(1), { clientId: 'junk' }, entry(2)]));
  await flushOutbox(me.id);
  expect(received.map((r) => r.content)).toEqual(['offline 1', 'offline 2']);
  expect(waiting()).toEqual([]);
});

it('the first message to a person makes the room: the others waiting for that person then wait in that room, where the conversation shows them', async () => {
  const person = { receiverId: '22222222-2222-4222-8222-222222222222' };
  const other = { receiverId: '33333333-3333-4333-8333-333333333333' };
  online = false;
  addToOutbox({ ...entry(1), target: person, content: 'hello' });
  // Refused when their turn comes, so they stay where the test can see them.
  addToOutbox({ ...entry(2), target: person, content: 'second, to a closed room' });
  addToOutbox({ ...entry(3), target: other, content: 'to someone else, closed too' });
  online = true;
  await flushOutbox(me.id);
  const room = delivered[0]!.chatRoomId;
  expect(received.map((r) => r.content)).toEqual(['hello', 'second, to a closed room', 'to someone else, closed too']);
  expect(outboxSnapshot().map((e) => [e.content, e.target])).toEqual([
    ['second, to a closed room', { roomId: room }],
    ['to someone else, closed too', other],
  ]);
});
