import { useRef, useState, type FormEvent } from 'react';
import {
  isMeetingStartAllowed,
  MEETING_DEFAULT_DURATION,
  MEETING_DURATIONS,
  MEETING_START_MESSAGE,
  type Meeting,
} from '@seedmatch/shared/chat';
import { Sheet } from '../../../components/ui/sheet';
import { buildCalendarLink } from '../lib/calendar-link';
import { Button } from '../../../components/ui/button';

const pad = (n: number) => String(n).padStart(2, '0');
const dateInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const field = 'mt-1 w-full rounded-xl border border-zinc-300 px-3 py-2 focus:border-brand-600';

/** Schedule a meeting: a calendar template link sent into the chat as a meeting invite (no API call of its own). */
export function MeetingDialog({
  defaultTitle,
  attendees,
  onSend,
  onClose,
}: {
  defaultTitle: string;
  attendees: string[];
  onSend: (content: string, meeting: Meeting) => Promise<void>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(defaultTitle);
  const [description, setDescription] = useState('');
  const [date, setDate] = useState(() => dateInput(new Date(Date.now() + 24 * 3600 * 1000)));
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState<number>(MEETING_DEFAULT_DURATION);
  const [error, setError] = useState<string | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Meeting title is required');
    const start = new Date(`${date}T${time}`);
    if (Number.isNaN(start.getTime())) return setError('Choose a valid date and time');
    // The server allows a start a little late (clocks differ); picked here, it must not have passed.
    if (start.getTime() < Date.now() || !isMeetingStartAllowed(start.toISOString())) return setError(MEETING_START_MESSAGE);
    const calendarUrl = buildCalendarLink({
      title: title.trim(),
      description: description.trim(),
      start,
      durationMinutes: duration,
      attendees,
    });
    const meeting: Meeting = {
      title: title.trim(),
      description: description.trim(),
      start: start.toISOString(),
      durationMinutes: duration,
      calendarUrl,
    };
    onClose();
    void onSend(`Meeting: ${meeting.title}`, meeting).catch((failure: unknown) => console.warn('Meeting invite not sent:', failure));
  };

  return (
    <Sheet title="Schedule a meeting" onClose={onClose} initialFocus={titleInput}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <label htmlFor="meeting-title-input" className="text-sm font-medium">
            Title
          </label>
          <input
            id="meeting-title-input"
            ref={titleInput}
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="meeting-description" className="text-sm font-medium">
            Description
          </label>
          <textarea
            id="meeting-description"
            rows={2}
            value={description}
            maxLength={2000}
            onChange={(e) => setDescription(e.target.value)}
            className={field}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="meeting-date" className="text-sm font-medium">
              Date
            </label>
            <input
              id="meeting-date"
              type="date"
              min={dateInput(new Date())}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="meeting-time" className="text-sm font-medium">
              Time
            </label>
            <input id="meeting-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} className={field} />
          </div>
        </div>
        <div>
          <label htmlFor="meeting-duration" className="text-sm font-medium">
            Duration
          </label>
          <select id="meeting-duration" value={duration} onChange={(e) => setDuration(Number(e.target.value))} className={field}>
            {MEETING_DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3 pt-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Send invite</Button>
        </div>
      </form>
    </Sheet>
  );
}
