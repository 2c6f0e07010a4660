import { describe, expect, it } from 'vitest';
import { buildCalendarLink } from './calendar-link';

describe('buildCalendarLink', () => {
  it('builds a Google Calendar template with title, UTC dates, details and attendees', () => {
    const url = new URL(
      buildCalendarLink({
        title: 'Discuss: Compost Club',
        description: 'First call & next steps',
        start: new Date('2026-12-01T15:30:00.000Z'),
        durationMinutes: 45,
        attendees: ['a@example.com', '', 'b@example.com'],
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Discuss: Compost Club',
      dates: '20261201T153000Z/20261201T161500Z',
      details: 'First call & next steps',
      add: 'a@example.com,b@example.com',
    });
  });
});
