import { z } from 'zod';
import { DateTimeSchema } from './date-time';
import { ROLES } from './roles';

export const RoleSchema = z.enum(ROLES);

const trimmedList = (max: number, itemMax: number) =>
  z
    .array(z.string().trim().min(1).max(itemMax))
    .max(max)
    .transform((items) => [...new Set(items)]);

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(300)]);

export const PreferencesSchema = z.object({
  title: z.string().trim().max(120).default(''),
  experience: z.string().trim().max(2000).default(''),
  interests: trimmedList(30, 60).default([]),
  lookingFor: trimmedList(30, 60).default([]),
  linkedin: optionalUrl.default(''),
  github: optionalUrl.default(''),
  isComplete: z.boolean().default(false),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  skills: z.array(z.string()),
  timezone: z.string(),
  role: RoleSchema,
  referralCode: z.string(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  preferences: PreferencesSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const UpdateMeBodySchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    bio: z.string().trim().max(1000),
    skills: trimmedList(30, 40),
    timezone: z.string().trim().max(80),
    preferences: PreferencesSchema.partial(),
  })
  .partial()
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

export const UpdateMeResultSchema = z.object({ success: z.literal(true), user: CurrentUserSchema });

export const UserStatsSchema = z.object({
  matchesCount: z.number().int().nonnegative(),
  ideasSwipedCount: z.number().int().nonnegative(),
  swipedTodayCount: z.number().int().nonnegative(),
  ideasCount: z.number().int().nonnegative(),
  /** The journey card: has the user joined any challenge, submitted any MVP. */
  hasJoinedChallenge: z.boolean(),
  hasSubmittedMvp: z.boolean(),
});

/** `?tzOffset=` minutes west of UTC, as Date#getTimezoneOffset gives, so "today" is the user's day. */
export const UserStatsQuerySchema = z.object({ tzOffset: z.coerce.number().int().min(-840).max(840).default(0) });
export type UserStats = z.infer<typeof UserStatsSchema>;
