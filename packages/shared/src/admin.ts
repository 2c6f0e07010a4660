import { z } from 'zod';
import { DEFAULT_MAX_PARTICIPANTS } from './challenge';
import { DateTimeSchema } from './date-time';
import { RoleSchema } from './users';
import { REPORT_REASONS } from './safety';
import { typedText } from './visible-text';

/** A report is open until an admin dismisses it or acts on it (removes the content, suspends the author). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the audit log records, in the words the console shows. */
export const AUDIT_ACTIONS = {
  'report.dismissed': 'Dismissed a report',
  'content.removed': 'Removed content',
  'user.suspended': 'Suspended',
  'user.unsuspended': 'Unsuspended',
  'challenge.scheduled': 'Scheduled a challenge',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What a message removed by an admin says from then on, to both people. */
export const REMOVED_MESSAGE = 'This message was removed by a moderator.';
export const ADMIN_ONLY_MESSAGE = 'Admins only.';
export const REPORT_CLOSED_MESSAGE = 'This report is already closed.';
/** An admin never judges a report about themselves: another admin, or the operator's token, does. */
export const OWN_REPORT_MESSAGE = "You can't close a report about yourself.";
export const REASON_REQUIRED = 'Say why: the reason goes in the audit log.';

/** Every admin action says why; the reason goes in the audit log. */
export const AdminReasonBodySchema = z.strictObject({
  reason: typedText({ min: 1, max: 500, required: REASON_REQUIRED }),
});
export type AdminReasonBody = z.infer<typeof AdminReasonBodySchema>;

export const AdminIdParamsSchema = z.object({ id: z.uuid().toLowerCase() });

export const AdminPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  suspendedAt: DateTimeSchema.nullable(),
});
export type AdminPerson = z.infer<typeof AdminPersonSchema>;

const ConversationLineSchema = z.object({
  id: z.string(),
  /** Who wrote it: the reported person, the reporter, or someone since deleted. */
  from: z.enum(['reported', 'reporter', 'deleted']),
  content: z.string(),
  createdAt: DateTimeSchema,
  /** The message the report is about. */
  isReported: z.boolean(),
});

/** What was reported, shown as it is now and, for a message, as it was when reported. */
export const ReportContextSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    /** The message as the reporter saw it. */
    content: z.string(),
    /** Null once the message is gone (its room deleted). */
    current: z.string().nullable(),
    /** The messages around it in the conversation, oldest first. */
    conversation: z.array(ConversationLineSchema),
  }),
  z.object({
    kind: z.literal('idea'),
    /** Null once the idea is deleted. */
    idea: z.object({ id: z.string(), title: z.string(), pitch: z.string(), tags: z.array(z.string()) }).nullable(),
  }),
  z.object({
    kind: z.literal('profile'),
    /** Everything the person wrote about themselves but their name; null once the account is deleted. */
    profile: z
      .object({
        bio: z.string(),
        skills: z.array(z.string()),
        location: z.string(),
        avatarUrl: z.string().nullable(),
        title: z.string(),
        experience: z.string(),
        interests: z.array(z.string()),
        lookingFor: z.array(z.string()),
        links: z.array(z.string()),
      })
      .nullable(),
  }),
]);
export type ReportContext = z.infer<typeof ReportContextSchema>;

export const AdminReportSchema = z.object({
  id: z.string(),
  createdAt: DateTimeSchema,
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolvedAt: DateTimeSchema.nullable(),
  /** Who closed it (an admin's address, `admin token`, `command line`) and why; null while open. */
  resolution: z.object({ by: z.string(), reason: z.string() }).nullable(),
  /** Null once that account is deleted. */
  reporter: AdminPersonSchema.nullable(),
  reported: AdminPersonSchema.nullable(),
  context: ReportContextSchema,
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportsQuerySchema = z.strictObject({ status: z.enum(['open', 'closed', 'all']).default('open') });
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;
export const AdminReportListSchema = z.array(AdminReportSchema);

export const AuditEntrySchema = z.object({
  id: z.string(),
  createdAt: DateTimeSchema,
  /** The admin's e-mail address, or "admin token" for the command line. */
  actor: z.string(),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]),
  subjectId: z.string().nullable(),
  /** Whom or what it was done to, as it was named then. */
  subject: z.string(),
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.array(AuditEntrySchema);
export const AuditQuerySchema = z.strictObject({ subjectId: z.uuid().toLowerCase().optional() });

export const AdminUserRowSchema = AdminPersonSchema.extend({ createdAt: DateTimeSchema, openReports: z.number().int().nonnegative() });
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export const AdminUserListSchema = z.array(AdminUserRowSchema);
export const AdminUsersQuerySchema = z.strictObject({ q: typedText({ max: 200 }).default('') });

export const AdminUserDetailSchema = z.object({
  person: AdminUserRowSchema,
  ideas: z.array(z.object({ id: z.string(), title: z.string(), createdAt: DateTimeSchema })),
  matchCount: z.number().int().nonnegative(),
  reports: AdminReportListSchema,
  audit: AuditListSchema,
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  status: z.enum(['waiting', 'active', 'ended']),
  maxParticipants: z.number().int().nonnegative(),
  participants: z.array(z.object({ id: z.string(), name: z.string(), joinedAt: DateTimeSchema, submitted: z.boolean() })),
  submissions: z.array(
    z.object({
      id: z.string(),
      founder: z.string(),
      ideaTitle: z.string().nullable(),
      githubUrl: z.string(),
      liveUrl: z.string(),
      credits: z.number().int().nonnegative(),
      submittedAt: DateTimeSchema,
    }),
  ),
});
export type AdminChallenge = z.infer<typeof AdminChallengeSchema>;
export const AdminChallengesSchema = z.object({ current: AdminChallengeSchema, next: AdminChallengeSchema.nullable() });
export type AdminChallenges = z.infer<typeof AdminChallengesSchema>;

export const ScheduleChallengeBodySchema = z.strictObject({
  startsAt: DateTimeSchema,
  maxParticipants: z.number().int().min(1).max(100_000).default(DEFAULT_MAX_PARTICIPANTS),
  title: typedText({ max: 100 }).optional(),
  reason: typedText({ min: 1, max: 500, required: REASON_REQUIRED }),
});
export type ScheduleChallengeBody = z.infer<typeof ScheduleChallengeBodySchema>;
