import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { aMessage, ben, me } from '../../../testing/chat';
import type { ShownMessage } from './message-list';
import { useIncomingAnnouncement } from './use-incoming-announcement';

type Props = { messages: ShownMessage[]; isLoading: boolean };

const render = (initial: Props) =>
  renderHook(({ messages, isLoading }: Props) => useIncomingAnnouncement(messages, me.id, ben.name, isLoading), { initialProps: initial });

describe('useIncomingAnnouncement', () => {
  it('says nothing of the history a conversation opens with, then each new message of the partner', () => {
    const history = [aMessage(1, ben), aMessage(2, me)];
    const view = render({ messages: [], isLoading: true });
    view.rerender({ messages: history, isLoading: false });
    expect(view.result.current).toBe('');
    view.rerender({ messages: [...history, aMessage(3, ben, { content: 'Thursday works' })], isLoading: false });
    expect(view.result.current).toBe('Ben Builder: Thursday works');
  });

  it('says nothing of my own messages, nor of earlier ones loaded above', () => {
    const view = render({ messages: [aMessage(5, ben)], isLoading: false });
    view.rerender({ messages: [aMessage(5, ben), aMessage(6, me)], isLoading: false });
    view.rerender({ messages: [aMessage(1, ben), aMessage(5, ben), aMessage(6, me)], isLoading: false });
    expect(view.result.current).toBe('');
  });

  it('names a meeting invite by its title', () => {
    const view = render({ messages: [], isLoading: false });
    const meeting = {
      title: 'Kick-off',
      description: '',
      start: '2026-12-01T10:00:00Z',
      durationMinutes: 30,
      calendarUrl: 'https://calendar.google.com/',
    };
    view.rerender({ messages: [aMessage(1, ben, { messageType: 'meeting_invite', meeting })], isLoading: false });
    expect(view.result.current).toBe('Ben Builder sent a meeting invite: Kick-off');
  });
});
