import type { ChatMessage } from '@seedmatch/shared/chat';
import { bubbleControl, ExpandableText } from './expandable-text';

type Meeting = NonNullable<ChatMessage['meeting']>;

const meetingFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A meeting invite: title, time, the description clamped to four lines (a button shows the rest) and the
 * calendar link. On the brand-coloured bubble a control's focus ring takes the bubble's text colour, as the
 * page's brand ring would not show there.
 */
export function MeetingCard({ meeting, isMine }: { meeting: Meeting; isMine: boolean }) {
  const control = bubbleControl(isMine);
  return (
    <div className="space-y-1">
      {/* The bubble's own secondary colours (as its time has), not faded text: at 80 % opacity the label was
          3.8:1 on the brand bubble. */}
      <p className={`text-xs font-semibold uppercase ${isMine ? 'text-brand-50' : 'text-zinc-600'}`}>Meeting invite</p>
      <p className="font-semibold">{meeting.title}</p>
      <p className="text-sm">
        {meetingFormat.format(new Date(meeting.start))} · {meeting.durationMinutes} min
      </p>
      {meeting.description ? (
        <ExpandableText text={meeting.description} clamp="line-clamp-4" className="text-sm whitespace-pre-wrap" controlClassName={control}>
          {meeting.description}
        </ExpandableText>
      ) : null}
      <a href={meeting.calendarUrl} target="_blank" rel="noopener noreferrer" className={`${control} inline-flex`}>
        Add to Google Calendar
      </a>
    </div>
  );
}
