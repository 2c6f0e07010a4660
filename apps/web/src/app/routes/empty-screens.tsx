import { EmptyState } from '../../components/ui/empty-state';
import { LegalLinks } from '../../components/ui/legal-links';
import { useAuth } from '../../lib/auth/auth-context';

/** Screens whose slices have not landed yet show their honest empty state. */

export function ChallengeScreen() {
  return (
    <EmptyState title="No Active Challenge" icon="🏆">
      <p>The next 48-hour challenge will appear here.</p>
    </EmptyState>
  );
}

export function HowItWorksScreen() {
  const steps = [
    ['Plant your idea', 'Share a startup idea in one sentence with a few tags.'],
    ['Swipe and match', 'Swipe right on ideas you love; a mutual like opens a chat.'],
    ['Launch in 48 hours', 'Build an MVP together in the 48-hour challenge.'],
  ];
  return (
    <div className="space-y-4 p-4">
      <h1 className="text-2xl font-bold">How it works</h1>
      <ol className="space-y-3">
        {steps.map(([title, text], index) => (
          <li key={title} className="rounded-2xl bg-brand-50 p-4">
            <p className="font-semibold">
              {index + 1}. {title}
            </p>
            <p className="text-sm text-zinc-600">{text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function InvestorScreen() {
  const { role } = useAuth();
  if (role !== 'INVESTOR') {
    return (
      <div role="alert" className="p-8 text-center">
        <h1 className="text-xl font-bold">Error loading dashboard</h1>
        <p className="mt-2 text-zinc-600">Access denied. Investor role required.</p>
      </div>
    );
  }
  return <EmptyState title="No data available" icon="📈" />;
}

export function ProfileScreen() {
  const { user, identity } = useAuth();
  return (
    <div className="space-y-4 p-4">
      <h1 className="text-2xl font-bold">{user?.name}</h1>
      <dl className="space-y-2 rounded-2xl bg-brand-50 p-4 text-sm">
        <div>
          <dt className="text-zinc-500">Email</dt>
          <dd>{user?.email ?? identity?.email}</dd>
        </div>
        <div>
          <dt className="text-zinc-500">Role</dt>
          <dd>{user?.role === 'INVESTOR' ? 'Investor' : 'Founder'}</dd>
        </div>
        <div>
          <dt className="text-zinc-500">Referral code</dt>
          <dd className="font-mono">{user?.referralCode}</dd>
        </div>
      </dl>
      <LegalLinks />
    </div>
  );
}

export function ReferralsScreen() {
  const { user } = useAuth();
  const link = user ? `${window.location.origin}/join?ref=${encodeURIComponent(user.referralCode)}` : '';
  return (
    <div className="space-y-4 p-4">
      <h1 className="text-2xl font-bold">Invite friends</h1>
      <p className="text-sm text-zinc-600">Share your link; friends who join through it are linked to you.</p>
      <p className="rounded-2xl bg-brand-50 p-4 font-mono text-sm break-all">{link}</p>
    </div>
  );
}
