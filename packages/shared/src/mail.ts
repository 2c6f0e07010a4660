import { z } from 'zod';

/** What SeedMatch may e-mail about; each can be turned off in settings or from the mail itself. */
export const MAIL_KINDS = ['matches', 'messages', 'intros', 'challenge', 'referrals'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Matches, messages and intros are on until turned off; the rest only when asked for. */
export const MAIL_DEFAULTS: Readonly<Record<MailKind, boolean>> = {
  matches: true,
  messages: true,
  intros: true,
  challenge: false,
  referrals: false,
};

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
