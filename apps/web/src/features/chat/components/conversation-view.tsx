import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import type { ChatRoom } from '@seedmatch/shared/chat';
import { Announcement } from '../../../components/ui/announcement';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useConversationOnScreen } from '../../../lib/conversation-mode';
import { useConversation, type Me, type Target } from '../hooks/use-conversation';
import { useIncomingAnnouncement } from '../hooks/use-incoming-announcement';
import { useTypingEmitter } from '../hooks/use-typing-emitter';
import { closedReasonOfRoom, type ClosedReason } from '../lib/closed-room';
import { ReportDialog } from '../../../components/ui/report-dialog';
import { ClosedNotice } from './closed-notice';
import { ConversationMenu } from './conversation-menu';
import { MeetingDialog } from './meeting-dialog';
import type { ReportedMessage } from './message-group';
import { MessageInput } from './message-input';
import { MessageTimeline } from './message-timeline';

type Props = {
  target: Target;
  me: Me;
  partnerName: string;
  room: ChatRoom | null;
  /** Set when the room is known to have closed (it left the reader's list while open). */
  closedReason?: ClosedReason | null;
  onRoomCreated: (roomId: string) => void;
  onLeft: (notice: string) => void;
  /** Words the message box starts with (an investor's intro, docs/decisions/0067). */
  draft?: string;
};

/** One conversation: history, live messages with ticks, typing, the composer (or why it is closed) and meeting invites. */
export function ConversationView({ target, me, partnerName, room, closedReason, onRoomCreated, onLeft, draft }: Props) {
  useConversationOnScreen();
  const roomId = 'roomId' in target ? target.roomId : null;
  const conversation = useConversation(target, me, onRoomCreated);
  const typing = useTypingEmitter(roomId);
  const [isScheduling, setIsScheduling] = useState(false);
  const [reported, setReported] = useState<ReportedMessage | null>(null);
  const partnerId = 'receiverId' in target ? target.receiverId : (room?.participants.find((p) => p.id !== me.id)?.id ?? null);
  const ideaTitle = room?.match?.idea.title;
  const closed = closedReason ?? conversation.closedReason ?? closedReasonOfRoom(room, me.id);
  const incoming = useIncomingAnnouncement(conversation.messages, me.id, partnerName, conversation.isLoading);

  const send = async (content: string, meeting?: Parameters<typeof conversation.send>[1]) => {
    typing.stop();
    await conversation.send(content, meeting);
  };

  return (
    <section aria-label={`Conversation with ${partnerName}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2">
        <Link
          to="/app/chat"
          aria-label="Back to conversations"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-zinc-600 lg:hidden"
        >
          <Icon icon={ArrowLeft} size={22} />
        </Link>
        {/* Beside the back arrow, whichever way the name reads (index.css). */}
        <div className="min-w-0 flex-1 text-left">
          <h1 className="truncate font-semibold">{partnerName}</h1>
          {ideaTitle ? <p className="truncate text-xs text-zinc-500">{ideaTitle}</p> : null}
        </div>
        {closed ? null : (
          <>
            <Button variant="secondary" onClick={() => setIsScheduling(true)} className="min-w-11 shrink-0 text-sm">
              <Icon icon={CalendarPlus} className="xl:hidden" />
              {/* Below 1280 px the icon stands in, so the partner's name keeps its room (a 15-letter name was cut at
                  390 px, and a long one at 768 px, where the conversation is as narrow). */}
              <span className="max-xl:sr-only">Schedule meeting</span>
            </Button>

            <ConversationMenu partnerId={partnerId} partnerName={partnerName} matchId={room?.matchId ?? null} onLeft={onLeft} />
          </>
        )}
      </header>

      <MessageTimeline
        messages={conversation.messages}
        myId={me.id}
        partnerName={partnerName}
        isLoading={conversation.isLoading}
        hasMore={conversation.hasMore}
        typingName={conversation.typingName}
        onLoadEarlier={conversation.loadEarlier}
        onReport={setReported}
      />
      {/* The partner's new message, said as it comes: the list above is not a live region (a page of history would be read out whole). */}
      <Announcement>{incoming}</Announcement>

      {closed ? (
        <ClosedNotice reason={closed} />
      ) : (
        <MessageInput
          draftKey={'roomId' in target ? target.roomId : target.receiverId}
          onSend={(content) => send(content)}
          onInput={typing.onInput}
          disabled={false}
          draft={draft ?? ''}
        />
      )}

      {reported ? (
        <ReportDialog
          userId={reported.senderId}
          name={partnerName}
          messageId={reported.id}
          excerpt={reported.excerpt}
          onClose={() => setReported(null)}
        />
      ) : null}
      {isScheduling ? (
        <MeetingDialog
          defaultTitle={`Discuss: ${ideaTitle ?? 'SeedMatch'}`}
          attendees={(room?.participants ?? []).map((p) => p.email)}
          onSend={(content, meeting) => send(content, meeting)}
          onClose={() => setIsScheduling(false)}
        />
      ) : null}
    </section>
  );
}
