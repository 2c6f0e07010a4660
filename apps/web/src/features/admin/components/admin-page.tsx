import { NavLink, Route, Routes } from 'react-router';
import { SearchX, ShieldAlert } from 'lucide-react';
import { ADMIN_ONLY_MESSAGE } from '@seedmatch/shared/admin';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuditPanel } from './audit-panel';
import { ChallengesPanel } from './challenges-panel';
import { PeoplePanel } from './people-panel';
import { PersonPanel } from './person-panel';
import { ReportsPanel } from './reports-panel';

const SECTIONS = [
  { to: '/admin', label: 'Reports', end: true },
  { to: '/admin/users', label: 'People', end: false },
  { to: '/admin/challenges', label: 'Challenges', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
];

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-label font-semibold ${isActive ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-900 hover:bg-brand-100'}`;

/** The admin console at /admin (docs/decisions/0051): only for the people in ADMIN_EMAILS; the API refuses everyone else too. */
export function AdminPage() {
  const { user } = useAuth();
  if (!user) return <PageSkeleton label="Loading" />;
  if (!user.isAdmin) {
    return (
      <EmptyState title={ADMIN_ONLY_MESSAGE} icon={ShieldAlert}>
        <p className="mb-4">This area is for the SeedMatch team.</p>
        <ButtonLink to="/app">Go home</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-5 p-4">
      <h1 className="text-2xl font-bold">Admin console</h1>
      <nav aria-label="Admin console" className="flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={section.end} className={tab}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<ReportsPanel />} />
        <Route path="users" element={<PeoplePanel />} />
        <Route path="users/:userId" element={<PersonPanel />} />
        <Route path="challenges" element={<ChallengesPanel />} />
        <Route path="audit" element={<AuditPanel />} />
        <Route
          path="*"
          element={
            <EmptyState title="Section not found" icon={SearchX}>
              The admin console has no page at this address. Choose one of its sections above.
            </EmptyState>
          }
        />
      </Routes>
    </div>
  );
}
