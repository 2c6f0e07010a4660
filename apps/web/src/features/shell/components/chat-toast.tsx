import { Link } from 'react-router';
import type { ChatMessage } from '@seedmatch/shared/chat';

/** "New message" for 6 seconds (the shell times it), with a way straight into that conversation. */
export function ChatToast({ message, onClose }: { message: ChatMessage; onClose: () => void }) {
  const text = message.meeting ? `Meeting invite: ${message.meeting.title}` : message.content;
  return (
    <div role="status" className="fixed inset-x-0 bottom-20 z-40 mx-auto max-w-md px-4 lg:bottom-6">
      <div className="flex items-center gap-3 rounded-2xl bg-zinc-900 p-4 text-white shadow-xl">
        <p className="min-w-0 flex-1 text-sm">
          <strong className="block">New message from {message.sender.name}</strong>
          <span className="block truncate">{text}</span>
        </p>
        <Link
          to={`/app/chat?room=${encodeURIComponent(message.chatRoomId)}`}
          onClick={onClose}
          className="flex min-h-11 shrink-0 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold"
        >
          View Chat
        </Link>
      </div>
    </div>
  );
}
