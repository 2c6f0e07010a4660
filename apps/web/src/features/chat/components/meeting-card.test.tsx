import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMessage, ben } from '../../../testing/chat';
import { MessageBubble } from './message-bubble';

const DESCRIPTION = 'Agenda:\n1. Who buys first\n2. Pricing\n3. Roles\n4. Next steps\nNotes: bring the pilot numbers.';

function renderInvite(description: string) {
  const meeting = {
    title: 'Kick-off call',
    description,
    start: '2026-12-01T15:30:00.000Z',
    durationMinutes: 30,
    calendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Kick-off',
  };
  render(
    <ul>
      <MessageBubble message={aMessage(1, ben, { messageType: 'meeting_invite', meeting })} isMine={false} />
    </ul>,
  );
  return screen.getByText(/^Agenda:/);
}

/** What a browser lays out for a description longer than its clamp: 80 px shown of 200 px of text. */
function layOutClamped() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.className.includes('line-clamp') ? 80 : 200;
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(200);
}

afterEach(() => vi.restoreAllMocks());

describe('MeetingCard description', () => {
  it('clamps a long description to a few lines, with a button that shows all of it and back', async () => {
    layOutClamped();
    const description = renderInvite(DESCRIPTION);
    expect(description.className).toContain('line-clamp-4');
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(description.id);

    await userEvent.click(more);
    expect(description.className).not.toContain('line-clamp');
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(less);
    expect(description.className).toContain('line-clamp-4');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('offers no button when the description fits', () => {
    const description = renderInvite('Agenda: a short chat.');
    expect(description.textContent).toBe('Agenda: a short chat.');
    expect(screen.queryByRole('button', { name: /Show (more|less)/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toBeTruthy();
  });
});
