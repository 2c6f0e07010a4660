import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@seedmatch/shared/success';
import {
  AdminIdParamsSchema,
  AdminReasonBodySchema,
  AdminReportListSchema,
  AdminReportsQuerySchema,
  AuditListSchema,
  AuditQuerySchema,
  OWN_REPORT_MESSAGE,
  REPORT_CLOSED_MESSAGE,
} from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { listAudit } from './audit.service';
import { dismissReport, listAdminReports, removeReportedContent } from './reports-admin.service';

const refusals = {
  400: reason('A report about myself', OWN_REPORT_MESSAGE),
  404: reason('No such report', 'Report not found'),
  409: reason('Closed already', REPORT_CLOSED_MESSAGE),
};

/** Reports in context, what admins do about them, and the audit log (docs/decisions/0051). */
export async function adminReportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { auth: 'admin' } as const;
  const body = withExample(AdminReasonBodySchema, { reason: 'Spam links sent to several people.' });

  api.get(
    '/api/admin/reports',
    {
      config,
      schema: {
        tags,
        summary: 'Reports, newest first, in context',
        querystring: AdminReportsQuerySchema,
        response: answers({ 200: AdminReportListSchema }),
      },
    },
    async (request) => listAdminReports(db, request.query.status),
  );

  api.post(
    '/api/admin/reports/:id/dismiss',
    {
      config,
      schema: { tags, summary: 'Dismiss a report', params: AdminIdParamsSchema, body, response: answers({ 200: SuccessSchema }, refusals) },
    },
    async (request) => {
      await dismissReport(db, request.admin, request.params.id, request.body.reason);
      return { success: true as const };
    },
  );

  api.post(
    '/api/admin/reports/:id/remove-content',
    {
      config,
      schema: {
        tags,
        summary: 'Remove the reported message, idea or profile text',
        params: AdminIdParamsSchema,
        body,
        response: answers({ 200: SuccessSchema }, refusals),
      },
    },
    async (request) => {
      await removeReportedContent(db, request.admin, request.params.id, request.body.reason);
      return { success: true as const };
    },
  );

  api.get(
    '/api/admin/audit',
    {
      config,
      schema: {
        tags,
        summary: 'What admins did, newest first',
        querystring: AuditQuerySchema,
        response: answers({ 200: AuditListSchema }),
      },
    },
    async (request) => listAudit(db, request.query.subjectId),
  );
}
