import { z } from 'zod';
import { DateTimeSchema } from './date-time';
import { ROLES } from './roles';
import { typedText } from './visible-text';
import { queryInt } from './query';

export const RoleSchema = z.enum(ROLES);

/** A list of short texts (skills, interests): each one required, duplicates dropped whatever their case (first spelling kept), as tags are. */
const textList = (max: number, itemMax: number) =>
  z
    .array(typedText({ min: 1, max: itemMax }))
    .max(max)
    .overwrite((items) => items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i));

const optionalUrl = typedText({ max: 300 }).pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/ })]));

/** The profile's preferences as stored and shown; one saved before a field existed reads it as empty. */
export const PreferencesSchema = z.object({
  title: z.string().default(''),
  experience: z.string().default(''),
  interests: z.array(z.string()).default([]),
  lookingFor: z.array(z.string()).default([]),
  linkedin: z.string().default(''),
  github: z.string().default(''),
  isComplete: z.boolean().default(false),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/**
 * The preferences `PUT /users/me` takes, with their rules (docs/product.md#profile). No defaults: a field left
 * out keeps what was saved, where a default would have overwritten it.
 */
const PreferencesBodySchema = z.strictObject({
  title: typedText({ max: 120 }),
  experience: typedText({ max: 2000, multiline: true }),
  interests: textList(30, 60),
  lookingFor: textList(30, 60),
  linkedin: optionalUrl,
  github: optionalUrl,
  isComplete: z.boolean(),
});

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
  /** An admin (ADMIN_EMAILS) sees the console at /admin. */
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const UpdateMeBodySchema = z
  .object({
    name: typedText({ min: 1, max: 80 }),
    bio: typedText({ max: 1000, multiline: true }),
    skills: textList(30, 40),
    timezone: typedText({ max: 80 }),
    preferences: PreferencesBodySchema.partial(),
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
export const UserStatsQuerySchema = z.strictObject({ tzOffset: queryInt().pipe(z.number().int().min(-840).max(840)).default(0) });
export type UserStats = z.infer<typeof UserStatsSchema>;
