import { Link, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';
import { GoogleIcon } from '../../../components/ui/google-icon';
import { Logo } from '../../../components/ui/logo';
import { useAuth } from '../../../lib/auth/auth-context';
import { Avatar } from '../../../components/ui/avatar';
import { NotificationBell } from './notification-bell';
import { Button } from '../../../components/ui/button';

export function AppHeader({ unreadCount, onBell }: { unreadCount: number; onBell: () => void }) {
  const { status, user, identity, signIn, signOut, isSigningIn } = useAuth();
  const navigate = useNavigate();
  const name = user?.name ?? identity?.displayName ?? null;

  return (
    <header className="sticky top-(--offline-banner-height) z-20 flex items-center justify-between border-b border-brand-100 bg-white/95 px-4 py-2 backdrop-blur lg:col-span-2">
      <Link to="/app" className="flex min-h-11 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
        <Logo />
      </Link>
      {status === 'signed-in' ? (
        <div className="flex items-center gap-1">
          <NotificationBell count={unreadCount} onPress={onBell} />
          {/* Named by its text, not aria-label: the initials shown are then no part of a name they don't match (WCAG 2.5.3). */}
          <Link to="/app/profile" className="rounded-full p-1 focus-visible:outline-2 focus-visible:outline-brand-600">
            <span className="sr-only">Your profile</span>
            <Avatar name={name} photoUrl={user?.avatarUrl ?? identity?.photoURL ?? null} />
          </Link>
          <Button
            variant="quiet"
            onClick={async () => {
              await signOut();
              await navigate('/', { replace: true });
            }}
            className="min-w-11 text-label whitespace-nowrap"
          >
            {/* Below 360 px an icon stands in for the word, so the brand's name keeps its place (decisions: it heads every screen). */}
            <Icon icon={LogOut} className="min-[360px]:hidden" />
            <span className="max-[359px]:sr-only">Logout</span>
          </Button>
        </div>
      ) : (
        <Button variant="outline" loading={isSigningIn} onClick={() => void signIn()} className="text-label">
          <GoogleIcon className="h-4 w-4" /> Sign in with Google
        </Button>
      )}
    </header>
  );
}
