import { z } from 'zod';

/**
 * What SeedMatch e-mails about; each can be turned off in settings or from the mail itself. Only kinds
 * that are sent are listed, so settings never offer a switch that does nothing.
 */
export const MAIL_KINDS = ['matches', 'messages', 'intros', 'challenge', 'referrals'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Matches, messages and intros are on until turned off; challenge reminders and referrals off until turned on. */
export const MAIL_DEFAULTS: Readonly<Record<MailKind, boolean>> = {
  matches: true,
  messages: true,
  intros: true,
  challenge: false,
  referrals: false,
};

/** How many hours before a challenge starts, and before its submissions close, a participant is reminded. */
export const CHALLENGE_REMINDER_HOURS = { starts: 24, closes: 3 } as const;

export const MailKindSchema = z.enum(MAIL_KINDS);

/** What a user chose; kinds they never touched keep their default. */
export const MailPreferencesSchema = z.partialRecord(MailKindSchema, z.boolean());
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** Whether a user with these choices gets mail of this kind. */
export function wantsMail(preferences: MailPreferences, kind: MailKind): boolean {
  return preferences[kind] ?? MAIL_DEFAULTS[kind];
}

/** Every kind, on or off, for a user with these choices. */
export function mailSettings(preferences: MailPreferences): Record<MailKind, boolean> {
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, wantsMail(preferences, kind)])) as Record<MailKind, boolean>;
}

/** GET /users/me/mail: each kind of e-mail, on or off. */
export const MailSettingsSchema = z.record(MailKindSchema, z.boolean());
export type MailSettings = z.infer<typeof MailSettingsSchema>;

/** PUT /users/me/mail: the kinds to change; the others stay as they are. */
export const UpdateMailSettingsBodySchema = z.strictObject(
  Object.fromEntries(MAIL_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<MailKind, z.ZodOptional<z.ZodBoolean>>,
);
