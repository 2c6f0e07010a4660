import { Check, CheckCheck } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';
import { Menu } from '../../../components/ui/menu';
import type { ShownMessage } from '../hooks/message-list';
import { discardFromOutbox } from '../lib/outbox';
import { MeetingCard } from './meeting-card';
import { MessageText } from './message-text';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function Ticks({ message }: { message: ShownMessage }) {
  if (message.delivery === 'waiting') return <span className="text-xs">Waiting for network</span>;
  if (message.isPending) return <span className="text-xs">Sending...</span>;
  return message.isRead ? (
    <span title="Read" className="text-sky-200">
      <Icon icon={CheckCheck} size={14} label="Read" className="stroke-[2.5]" />
    </span>
  ) : (
    <span title="Delivered">
      <Icon icon={Check} size={14} label="Delivered" />
    </span>
  );
}

/** One message, always rendered as text (its web addresses as links); a meeting invite as a card with its calendar link. */
export function MessageBubble({
  message,
  isMine,
  onReport,
}: {
  message: ShownMessage;
  isMine: boolean;
  onReport?: (() => void) | undefined;
}) {
  const bubble = isMine ? 'ml-auto bg-brand-700 text-white' : 'mr-auto bg-zinc-100 text-zinc-900';
  return (
    <li
      data-testid="message"
      data-message-id={message.id}
      className={`max-w-[80%] rounded-2xl px-3 py-2 lg:max-w-[min(80%,36rem)] ${bubble}`}
    >
      {message.meeting ? (
        <MeetingCard meeting={message.meeting} isMine={isMine} />
      ) : (
        <MessageText content={message.content} isMine={isMine} />
      )}
      <div className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${isMine ? 'text-brand-50' : 'text-zinc-600'}`}>
        <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
        {isMine && typeof message.delivery !== 'object' ? <Ticks message={message} /> : null}
        {onReport ? (
          // Drawn into the bubble's padding, so the 28 px target leaves the bubble as compact as the time alone.
          <span className="-my-1.5 -mr-2">
            <Menu label="Message options" size="sm" items={[{ label: 'Report message', onSelect: onReport }]} />
          </span>
        ) : null}
      </div>
      {typeof message.delivery === 'object' && message.clientId ? (
        <NotSent reason={message.delivery.refused} clientId={message.clientId} />
      ) : null}
    </li>
  );
}

/** A message the outbox could not deliver (the conversation closed meanwhile, say): why, and a way to let it go. */
function NotSent({ reason, clientId }: { reason: string; clientId: string }) {
  return (
    <p className="mt-1 flex flex-wrap items-center justify-end gap-x-2 text-xs text-brand-50">
      <span>Not sent: {reason}</span>
      <button type="button" onClick={() => discardFromOutbox(clientId)} className="min-h-6 font-semibold underline">
        Discard
      </button>
    </p>
  );
}
