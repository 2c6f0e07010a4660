import { z } from 'zod';
import { DateTimeSchema } from './date-time';

/** How many MVPs the leaderboard lists; the caller's own row comes after them when it ranks lower (docs/product.md#leaderboard). */
export const LEADERBOARD_SIZE = 10;

export const LeaderboardEntrySchema = z.object({
  /** 1 for the most credits; equal credits go to the earlier submission, so no two rows share a rank. */
  rank: z.number().int().min(1),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** The title of the idea the MVP ships; null once that idea is deleted. */
  ideaTitle: z.string().nullable(),
  credits: z.number().int().nonnegative(),
  submittedAt: DateTimeSchema,
  /** The caller's own MVP. */
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

/** GET /challenges/{id}/leaderboard: the top MVPs, and the caller's own when it is not among them. */
export const LeaderboardSchema = z.object({
  entries: z.array(LeaderboardEntrySchema).max(LEADERBOARD_SIZE),
  me: LeaderboardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
