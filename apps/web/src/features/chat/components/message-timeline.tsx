import { useMemo } from 'react';
import type { ShownMessage } from '../hooks/message-list';
import { useMessageScroll } from '../hooks/use-message-scroll';
import { groupMessages } from '../lib/message-groups';
import { MessageGroup, type ReportedMessage } from './message-group';
import { MessagesSkeleton } from './message-skeleton';

type Props = {
  messages: ShownMessage[];
  myId: string;
  partnerName: string;
  isLoading: boolean;
  hasMore: boolean;
  typingName: string | null;
  onLoadEarlier: () => Promise<void>;
  onReport: (message: ReportedMessage) => void;
};

/** The scrolling history: day separators, messages grouped by sender, "Load earlier messages" and typing. */
export function MessageTimeline({ messages, myId, partnerName, isLoading, hasMore, typingName, onLoadEarlier, onReport }: Props) {
  const last = messages.at(-1);
  const { listRef, onScroll, holdPlace } = useMessageScroll(last?.id, messages[0]?.id, last?.senderId === myId);
  const items = useMemo(() => groupMessages(messages, new Date()), [messages]);

  const loadEarlier = () => {
    holdPlace();
    void onLoadEarlier();
  };

  return (
    <ol
      ref={listRef}
      onScroll={onScroll}
      aria-label="Messages"
      className="relative flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto overscroll-contain p-3"
    >
      {hasMore ? (
        <li className="text-center">
          <button type="button" onClick={loadEarlier} className="min-h-11 px-3 text-sm font-medium text-brand-700 underline">
            Load earlier messages
          </button>
        </li>
      ) : null}
      {isLoading ? (
        <li>
          <MessagesSkeleton />
        </li>
      ) : null}
      {!isLoading && messages.length === 0 ? <li className="py-8 text-center text-sm text-zinc-500">Say hello to {partnerName}!</li> : null}
      {items.map((item) =>
        item.kind === 'day' ? (
          <li key={item.key} data-testid="day-separator" className="flex items-center gap-3 py-1 text-xs font-semibold text-zinc-500">
            <span aria-hidden className="h-px flex-1 bg-zinc-200" />
            {item.label}
            <span aria-hidden className="h-px flex-1 bg-zinc-200" />
          </li>
        ) : (
          <MessageGroup key={item.key} group={item} isMine={item.senderId === myId} onReport={onReport} />
        ),
      )}
      <li aria-live="polite" className="min-h-5 text-sm text-zinc-500 italic">
        {typingName ? `${typingName} is typing…` : ''}
      </li>
    </ol>
  );
}
