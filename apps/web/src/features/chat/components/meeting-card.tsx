import { useId, useState } from 'react';
import type { ChatMessage } from '@seedmatch/shared/chat';
import { useIsClamped } from '../../../lib/use-is-clamped';

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
  const [isExpanded, setIsExpanded] = useState(false);
  const { ref, isClamped } = useIsClamped<HTMLParagraphElement>(meeting.description);
  const descriptionId = useId();
  const control = `min-h-6 items-center text-sm font-semibold underline ${isMine ? 'focus-visible:outline-current!' : ''}`;
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold uppercase opacity-80">Meeting invite</p>
      <p className="font-semibold">{meeting.title}</p>
      <p className="text-sm">
        {meetingFormat.format(new Date(meeting.start))} · {meeting.durationMinutes} min
      </p>
      {meeting.description ? (
        <>
          <p id={descriptionId} ref={ref} className={`text-sm whitespace-pre-wrap ${isExpanded ? '' : 'line-clamp-4'}`}>
            {meeting.description}
          </p>
          {isClamped || isExpanded ? (
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={descriptionId}
              onClick={() => setIsExpanded(!isExpanded)}
              className={`${control} flex w-fit`}
            >
              {isExpanded ? 'Show less' : 'Show more'}
            </button>
          ) : null}
        </>
      ) : null}
      <a href={meeting.calendarUrl} target="_blank" rel="noopener noreferrer" className={`${control} inline-flex`}>
        Add to Google Calendar
      </a>
    </div>
  );
}
