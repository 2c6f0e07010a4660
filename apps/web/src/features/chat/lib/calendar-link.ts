import { GOOGLE_CALENDAR_TEMPLATE } from '@seedmatch/shared/chat';

const compact = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Google Calendar "add event" template link: title, dates, details and attendees' e-mails. */
export function buildCalendarLink(meeting: {
  title: string;
  description: string;
  start: Date;
  durationMinutes: number;
  attendees: string[];
}): string {
  const end = new Date(meeting.start.getTime() + meeting.durationMinutes * 60_000);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: meeting.title,
    dates: `${compact(meeting.start)}/${compact(end)}`,
    details: meeting.description,
  });
  const attendees = meeting.attendees.filter(Boolean);
  if (attendees.length > 0) params.set('add', attendees.join(','));
  return `${GOOGLE_CALENDAR_TEMPLATE}?${params.toString()}`;
}
