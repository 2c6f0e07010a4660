import { sql } from 'drizzle-orm';
import { jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Preferences } from '@seedmatch/shared/users';

export const roleEnum = pgEnum('role', ['FOUNDER', 'INVESTOR']);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  role: roleEnum('role').notNull().default('FOUNDER'),
  bio: text('bio').notNull().default(''),
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  timezone: text('timezone').notNull().default(''),
  preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull().default({}),
  referralCode: text('referral_code').notNull().unique(),
  referredByCode: text('referred_by_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
