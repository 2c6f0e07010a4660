import { initialsOf } from '../../../lib/initials';
import type { SenderGroup } from '../lib/message-groups';
import { MessageBubble } from './message-bubble';

/** The message a reader asks to report: who sent it, and its text to quote in the report sheet. */
export type ReportedMessage = { id: string; senderId: string; excerpt: string };

type Props = { group: SenderGroup; isMine: boolean; onReport: (message: ReportedMessage) => void };

/** One sender's run of messages: the other person's avatar and name once, then their bubbles. */
export function MessageGroup({ group, isMine, onReport }: Props) {
  const bubbles = (
    <ul className="flex flex-col gap-1">
      {group.messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          isMine={isMine}
          onReport={
            !isMine && message.senderId
              ? () =>
                  onReport({
                    id: message.id,
                    senderId: message.senderId!,
                    excerpt: message.meeting ? `Meeting invite: ${message.meeting.title}` : message.content,
                  })
              : undefined
          }
        />
      ))}
    </ul>
  );
  if (isMine) return <li aria-label="You">{bubbles}</li>;
  return (
    <li aria-label={group.senderName} className="flex items-start gap-2">
      <span
        aria-hidden
        className="mt-5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
      >
        {initialsOf(group.senderName)}
      </span>
      <div className="min-w-0 flex-1">
        {/* Left, over the bubble, whichever way the name reads (index.css). */}
        <p data-testid="sender-name" className="mb-1 truncate text-left text-xs font-semibold text-zinc-600">
          {group.senderName}
        </p>
        {bubbles}
      </div>
    </li>
  );
}
