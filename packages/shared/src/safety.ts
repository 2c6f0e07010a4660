import { z } from 'zod';
import { DateTimeSchema } from './date-time';
import { typedText } from './visible-text';

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'fake', 'other'] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate content',
  fake: 'Fake profile or false information',
  other: 'Something else',
};

/** A report is about a person, or one of their messages, or one of their ideas. */
export const ReportBodySchema = z
  .strictObject({
    userId: z.uuid().toLowerCase(),
    messageId: z.uuid().toLowerCase().optional(),
    ideaId: z.uuid().toLowerCase().optional(),
    reason: z.enum(REPORT_REASONS),
    details: typedText({ max: 1000, multiline: true }).default(''),
  })
  .refine((body) => !(body.messageId && body.ideaId), { message: 'Report a message or an idea, not both', path: ['ideaId'] });
export type ReportBody = z.infer<typeof ReportBodySchema>;

export const UserParamsSchema = z.object({ id: z.uuid().toLowerCase() });
export const BlockedUserSchema = z.object({ id: z.string(), name: z.string(), blockedAt: DateTimeSchema });
export const BlockedListSchema = z.array(BlockedUserSchema);
export const SUSPENDED_MESSAGE = 'This account is suspended.';
