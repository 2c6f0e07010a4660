import { useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_TOAST_MS, type ChatMessage } from '@seedmatch/shared/chat';
import { MATCH_TOAST_MS } from '@seedmatch/shared/ideas';
import type { MatchEvent } from '@seedmatch/shared/matches';
import { useAuth } from '../../../lib/auth/auth-context';
import { SocketProvider, useSocketEvent } from '../../../lib/realtime/socket-context';
import { useTimed } from '../hooks/use-timed';
import { useUnreadCount } from '../hooks/use-unread-count';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { ChatToast } from './chat-toast';
import { MatchToast } from './match-toast';

function Shell() {
  const { role, user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chatToast = useTimed<ChatMessage>(CHAT_TOAST_MS);
  const matchToast = useTimed<MatchEvent>(MATCH_TOAST_MS);
  const unread = useUnreadCount(pathname, user?.id ?? '', chatToast.show);

  const showMatch = matchToast.show;
  const onMatch = useCallback(
    (event: MatchEvent) => {
      showMatch(event);
      void queryClient.invalidateQueries({ queryKey: ['matches'] });
      void queryClient.invalidateQueries({ queryKey: ['user-stats'] });
    },
    [showMatch, queryClient],
  );
  useSocketEvent('match:new', onMatch);

  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col bg-white shadow-sm">
      <AppHeader
        unreadCount={unread.count}
        onBell={() => {
          unread.reset();
          void navigate('/app/chat');
        }}
      />
      <main className="flex-1">
        <Outlet />
      </main>
      <BottomNav role={role} />
      {matchToast.value ? <MatchToast match={matchToast.value} onClose={matchToast.clear} /> : null}
      {chatToast.value && !matchToast.value ? <ChatToast message={chatToast.value} onClose={chatToast.clear} /> : null}
    </div>
  );
}

/** The app shell: brand header, the routed page, and the role's five-tab bottom bar, on one shared socket. */
export function AppLayout() {
  return (
    <SocketProvider>
      <Shell />
    </SocketProvider>
  );
}
