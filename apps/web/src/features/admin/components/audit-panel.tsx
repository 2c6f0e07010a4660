import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useAudit } from '../api/get-audit';
import { AuditList } from './audit-list';

/** The audit log: every admin action, kept when the people it names are gone. */
export function AuditPanel() {
  const audit = useAudit();
  return (
    <section aria-labelledby="admin-audit" className="space-y-4">
      <h2 id="admin-audit" className="text-title font-bold">
        Audit log
      </h2>
      {audit.isPending ? (
        <ListSkeleton label="Loading the audit log" avatar="hidden" />
      ) : audit.isError ? (
        <p role="alert" className="text-red-700">
          {audit.error.message}
        </p>
      ) : (
        <AuditList entries={audit.data} />
      )}
    </section>
  );
}
