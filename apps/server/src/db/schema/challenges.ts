import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ideas } from './ideas';
import { users } from './users';

export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxParticipants: integer('max_participants').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenges_ends_at_idx').on(t.endsAt)],
);

export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] }), index('challenge_participants_user_idx').on(t.userId)],
);

export const mvpSubmissions = pgTable(
  'mvp_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The idea this MVP ships; its credits, README and links belong to it alone. Null once the idea is gone. */
    ideaId: uuid('idea_id').references(() => ideas.id, { onDelete: 'set null' }),
    githubUrl: text('github_url').notNull(),
    description: text('description').notNull(),
    techStack: text('tech_stack').notNull(),
    liveUrl: text('live_url').notNull(),
    hasReadme: boolean('has_readme').notNull(),
    /** The README text given with the MVP; empty when only the flag was. */
    readme: text('readme').notNull().default(''),
    credits: integer('credits').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('mvp_submissions_one_per_participant').on(t.challengeId, t.userId),
    index('mvp_submissions_user_idx').on(t.userId),
    index('mvp_submissions_idea_idx').on(t.ideaId),
    index('mvp_submissions_recent_idx').on(t.submittedAt.desc().nullsFirst()),
  ],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type SubmissionRow = typeof mvpSubmissions.$inferSelect;
