import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_TOAST_MS, type ChatRoom } from '@seedmatch/shared/chat';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { Toast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { draftOf } from '../../../lib/chat-draft';
import { useIsWide } from '../../../lib/use-is-wide';
import { useSocketEvent } from '../../../lib/realtime/socket-context';
import { fetchDirectChat } from '../api/chat-api';
import { roomsQueryKey, useRooms } from '../api/get-rooms';
import type { Me, Target } from '../hooks/use-conversation';
import { ChatPanes } from './chat-panes';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { ConversationSkeleton } from './message-skeleton';
import { NoConversations } from './no-conversations';

type Selection = { target: Target; room: ChatRoom | null; partnerName: string; isGone?: boolean } | 'loading' | 'missing' | null;

/** Which conversation the query asks for (?room=, ?match=, ?user=; docs/product.md#chat), once the data is here. */
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
  const found = rooms?.find((r) => (roomParam ? r.id === roomParam : r.matchId === matchParam));
  // The room on screen, remembered: when it leaves the list (blocked, unmatched) it shows as closed, not missing.
  const [shown, setShown] = useState<ChatRoom | null>(null);
  if (found && found !== shown) setShown(found);
  const wasShown = shown && (roomParam ? shown.id === roomParam : shown.matchId === matchParam) ? shown : null;

  if (roomParam || matchParam) {
    if (found) return { target: { roomId: found.id }, room: found, partnerName: partnerOf(found) };
    if (wasShown) return { target: { roomId: wasShown.id }, room: wasShown, partnerName: partnerOf(wasShown), isGone: true };
    return rooms ? 'missing' : 'loading';
  }
  if (userParam) {
    if (direct.isPending) return 'loading';
    if (!direct.data) return 'missing';
    const { room, user } = direct.data;
    return room
      ? { target: { roomId: room.id }, room, partnerName: user.name }
      : { target: { receiverId: user.id }, room: null, partnerName: user.name };
  }
  return null;
}

/** The conversation the query names: a skeleton while it loads, "Chat not found", or the conversation itself. */
function ConversationPane({
  selection,
  me,
  onRoomCreated,
  onLeft,
}: {
  selection: Exclude<Selection, null>;
  me: Me;
  onRoomCreated: (roomId: string) => void;
  onLeft: (notice: string) => void;
}) {
  const draft = draftOf(useLocation().state);
  if (selection === 'loading') return <ConversationSkeleton />;
  if (selection === 'missing') {
    return (
      <section className="p-8 text-center">
        <h1 className="text-xl font-bold">Chat not found</h1>
        <p className="mt-2 text-sm text-zinc-600">This conversation doesn&apos;t exist or isn&apos;t yours.</p>
        <Link to="/app/chat" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          All conversations
        </Link>
      </section>
    );
  }
  const key = 'roomId' in selection.target ? selection.target.roomId : selection.target.receiverId;
  return (
    <ConversationView
      key={key}
      draft={draft}
      target={selection.target}
      room={selection.room}
      partnerName={selection.partnerName}
      closedReason={selection.isGone ? 'closed' : null}
      me={me}
      onRoomCreated={onRoomCreated}
      onLeft={onLeft}
    />
  );
}

export function ChatPage() {
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isWide = useIsWide();
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

  // A block or an unmatch takes the reader back to the list; this says it was done (docs/decisions/0067).
  const [leftNotice, setLeftNotice] = useState<string | null>(null);
  useEffect(() => {
    if (leftNotice === null) return;
    const timer = window.setTimeout(() => setLeftNotice(null), CHAT_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [leftNotice]);

  const pane =
    selection && (me.id || typeof selection === 'string') ? (
      <ConversationPane selection={selection} me={me} onRoomCreated={onRoomCreated} onLeft={setLeftNotice} />
    ) : null;
  const openRoomId = selection && typeof selection !== 'string' ? (selection.room?.id ?? null) : null;
  const list = (
    <div>
      <h1 className="px-4 pt-4 text-2xl font-bold">Chat</h1>
      {isPending ? <ListSkeleton label="Loading conversations" rows={4} variant="divided" /> : null}
      {rooms && rooms.length === 0 ? <NoConversations role={role} /> : null}
      {rooms && rooms.length > 0 ? <ConversationList rooms={rooms} myId={me.id} openRoomId={openRoomId} /> : null}
    </div>
  );

  return (
    <>
      <ChatPanes isSideBySide={isWide && Boolean(pane || !rooms || rooms.length > 0)} list={list} conversation={pane} />
      {leftNotice === null ? null : <Toast title={leftNotice} />}
    </>
  );
}
