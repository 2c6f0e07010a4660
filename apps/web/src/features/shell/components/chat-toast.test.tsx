import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@seedmatch/shared/chat';
import { renderAt } from '../../../testing/render';
import { ChatToast } from './chat-toast';

const message: ChatMessage = {
  id: 'm1',
  seq: 1,
  clientId: null,
  content: 'Are you free tomorrow?',
  senderId: 'ben',
  chatRoomId: '2b0d7f5e-8c55-4a59-9d1e-6c1f1d2f6a10',
  messageType: 'text',
  meeting: null,
  isRead: false,
  createdAt: new Date().toISOString(),
  sender: { id: 'ben', name: 'Ben Builder', email: '' },
};

describe('ChatToast', () => {
  it('View Chat opens the conversation the message belongs to, and closes the toast', async () => {
    const onClose = vi.fn();
    const { router } = renderAt(<ChatToast message={message} onClose={onClose} />, { path: '/app/swipe' });
    expect(screen.getByText('New message from Ben Builder')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'View Chat' }));
    expect(router.state.location.pathname).toBe('/app/chat');
    expect(router.state.location.search).toBe(`?room=${message.chatRoomId}`);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
