import { z } from 'zod';
import { DateTimeSchema } from './date-time';
import { typedText } from './visible-text';

/** 48-hour challenge rules (docs/product.md#48-hour-challenge). */
export const CHALLENGE_HOURS = 48;
export const CHALLENGE_MINUTES = CHALLENGE_HOURS * 60;
export const MVP_UNLOCK_MINUTES = 30;
export const EARLY_BONUS_HOURS = 24;
export const DEFAULT_MAX_PARTICIPANTS = 100;
export const CREDITS = { base: 50, readme: 25, liveUrl: 25, early: 10 } as const;
export const PRIZES_USD = [5000, 2000, 1000] as const;
/** Most characters of README text an MVP carries. */
export const MVP_README_MAX = 10_000;

export type ChallengeStatus = 'waiting' | 'active' | 'ended';

/** Where a challenge stands at `now`. */
export function challengeStatus(startsAt: Date, endsAt: Date, now: Date): ChallengeStatus {
  if (now < startsAt) return 'waiting';
  return now < endsAt ? 'active' : 'ended';
}

/** Whether an MVP comes with a README: the flag, or README text given with it (decision 0063). */
export function comesWithReadme(submission: { hasReadme: boolean; readme?: string }): boolean {
  return submission.hasReadme || Boolean(submission.readme);
}

/** Credits for an MVP: 50, +25 with a README, +25 with a live URL, +10 within the first 24 hours of the window. */
export function computeCredits(
  submission: { hasReadme: boolean; readme?: string; liveUrl: string | null | undefined },
  startsAt: Date,
  submittedAt: Date,
): number {
  const early = submittedAt.getTime() - startsAt.getTime() < EARLY_BONUS_HOURS * 3600_000;
  const readme = comesWithReadme(submission) ? CREDITS.readme : 0;
  return CREDITS.base + readme + (submission.liveUrl ? CREDITS.liveUrl : 0) + (early ? CREDITS.early : 0);
}

export const GITHUB_URL_MESSAGE = 'GitHub URL must be a link to a repository: https://github.com/owner/repo';
export const LIVE_URL_MESSAGE = 'Live URL must be a web address starting with https://';

// GitHub's own rules: an owner is 1-39 letters, digits and single inner hyphens; a repository name is
// letters, digits, '.', '_' and '-'. Nothing else may follow (no path, query or fragment). The scheme and
// the host are read in any case, as a browser reads them.
const GITHUB_REPO_URL =
  /^https:\/\/github\.com\/([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?$/i;

/** The canonical `https://github.com/{owner}/{repo}` for a repository address, or null for anything else. */
export function canonicalGithubUrl(url: string): string | null {
  const match = GITHUB_REPO_URL.exec(url);
  if (!match || match[2] === '.' || match[2] === '..') return null;
  return `https://github.com/${match[1]}/${match[2]}`;
}

export const README_TOO_LONG_MESSAGE = `README must be at most ${MVP_README_MAX.toLocaleString('en-US')} characters`;

export const CHOOSE_IDEA_MESSAGE = 'Choose which of your ideas this MVP ships';

export const SubmitMvpBodySchema = z.strictObject({
  ideaId: z.uuid(CHOOSE_IDEA_MESSAGE).toLowerCase(),
  githubUrl: typedText({ min: 1, max: 200, required: 'GitHub URL is required', tooLong: GITHUB_URL_MESSAGE }).transform((url, context) => {
    const canonical = canonicalGithubUrl(url);
    if (canonical) return canonical;
    context.addIssue({ code: 'custom', message: GITHUB_URL_MESSAGE });
    return z.NEVER;
  }),
  description: typedText({ max: 2000, multiline: true }).default(''),
  techStack: typedText({ max: 300 }).default(''),
  liveUrl: typedText({ max: 500, tooLong: LIVE_URL_MESSAGE })
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https$/, hostname: z.regexes.domain, message: LIVE_URL_MESSAGE })]))
    .default(''),
  hasReadme: z.boolean().default(false),
  /** The README's own text; given, it counts as a README (docs/product.md#48-hour-challenge). */
  readme: typedText({ max: MVP_README_MAX, multiline: true, tooLong: README_TOO_LONG_MESSAGE }).default(''),
});
export type SubmitMvpBody = z.infer<typeof SubmitMvpBodySchema>;

export const SubmissionSchema = z.object({
  id: z.string(),
  ideaId: z.string().nullable(),
  /** The title of the idea the MVP ships; null once that idea is deleted. */
  ideaTitle: z.string().nullable(),
  githubUrl: z.string(),
  description: z.string(),
  techStack: z.string(),
  liveUrl: z.string(),
  hasReadme: z.boolean(),
  /** The README text given with the MVP; empty when only the flag was. */
  readme: z.string(),
  credits: z.number().int().nonnegative(),
  submittedAt: DateTimeSchema,
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const ChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['waiting', 'active', 'ended']),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  participants: z.number().int().nonnegative(),
  maxParticipants: z.number().int().min(1),
  serverTime: DateTimeSchema,
  me: z.object({
    joined: z.boolean(),
    joinedAt: DateTimeSchema.nullable(),
    canSubmitAt: DateTimeSchema.nullable(),
    submission: SubmissionSchema.nullable(),
  }),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

export const ChallengeParamsSchema = z.object({ id: z.uuid().toLowerCase() });
export const JoinResultSchema = z.object({ challenge: ChallengeSchema, message: z.string() });
export const SubmitResultSchema = z.object({ challenge: ChallengeSchema, submission: SubmissionSchema, message: z.string() });
