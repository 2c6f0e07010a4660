import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A signed-in browser. Only the SHA-256 of the token is kept; the claims are the verified identity. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Moved forward at most every few minutes (SESSION_TOUCH_MS), not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_subject_idx').on(t.subject), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** An OpenID Connect sign-in under way: state, nonce and PKCE verifier, kept server-side. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    mode: text('mode').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_expires_at_idx').on(t.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
