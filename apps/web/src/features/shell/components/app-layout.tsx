import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { SocketProvider } from '../../../lib/realtime/socket-context';
import { useUnreadCount } from '../hooks/use-unread-count';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { MatchToast } from './match-toast';

/** The app shell: brand header, the routed page, and the role's five-tab bottom bar. */
export function AppLayout() {
  const { role } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unread = useUnreadCount(pathname);

  return (
    <SocketProvider>
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
        <MatchToast />
      </div>
    </SocketProvider>
  );
}
