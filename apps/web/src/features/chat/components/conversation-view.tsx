import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ChatRoom } from '@seedmatch/shared/chat';
import { Spinner } from '../../../components/ui/spinner';
import { useConversation, type Me, type Target } from '../hooks/use-conversation';
import { useTypingEmitter } from '../hooks/use-typing-emitter';
import { ReportDialog } from '../../../components/ui/report-dialog';
import { ConversationMenu } from './conversation-menu';
import { MeetingDialog } from './meeting-dialog';
import { MessageBubble } from './message-bubble';
import { MessageInput } from './message-input';

type Props = {
  target: Target;
  me: Me;
  partnerName: string;
  room: ChatRoom | null;
  onRoomCreated: (roomId: string) => void;
};

/** One conversation: history, live messages with ticks, typing, the composer and meeting invites. */
export function ConversationView({ target, me, partnerName, room, onRoomCreated }: Props) {
  const roomId = 'roomId' in target ? target.roomId : null;
  const conversation = useConversation(target, me, onRoomCreated);
  const typing = useTypingEmitter(roomId);
  const [isScheduling, setIsScheduling] = useState(false);
  const [reported, setReported] = useState<{ id: string; senderId: string } | null>(null);
  const partnerId = 'receiverId' in target ? target.receiverId : (room?.participants.find((p) => p.id !== me.id)?.id ?? null);
  const bottom = useRef<HTMLLIElement>(null);
  const ideaTitle = room?.match?.idea.title;

  const count = conversation.messages.length;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count, conversation.typingName]);

  const send = async (content: string, meeting?: Parameters<typeof conversation.send>[1]) => {
    typing.stop();
    await conversation.send(content, meeting);
  };

  return (
    <section aria-label={`Conversation with ${partnerName}`} className="flex h-[calc(100dvh-8.5rem)] flex-col">
      <header className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2">
        <Link to="/app/chat" aria-label="Back to conversations" className="rounded-lg px-2 py-1 text-xl text-zinc-600">←</Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold">{partnerName}</h1>
          {ideaTitle ? <p className="truncate text-xs text-zinc-500">{ideaTitle}</p> : null}
        </div>
        <button type="button" onClick={() => setIsScheduling(true)} className="rounded-lg border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700">
          Schedule meeting
        </button>
        <ConversationMenu partnerId={partnerId} partnerName={partnerName} matchId={room?.matchId ?? null} />
      </header>

      <ol aria-label="Messages" className="flex flex-1 flex-col gap-2 overflow-y-auto p-3">
        {conversation.hasMore ? (
          <li className="text-center">
            <button type="button" onClick={() => void conversation.loadEarlier()} className="text-sm font-medium text-brand-700 underline">
              Load earlier messages
            </button>
          </li>
        ) : null}
        {conversation.isLoading ? <li><Spinner label="Loading messages" /></li> : null}
        {!conversation.isLoading && count === 0 ? (
          <li className="py-8 text-center text-sm text-zinc-500">Say hello to {partnerName}!</li>
        ) : null}
        {conversation.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            isMine={message.senderId === me.id}
            onReport={message.senderId && message.senderId !== me.id ? () => setReported({ id: message.id, senderId: message.senderId! }) : undefined}
          />
        ))}
        <li ref={bottom} aria-live="polite" className="min-h-5 text-sm text-zinc-500 italic">
          {conversation.typingName ? `${conversation.typingName} is typing…` : ''}
        </li>
      </ol>

      <MessageInput onSend={(content) => send(content)} onInput={typing.onInput} disabled={false} />

      {reported ? <ReportDialog userId={reported.senderId} name={partnerName} messageId={reported.id} onClose={() => setReported(null)} /> : null}
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
