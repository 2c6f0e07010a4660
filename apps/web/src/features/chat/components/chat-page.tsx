import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatRoom } from '@seedmatch/shared/chat';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSocketEvent } from '../../../lib/realtime/socket-context';
import { fetchDirectChat } from '../api/chat-api';
import { roomsQueryKey, useRooms } from '../api/get-rooms';
import type { Target } from '../hooks/use-conversation';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

type Selection = { target: Target; room: ChatRoom | null; partnerName: string } | 'loading' | 'missing' | null;

/** Which conversation the query asks for (§2: ?room=, ?match=, ?user=), once the data to know it is here. */
function useSelection(rooms: ChatRoom[] | undefined, myId: string): Selection {
  const [params] = useSearchParams();
  const roomParam = params.get('room');
  const matchParam = params.get('match');
  const userParam = params.get('user');
  const direct = useQuery({
    queryKey: ['chat', 'direct', userParam],
    queryFn: () => fetchDirectChat(userParam!),
    enabled: Boolean(userParam),
    retry: false,
  });
  const partnerOf = (room: ChatRoom) => room.participants.find((p) => p.id !== myId)?.name ?? room.name;

  if (roomParam || matchParam) {
    if (!rooms) return 'loading';
    const room = rooms.find((r) => (roomParam ? r.id === roomParam : r.matchId === matchParam));
    return room ? { target: { roomId: room.id }, room, partnerName: partnerOf(room) } : 'missing';
  }
  if (userParam) {
    if (direct.isPending) return 'loading';
    if (!direct.data) return 'missing';
    const { room, user } = direct.data;
    return room ? { target: { roomId: room.id }, room, partnerName: user.name } : { target: { receiverId: user.id }, room: null, partnerName: user.name };
  }
  return null;
}

export function ChatPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: rooms, isPending } = useRooms();
  const me = { id: user?.id ?? '', name: user?.name ?? '', email: user?.email ?? '' };
  const selection = useSelection(rooms, me.id);

  const refreshRooms = useCallback(() => void queryClient.invalidateQueries({ queryKey: roomsQueryKey }), [queryClient]);
  useSocketEvent('chat:new_message', refreshRooms);
  const onRoomCreated = useCallback(
    (roomId: string) => {
      refreshRooms();
      void navigate(`/app/chat?room=${encodeURIComponent(roomId)}`, { replace: true });
    },
    [navigate, refreshRooms],
  );

  if (selection === 'loading') return <Spinner />;
  if (selection === 'missing') {
    return (
      <section className="p-8 text-center">
        <h1 className="text-xl font-bold">Chat not found</h1>
        <p className="mt-2 text-sm text-zinc-600">This conversation doesn&apos;t exist or isn&apos;t yours.</p>
        <Link to="/app/chat" className="mt-4 inline-block font-semibold text-brand-700 underline">All conversations</Link>
      </section>
    );
  }
  if (selection && me.id) {
    const key = 'roomId' in selection.target ? selection.target.roomId : selection.target.receiverId;
    return <ConversationView key={key} target={selection.target} room={selection.room} partnerName={selection.partnerName} me={me} onRoomCreated={onRoomCreated} />;
  }

  return (
    <div>
      <h1 className="px-4 pt-4 text-2xl font-bold">Chat</h1>
      {isPending ? <Spinner /> : null}
      {rooms && rooms.length === 0 ? (
        <section className="flex flex-col items-center gap-2 px-6 py-16 text-center">
          <p className="text-5xl" aria-hidden>💬</p>
          <h2 className="text-xl font-bold">No conversations yet</h2>
          <p className="text-sm text-zinc-600">Match with a founder to start chatting.</p>
        </section>
      ) : null}
      {rooms && rooms.length > 0 ? <ConversationList rooms={rooms} myId={me.id} /> : null}
    </div>
  );
}
