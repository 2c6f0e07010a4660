import { useCallback, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_TOAST_MS, type ChatMessage } from '@seedmatch/shared/chat';
import { MATCH_TOAST_MS } from '@seedmatch/shared/ideas';
import type { MatchEvent } from '@seedmatch/shared/matches';
import { useAuth } from '../../../lib/auth/auth-context';
import { useIsConversationOpen } from '../../../lib/conversation-mode';
import { useIsWide } from '../../../lib/use-is-wide';
import { SocketProvider, useSocketEvent } from '../../../lib/realtime/socket-context';
import { useTimed } from '../hooks/use-timed';
import { useUnreadCount } from '../hooks/use-unread-count';
import { contentWidth, fillsScreen } from '../lib/content-width';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { ChatToast } from './chat-toast';
import { MatchToast } from './match-toast';
import { SideNav } from './side-nav';
import { MAIN_ID, SkipLink } from './skip-link';

function Shell() {
  const { role, user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chatToast = useTimed<ChatMessage>(CHAT_TOAST_MS);
  const matchToast = useTimed<MatchEvent>(MATCH_TOAST_MS);
  const unread = useUnreadCount(pathname, user?.id ?? '', chatToast.show);
  const isConversationOpen = useIsConversationOpen();
  const isWide = useIsWide();
  const fills = fillsScreen(pathname);

  const showMatch = matchToast.show;
  const onMatchMade = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['matches'] });
    // A match opens its chat room: the conversation list (on screen, or kept for the Chat tab) has it now.
    void queryClient.invalidateQueries({ queryKey: ['chat', 'rooms'] });
    void queryClient.invalidateQueries({ queryKey: ['user-stats'] });
  }, [queryClient]);
  const onMatch = useCallback(
    (event: MatchEvent) => {
      showMatch(event);
      onMatchMade();
    },
    [showMatch, onMatchMade],
  );
  useSocketEvent('match:new', onMatch);
  // A match this user made in another tab or on another device: the lists have it, the deck there celebrated it.
  useSocketEvent('match:made', onMatchMade);

  return (
    // In a conversation the shell fills the screen's frame: the messages scroll, the composer sits at the bottom.
    // From 1024 px a grid: the header across, the side navigation left of the screen (docs/decisions/0040).
    <div
      className={`mx-auto flex w-full max-w-md flex-col bg-white shadow-sm lg:grid lg:max-w-none lg:grid-cols-[14rem_minmax(0,1fr)] lg:grid-rows-[auto_minmax(0,1fr)] lg:shadow-none ${isConversationOpen ? 'min-h-0 flex-1' : 'flex-1'}`}
    >
      <SkipLink />
      <AppHeader
        unreadCount={unread.count}
        onBell={() => {
          unread.reset();
          void navigate('/app/chat');
        }}
      />
      {isWide ? <SideNav role={role} /> : null}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`focus:outline-none ${isConversationOpen ? 'flex min-h-0 flex-1 flex-col' : fills ? 'flex flex-1 flex-col' : 'flex-1'} lg:mx-auto lg:w-full ${contentWidth(pathname)}`}
      >
        <Outlet />
      </main>
      {isConversationOpen || isWide ? null : <BottomNav role={role} />}
      {matchToast.value ? <MatchToast match={matchToast.value} onClose={matchToast.clear} /> : null}
      {chatToast.value && !matchToast.value ? <ChatToast message={chatToast.value} onClose={chatToast.clear} /> : null}
    </div>
  );
}

/**
 * The app shell: brand header, the routed page, and the role's five tabs: a bottom bar (not inside a
 * conversation), or from 1024 px a side navigation; on one shared socket, which `children` (work without a
 * screen of its own) share too.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <SocketProvider>
      <Shell />
      {children}
    </SocketProvider>
  );
}
