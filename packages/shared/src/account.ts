import { z } from 'zod';
import { MessageTypeSchema, StoredMeetingSchema } from './chat';
import { DateTimeSchema } from './date-time';
import { MailKindSchema } from './mail';
import { CurrentUserSchema } from './users';

/** A stored row as the database holds it, its columns by name. */
const RowsSchema = z.array(z.record(z.string(), z.unknown()));

/** GET /users/me/export: everything SeedMatch keeps about the caller, as one JSON download (docs/product.md#account). */
export const AccountExportSchema = z.object({
  exportedAt: DateTimeSchema,
  profile: CurrentUserSchema,
  ideas: RowsSchema,
  swipes: RowsSchema,
  matches: RowsSchema,
  messagesSent: z.array(
    z.object({
      id: z.string(),
      roomId: z.string(),
      content: z.string(),
      messageType: MessageTypeSchema,
      meeting: StoredMeetingSchema.nullable(),
      createdAt: DateTimeSchema,
    }),
  ),
  challenges: RowsSchema,
  mvpSubmissions: RowsSchema,
  referrals: z.object({ friends: RowsSchema, points: RowsSchema, rewardsClaimed: RowsSchema }),
  reportsMade: RowsSchema,
  /** Which kinds of e-mail are on, and the mails SeedMatch queued or sent to the user. */
  mail: z.object({ preferences: z.record(MailKindSchema, z.boolean()), mails: RowsSchema }),
  /** The devices that get push notifications: their push service's address, and since when. */
  pushDevices: RowsSchema,
});
