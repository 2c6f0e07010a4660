import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ChatRoomListSchema, MarkReadResultSchema, MessagePageSchema } from '@seedmatch/shared/chat';
import { aMessage, aRoom, ben } from '../../../testing/chat';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
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
