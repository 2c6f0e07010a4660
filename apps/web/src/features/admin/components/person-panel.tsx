import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAdminUser } from '../api/get-users';
import { formatWhen } from './admin-dates';
import { AuditList } from './audit-list';
import { ReasonDialog, SUSPENSION_EXPLAINED } from './reason-dialog';
import { ReportCard } from './report-card';

/** One person: status, ideas, matches, reports against them, what admins did, and suspending or lifting it. */
export function PersonPanel() {
  const { userId = '' } = useParams();
  const detail = useAdminUser(userId);
  const [isAsking, setIsAsking] = useState(false);
  const { user } = useAuth();
  if (detail.isPending) return <ProfileSkeleton label="Loading the person" />;
  if (detail.isError) {
    return (
      <p role="alert" className="text-red-700">
        {detail.error.message}
      </p>
    );
  }
  const { person, ideas, matchCount, reports, audit } = detail.data;
  const suspended = Boolean(person.suspendedAt);
  return (
    <section aria-labelledby="admin-person" className="space-y-5">
      <Link
        to="/admin/users"
        className="inline-flex min-h-11 items-center text-label font-semibold text-brand-700 underline underline-offset-2"
      >
        All people
      </Link>
      <header className="space-y-1">
        <h2 id="admin-person" className="text-title font-bold break-words">
          {person.name}
        </h2>
        <p className="text-label break-all text-zinc-700">{person.email}</p>
        <p className="text-label text-zinc-700">
          {person.role === 'FOUNDER' ? 'Founder' : 'Investor'} · joined {formatWhen(person.createdAt)} · {matchCount}{' '}
          {matchCount === 1 ? 'match' : 'matches'}
        </p>
        <p className={`text-label font-semibold ${suspended ? 'text-red-800' : 'text-brand-700'}`}>
          {suspended ? `Suspended since ${formatWhen(person.suspendedAt!)}` : 'Active'}
        </p>
      </header>
      {person.id === user?.id ? null : (
        <Button variant={suspended ? 'primary' : 'danger'} onClick={() => setIsAsking(true)}>
          <span className="max-w-64 truncate">{suspended ? `Unsuspend ${person.name}` : `Suspend ${person.name}`}</span>
        </Button>
      )}
      <div className="space-y-2">
        <h3 className="font-bold">Ideas ({ideas.length})</h3>
        {ideas.length === 0 ? (
          <p className="text-label text-zinc-600">No ideas.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-label break-words">
            {ideas.map((idea) => (
              <li key={idea.id}>{idea.title}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="font-bold">Reports against them ({reports.length})</h3>
        {reports.length === 0 ? (
          <p className="text-label text-zinc-600">None.</p>
        ) : (
          reports.map((report) => <ReportCard key={report.id} report={report} />)
        )}
      </div>
      <div className="space-y-2">
        <h3 className="font-bold">Audit</h3>
        <AuditList entries={audit} />
      </div>
      {isAsking ? (
        <ReasonDialog
          action={{ kind: suspended ? 'unsuspend' : 'suspend', userId: person.id }}
          title={suspended ? `Unsuspend ${person.name}?` : `Suspend ${person.name}?`}
          body={suspended ? 'They can sign in again, and their ideas and profile are shown again.' : SUSPENSION_EXPLAINED}
          confirmLabel={suspended ? 'Unsuspend' : 'Suspend'}
          isDestructive={!suspended}
          onClose={() => setIsAsking(false)}
        />
      ) : null}
    </section>
  );
}
