import { useQuery } from '@tanstack/react-query';
import { AdminReportListSchema, type AdminReportsQuery } from '@seedmatch/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type ReportFilter = AdminReportsQuery['status'];

/** GET /admin/reports: reports in context, newest first. */
const getReports = (status: ReportFilter) => apiRequest(`/admin/reports?status=${status}`, { schema: AdminReportListSchema });

export function useReports(status: ReportFilter) {
  return useQuery({ queryKey: adminKeys.reports(status), queryFn: () => getReports(status) });
}
