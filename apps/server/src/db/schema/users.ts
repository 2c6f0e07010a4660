import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DeckFilter } from '@seedmatch/shared/deck';
import type { MailPreferences } from '@seedmatch/shared/mail';
import type { Preferences } from '@seedmatch/shared/users';

export const roleEnum = pgEnum('role', ['FOUNDER', 'INVESTOR']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The identity provider's stable subject id (the OpenID `sub`); the API calls it `firebaseUid`. */
    oidcSubject: text('oidc_subject').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    role: roleEnum('role').notNull().default('FOUNDER'),
    bio: text('bio').notNull().default(''),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the person is, as they typed it; the API's `timezone` field carries it (docs/product.md#profile). */
    location: text('location').notNull().default(''),
    preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull().default({}),
    referralCode: text('referral_code').notNull().unique(),
    referredByCode: text('referred_by_code'),
    referredById: uuid('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Set by claiming the "priority matching" reward: the user's ideas rank higher in decks. */
    hasPriority: boolean('has_priority').notNull().default(false),
    /** Which ideas the user's deck serves (all, their skills and interests, chosen tags), on every device. */
    deckFilter: jsonb('deck_filter').$type<DeckFilter>().notNull().default({ mode: 'all' }),
    /** The kinds of e-mail the user turned on or off; the others keep their default (shared/mail.ts). */
    mailPreferences: jsonb('mail_preferences').$type<MailPreferences>().notNull().default({}),
    /** Set by the operator: a suspended account cannot sign in (the Terms allow it). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_referred_by_idx').on(t.referredById),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The deck's priority pool reads the few founders with priority matching.
    index('users_priority_idx')
      .on(t.id)
      .where(sql`${t.hasPriority}`),
  ],
);

export type UserRow = typeof users.$inferSelect;
