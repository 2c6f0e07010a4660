import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMessage, ben, me } from '../../../testing/chat';
import { MessageBubble } from './message-bubble';

function renderMine(isRead: boolean) {
  render(
    <ul>
      <MessageBubble message={aMessage(1, me, { isRead })} isMine />
    </ul>,
  );
  return screen.getByTestId('message');
}

describe('MessageBubble ticks', () => {
  it('names a delivered message to assistive technology and draws its tick, not a text character', () => {
    const bubble = renderMine(false);
    expect(screen.getByRole('img', { name: 'Delivered' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.queryByRole('img', { name: 'Read' })).toBeNull();
    expect(bubble.textContent).not.toMatch(/✓/);
  });

  it('names a read message Read', () => {
    const bubble = renderMine(true);
    expect(screen.getByRole('img', { name: 'Read' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.queryByRole('img', { name: 'Delivered' })).toBeNull();
    expect(bubble.textContent).not.toMatch(/✓/);
  });
});

describe('MessageBubble options', () => {
  it("reports the other person's message from its options menu, not from a bare text link", async () => {
    const onReport = vi.fn();
    render(
      <ul>
        <MessageBubble message={aMessage(1, ben)} isMine={false} onReport={onReport} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Report message' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Message options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report message' }));
    expect(onReport).toHaveBeenCalledTimes(1);
  });
});
