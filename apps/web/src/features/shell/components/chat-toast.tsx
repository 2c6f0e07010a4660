import type { ChatMessage } from '@seedmatch/shared/chat';
import { Toast } from '../../../components/ui/toast';

/** "New message" for 6 seconds (the shell times it), with a way straight into that conversation. */
export function ChatToast({ message, onClose }: { message: ChatMessage; onClose: () => void }) {
  const text = message.meeting ? `Meeting invite: ${message.meeting.title}` : message.content;
  return (
    <Toast
      title={`New message from ${message.sender.name}`}
      action={{ label: 'View Chat', to: `/app/chat?room=${encodeURIComponent(message.chatRoomId)}` }}
      onClose={onClose}
    >
      <span className="block truncate">{text}</span>
    </Toast>
  );
}
