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

export const ReportBodySchema = z.strictObject({
  userId: z.uuid(),
  messageId: z.uuid().optional(),
  reason: z.enum(REPORT_REASONS),
  details: typedText({ max: 1000, multiline: true }).default(''),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

export const UserParamsSchema = z.object({ id: z.uuid() });
export const BlockedUserSchema = z.object({ id: z.string(), name: z.string(), blockedAt: DateTimeSchema });
export const BlockedListSchema = z.array(BlockedUserSchema);
export const SUSPENDED_MESSAGE = 'This account is suspended.';
