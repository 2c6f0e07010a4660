import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ChatRoomListSchema, DirectChatSchema, MarkReadResultSchema, MessagePageSchema } from '@seedmatch/shared/chat';
import { SuccessSchema } from '@seedmatch/shared/success';
import { aMessage, aRoom, ben, me } from '../../../testing/chat';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
import { setViewport } from '../../../testing/viewport';
import { ChatPage } from './chat-page';

function renderChat(path: string, rooms: () => Promise<Response>) {
  window.localStorage.setItem('authToken', 'token-123');
  server.use(http.get('/api/chat/rooms', rooms));
  return renderAt(<ChatPage />, { path, auth: signedOutAuth({ status: 'signed-in', user: aUser({ id: 'me' }) }) });
}

describe('ChatPage loading', () => {
  it('shows rows of placeholders named "Loading conversations" until the list arrives', async () => {
    const rooms = heldAnswer(() => json(ChatRoomListSchema, [aRoom()]));
    renderChat('/app/chat', rooms.answer);
    expectLoadingRegion('Loading conversations');
    rooms.release();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Ben Builder')).toBeTruthy();
    expectLoaded();
  });

  it('shows a conversation skeleton while the room loads, then bubble placeholders while its messages load', async () => {
    const room = aRoom();
    const rooms = heldAnswer(() => json(ChatRoomListSchema, [room]));
    const messages = heldAnswer(() => json(MessagePageSchema, { messages: [aMessage(1, ben)], hasMore: false }));
    server.use(
      http.get('/api/chat/messages/:roomId', messages.answer),
      http.post('/api/chat/messages/read', () => json(MarkReadResultSchema, { success: true, readUpTo: 1 })),
    );
    renderChat(`/app/chat?room=${room.id}`, rooms.answer);
    expectLoadingRegion('Loading conversation');
    rooms.release();
    expect(await screen.findByRole('heading', { name: 'Ben Builder' })).toBeTruthy();
    expectLoadingRegion('Loading messages');
    messages.release();
    expect(await screen.findByText('message 1')).toBeTruthy();
    expectLoaded();
  });
});

describe('ChatPage from 1024 px wide', () => {
  it('lists the conversations beside the open one, marks it, and switches the pane and the address on a choice', async () => {
    setViewport(1440, 900);
    const cleo = { id: 'cleo', name: 'Cleo Coder', email: '' };
    const benRoom = aRoom();
    const cleoRoom = aRoom({
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Cleo Coder',
      matchId: 'match-2',
      participants: [me, cleo],
    });
    server.use(
      http.get('/api/chat/messages/:roomId', () => json(MessagePageSchema, { messages: [], hasMore: false })),
      http.post('/api/chat/messages/read', () => json(MarkReadResultSchema, { success: true, readUpTo: 0 })),
    );
    const { router } = renderChat(`/app/chat?room=${benRoom.id}`, async () => json(ChatRoomListSchema, [benRoom, cleoRoom]));

    expect(await screen.findByRole('region', { name: 'Conversation with Ben Builder' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Conversations' });
    const benRow = within(list).getByRole('link', { name: /Ben Builder/ });
    const cleoRow = within(list).getByRole('link', { name: /Cleo Coder/ });
    expect(benRow.getAttribute('aria-current')).toBe('page');
    expect(cleoRow.getAttribute('aria-current')).toBeNull();

    await userEvent.click(cleoRow);
    expect(await screen.findByRole('region', { name: 'Conversation with Cleo Coder' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Conversation with Ben Builder' })).toBeNull();
    expect(router.state.location.search).toBe(`?room=${cleoRoom.id}`);
    expect(cleoRow.getAttribute('aria-current')).toBe('page');
    expect(benRow.getAttribute('aria-current')).toBeNull();
  });

  it('keeps a half-typed message and an open meeting sheet when a phone-width window grows past 1024 px', async () => {
    const room = aRoom();
    server.use(
      http.get('/api/chat/messages/:roomId', () => json(MessagePageSchema, { messages: [aMessage(1, ben)], hasMore: false })),
      http.post('/api/chat/messages/read', () => json(MarkReadResultSchema, { success: true, readUpTo: 1 })),
    );
    renderChat(`/app/chat?room=${room.id}`, async () => json(ChatRoomListSchema, [room]));
    await screen.findByText('message 1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought about the');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule meeting' }));
    const title = within(screen.getByRole('dialog', { name: 'Schedule a meeting' })).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Kick-off');

    act(() => setViewport(1440, 900));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
    const sheet = screen.getByRole('dialog', { name: 'Schedule a meeting' });
    expect(within(sheet).getByLabelText<HTMLInputElement>('Title').value).toBe('Kick-off');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe('Half a thought about the');
  });

  it('asks to choose a conversation while none is open', async () => {
    setViewport(1024, 768);
    renderChat('/app/chat', async () => json(ChatRoomListSchema, [aRoom()]));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
    expect(screen.getByText('Choose a conversation to read it here.')).toBeTruthy();
  });
});

describe('ChatPage after a block', () => {
  it.each([
    { action: 'Block Ben Builder', dialog: 'Block Ben Builder', confirm: 'Block', notice: 'Blocked Ben Builder.' },
    { action: 'Unmatch', dialog: 'Unmatch Ben Builder', confirm: 'Unmatch', notice: 'Unmatched Ben Builder.' },
  ])('says "$notice" over the list one lands on', async ({ action, dialog, confirm, notice }) => {
    const room = aRoom();
    let isLeft = false;
    const left = () => {
      isLeft = true;
      return json(SuccessSchema, { success: true });
    };
    server.use(
      http.get('/api/chat/messages/:roomId', () => json(MessagePageSchema, { messages: [aMessage(1, ben)], hasMore: false })),
      http.post('/api/chat/messages/read', () => json(MarkReadResultSchema, { success: true, readUpTo: 1 })),
      http.post('/api/users/:id/block', left),
      http.delete('/api/matches/:id', left),
    );
    const { router } = renderChat(`/app/chat?room=${room.id}`, async () => json(ChatRoomListSchema, isLeft ? [] : [room]));
    await screen.findByText('message 1');
    await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: action }));
    await userEvent.click(within(screen.getByRole('dialog', { name: dialog })).getByRole('button', { name: confirm }));
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('status').textContent).toBe(notice);
  });
});

describe('ChatPage opened with a draft', () => {
  it('puts the words a navigation brought (an intro) in the message box of the conversation, focused, and sends nothing', async () => {
    const sends: unknown[] = [];
    server.use(
      http.get('/api/chat/direct/:userId', () => json(DirectChatSchema, { room: null, user: ben })),
      http.post('/api/chat/send', async ({ request }) => {
        sends.push(await request.json());
        return new Response(null, { status: 500 });
      }),
    );
    const { router } = renderChat('/app/chat', async () => json(ChatRoomListSchema, []));
    const draft = 'Hi Ben, I came across Compost Club on SeedMatch and would love to learn more.';
    await act(() => router.navigate(`/app/chat?user=${ben.id}`, { state: { draft } }));
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(box.value).toBe(draft);
    expect(document.activeElement).toBe(box);
    expect(sends).toEqual([]);
  });
});
