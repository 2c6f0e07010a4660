import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatRoom } from '@seedmatch/shared/chat';
import { aUser } from '../../../testing/fixtures';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { ConversationView } from './conversation-view';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const me = { id: 'me', name: 'Ada Lovelace', email: 'ada@example.com' };
const ben = { id: 'ben', name: 'Ben Builder', email: '' };

const room = (participants = [me, ben]): ChatRoom => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ben Builder',
  kind: 'match',
  matchId: 'match-1',
  participants,
  match: { idea: { title: 'Lab gear' } },
  messages: [],
  unreadCount: 0,
  lastActivityAt: new Date().toISOString(),
});

let seq = 0;
function message(sender: typeof me, createdAt: Date, content = `message ${seq + 1}`): ChatMessage {
  seq += 1;
  return {
    id: `m${seq}`,
    seq,
    clientId: null,
    content,
    senderId: sender.id,
    chatRoomId: room().id,
    messageType: 'text',
    meeting: null,
    isRead: false,
    createdAt: createdAt.toISOString(),
    sender,
  };
}

/** A server holding `history`; sends answer with `sendReply`. */
function stubServer(history: ChatMessage[], sendReply: () => Response = () => Response.json({ error: 'down' }, { status: 503 })) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/chat/messages/read')) return Response.json({ success: true, readUpTo: seq });
      if (url.startsWith('/api/chat/messages/')) return Response.json({ messages: history, hasMore: false });
      if (url === '/api/chat/send') return sendReply();
      return Response.json([]);
    }),
  );
}

function renderConversation(chatRoom: ChatRoom) {
  window.localStorage.setItem('authToken', 'token-123');
  return renderAt(
    <ConversationView target={{ roomId: chatRoom.id }} room={chatRoom} partnerName="Ben Builder" me={me} onRoomCreated={() => undefined} />,
    {
      path: '/app/chat',
      auth: signedOutAuth({ status: 'signed-in', user: aUser({ id: 'me' }) }),
    },
  );
}

describe('ConversationView', () => {
  it('groups consecutive messages by sender under day separators, each with its time', async () => {
    seq = 0;
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, 20, 0);
    const morning = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 0, 5);
    stubServer([
      message(ben, yesterday),
      message(ben, new Date(yesterday.getTime() + 60_000)),
      message(me, new Date(yesterday.getTime() + 120_000)),
      message(ben, morning),
      message(ben, new Date(morning.getTime() + 60_000)),
      message(ben, new Date(morning.getTime() + 120_000)),
    ]);
    renderConversation(room());
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('message 6');
    expect(
      within(list)
        .getAllByTestId('day-separator')
        .map((el) => el.textContent),
    ).toEqual(['Yesterday', 'Today']);
    // Ben's name and avatar once per run: two runs (yesterday, today), not five messages' worth.
    expect(
      within(list)
        .getAllByTestId('sender-name')
        .map((el) => el.textContent),
    ).toEqual(['Ben Builder', 'Ben Builder']);
    const todaysRun = within(list).getAllByRole('listitem', { name: 'Ben Builder' })[1]!;
    expect(within(todaysRun).getAllByTestId('message')).toHaveLength(3);
    expect(within(list).getByRole('listitem', { name: 'You' }).textContent).toContain('message 3');
    expect(
      within(list)
        .getAllByTestId('message')
        .every((m) => m.querySelector('time')),
    ).toBe(true);
  });

  it('shows the closed notice instead of the composer when the other person left', async () => {
    seq = 0;
    stubServer([message(me, new Date())]);
    renderConversation(room([me]));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('This conversation is closed');
    expect(notice.textContent).toContain('The other person has left SeedMatch.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule meeting' })).toBeNull();
  });

  it('swaps the composer for the closed notice when the server refuses a send for a closed room', async () => {
    seq = 0;
    stubServer([message(ben, new Date())], () => Response.json({ error: 'Chat not found' }, { status: 404 }));
    renderConversation(room());
    await screen.findByText('message 1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Still there?{Enter}');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('This conversation is closed');
    expect(notice.textContent).toContain('You can no longer send messages here.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByText('Still there?')).toBeNull();
  });

  it('keeps the composer (with the error) for a refusal that does not close the room', async () => {
    seq = 0;
    stubServer([], () => Response.json({ error: 'Too many requests, please slow down.' }, { status: 429 }));
    renderConversation(room());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please slow down.');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
    expect(screen.queryByText('This conversation is closed')).toBeNull();
  });
});
