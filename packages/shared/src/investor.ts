import { z } from 'zod';
import { DateTimeSchema } from './date-time';

/** Investor feed numbers (docs/product.md#investor-feed). */
export const TOP_SUBMISSIONS_SHOWN = 3;
export const NEW_BUILDERS_SHOWN = 2;
export const MAX_CARD_TAGS = 3;
export const FEATURED_SWIPE_RIGHTS = 100;
export const FEATURED_CREDITS = 100;
export const HOT_SWIPE_RIGHTS = 20;
export const NEW_BUILDER_DAYS = 7;

export const FeedUserSchema = z.object({ id: z.string(), name: z.string(), bio: z.string(), skills: z.array(z.string()) });

/** One card of the investor feed: an idea, an MVP submission, or a new builder's latest idea. */
export const FeedItemSchema = z.object({
  id: z.string(),
  /** The idea the card is about: an idea's own id, or the idea a submission ships. */
  ideaId: z.string(),
  type: z.enum(['idea', 'submission']),
  title: z.string(),
  description: z.string(),
  pitch: z.string(),
  createdAt: DateTimeSchema,
  tags: z.array(z.string()),
  swipeRights: z.number().int().nonnegative(),
  creditScore: z.number().int().nonnegative(),
  featured: z.boolean(),
  githubUrl: z.string().nullable(),
  deployedUrl: z.string().nullable(),
  hasReadme: z.boolean(),
  techStack: z.string(),
  user: FeedUserSchema,
});
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const PlatformStatsSchema = z.object({
  activeIdeas: z.number().int().nonnegative(),
  newBuilders: z.number().int().nonnegative(),
  totalSwipes: z.number().int().nonnegative(),
});

export const InvestorDashboardSchema = z.object({
  recentSubmissions: z.array(FeedItemSchema),
  topIdeas: z.array(FeedItemSchema),
  newBuilders: z.array(FeedItemSchema),
  stats: PlatformStatsSchema,
});
export type InvestorDashboard = z.infer<typeof InvestorDashboardSchema>;

export const ShortlistSchema = z.object({ itemIds: z.array(z.string()) });
export const ShortlistParamsSchema = z.object({ itemId: z.uuid().toLowerCase() });

export const FounderProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  pitch: z.string(),
  tags: z.array(z.string()),
  credits: z.number().int().nonnegative(),
  /** The same credit score the idea's feed cards show. */
  creditScore: z.number().int().nonnegative(),
  status: z.enum(['Active', 'Completed']),
  createdAt: DateTimeSchema,
  githubUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  techStack: z.string(),
  hasReadme: z.boolean(),
  /** The README text given with the latest MVP; empty when none was, and the dialog shows a template. */
  readme: z.string(),
});
export type FounderProject = z.infer<typeof FounderProjectSchema>;

export const FounderProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  location: z.string(),
  joinedAt: DateTimeSchema,
  stats: z.object({
    projects: z.number().int().nonnegative(),
    credits: z.number().int().nonnegative(),
    successRate: z.number().int().min(0).max(100),
  }),
  currentProject: FounderProjectSchema.nullable(),
  previousProjects: z.array(FounderProjectSchema),
});
export type FounderProfile = z.infer<typeof FounderProfileSchema>;
export const FounderParamsSchema = z.object({ id: z.uuid().toLowerCase() });

export const InvestorSummarySchema = z.object({ shortlisted: z.number().int().nonnegative(), reviewed: z.number().int().nonnegative() });

/** Whole hours since a moment, as the cards' "N h ago" shows. */
export function hoursAgo(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 3600_000));
}

/**
 * The feed's search (title, description or author, any case) and tag filter, applied together
 * (docs/product.md#investor-feed).
 */
export function filterFeed(items: readonly FeedItem[], search: string, tag: string | null): FeedItem[] {
  const query = search.trim().toLowerCase();
  return items.filter((item) => {
    const matchesSearch =
      !query ||
      item.title.toLowerCase().includes(query) ||
      item.description.toLowerCase().includes(query) ||
      item.user.name.toLowerCase().includes(query);
    return matchesSearch && (!tag || item.tags.includes(tag));
  });
}
