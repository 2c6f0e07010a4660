import { Link } from 'react-router';
import type { ChatRoom } from '@seedmatch/shared/chat';
import { initialsOf } from '../../../lib/initials';

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function preview(room: ChatRoom, myId: string): string {
  const last = room.messages[0];
  if (!last) return room.match ? `Matched on ${room.match.idea.title}` : 'No messages yet';
  const text = last.meeting ? `Meeting invite: ${last.meeting.title}` : last.content;
  return last.senderId === myId ? `You: ${text}` : text;
}

/** The list of conversations, each with its last message and unread count; beside an open one, that one is marked. */
export function ConversationList({ rooms, myId, openRoomId = null }: { rooms: ChatRoom[]; myId: string; openRoomId?: string | null }) {
  return (
    <ul aria-label="Conversations" className="divide-y divide-zinc-100">
      {rooms.map((room) => (
        <li key={room.id}>
          <Link
            to={`/app/chat?room=${encodeURIComponent(room.id)}`}
            aria-current={room.id === openRoomId ? 'page' : undefined}
            className="flex items-center gap-3 px-4 py-3 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
          >
            <span
              aria-hidden
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {initialsOf(room.name)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex justify-between gap-2">
                <span className="truncate font-semibold">{room.name}</span>
                <span className="shrink-0 text-xs text-zinc-500">{timeFormat.format(new Date(room.lastActivityAt))}</span>
              </span>
              <span className="block truncate text-sm text-zinc-600">{preview(room, myId)}</span>
            </span>
            {room.unreadCount > 0 ? (
              <span
                aria-label={`${room.unreadCount} unread`}
                className="rounded-full bg-brand-700 px-2 text-xs leading-5 font-bold text-white"
              >
                {room.unreadCount}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
