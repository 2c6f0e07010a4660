import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MarkReadResultSchema, MessagePageSchema, type ChatMessage, type ChatRoom } from '@seedmatch/shared/chat';
import { aMessage, aRoom, ben, me } from '../../../testing/chat';
import { apiError, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { ConversationView } from './conversation-view';

afterEach(() => vi.restoreAllMocks());

const room = (participants = [me, ben]) => aRoom({ participants });

let seq = 0;
function message(sender: typeof me, createdAt: Date): ChatMessage {
  seq += 1;
  return aMessage(seq, sender, { createdAt: createdAt.toISOString() });
}

/** A server holding `history`; sends answer with `sendReply`. */
function stubServer(history: ChatMessage[], sendReply: () => Response = () => apiError(503, 'down')) {
  server.use(
    http.post('/api/chat/messages/read', () => json(MarkReadResultSchema, { success: true, readUpTo: seq })),
    http.get('/api/chat/messages/:roomId', () => json(MessagePageSchema, { messages: history, hasMore: false })),
    http.post('/api/chat/send', sendReply),
  );
}

function renderConversation(chatRoom: ChatRoom) {
  window.localStorage.setItem('authToken', 'token-123');
  return renderAt(
    <ConversationView
      target={{ roomId: chatRoom.id }}
      room={chatRoom}
      partnerName="Ben Builder"
      me={me}
      onRoomCreated={() => undefined}
      onLeft={() => undefined}
    />,
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

  it("reports one of the other person's messages with that message quoted in the sheet", async () => {
    seq = 0;
    stubServer([message(ben, new Date()), { ...message(ben, new Date()), content: 'Buy my course!' }]);
    renderConversation(room());
    const list = await screen.findByRole('list', { name: 'Messages' });
    const spam = (await within(list).findByText('Buy my course!')).closest('li')!;
    await userEvent.click(within(spam).getByRole('button', { name: 'Message options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report message' }));
    const sheet = screen.getByRole('dialog', { name: 'Report message' });
    expect(within(sheet).getByRole('blockquote').textContent).toBe('Buy my course!');
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
    stubServer([message(ben, new Date())], () => apiError(404, 'Chat not found'));
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
    stubServer([], () => apiError(429, 'Too many requests, please slow down.'));
    renderConversation(room());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please slow down.');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
    expect(screen.queryByText('This conversation is closed')).toBeNull();
  });
});
