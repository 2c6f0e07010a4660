import { useState } from 'react';
import { Flag } from 'lucide-react';
import { Chip } from '../../../components/ui/chip';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useReports, type ReportFilter } from '../api/get-reports';
import { ReportCard } from './report-card';

const FILTERS: [ReportFilter, string][] = [
  ['open', 'Open'],
  ['closed', 'Closed'],
  ['all', 'All'],
];

/** Reports, newest first: open ones by default, each in context with its actions. */
export function ReportsPanel() {
  const [filter, setFilter] = useState<ReportFilter>('open');
  const reports = useReports(filter);
  return (
    <section aria-labelledby="admin-reports" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-reports" className="text-title font-bold">
          Reports
        </h2>
        <div role="group" aria-label="Show reports" className="flex gap-2">
          {FILTERS.map(([value, label]) => (
            <Chip key={value} selected={filter === value} onClick={() => setFilter(value)}>
              {label}
            </Chip>
          ))}
        </div>
      </div>
      {reports.isPending ? (
        <ListSkeleton label="Loading reports" avatar="hidden" lines={['h-6', 'h-16', 'h-9']} />
      ) : reports.isError ? (
        <p role="alert" className="text-red-700">
          {reports.error.message}
        </p>
      ) : reports.data.length === 0 ? (
        <EmptyState title={filter === 'open' ? 'No open reports' : 'No reports'} icon={Flag}>
          {filter === 'open' ? 'Every report has been handled.' : null}
        </EmptyState>
      ) : (
        <div className="space-y-3">
          {reports.data.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </div>
      )}
    </section>
  );
}
