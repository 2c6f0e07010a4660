import { z } from 'zod';
import { DateTimeSchema } from './date-time';

/** Referral points per friend, each once (docs/product.md#referrals). */
export const REFERRAL_POINTS = { joined: 25, matched: 50, launched: 100 } as const;
export type ReferralEvent = keyof typeof REFERRAL_POINTS;

export const LEVELS = [
  { name: 'Seed Planter', min: 0 },
  { name: 'Seed Spreader', min: 100 },
  { name: 'Growth Hacker', min: 500 },
  { name: 'Startup Legend', min: 1000 },
  { name: 'Ecosystem Builder', min: 2000 },
] as const;

/** The level for a points total, and the points at which the next one starts (the top level's own start). */
export function levelFor(points: number): { level: string; nextLevelPoints: number } {
  let index = 0;
  LEVELS.forEach((level, i) => {
    if (points >= level.min) index = i;
  });
  const next = LEVELS[index + 1];
  return { level: LEVELS[index]!.name, nextLevelPoints: next ? next.min : LEVELS[index]!.min };
}

export const REWARDS = [
  { id: 'sticker-pack', name: 'Sticker pack', points: 100, description: 'A pack of SeedMatch stickers, posted to you.' },
  { id: 't-shirt', name: 'SeedMatch T-shirt', points: 250, description: 'The founders-only SeedMatch T-shirt.' },
  { id: 'priority-matching', name: 'Priority matching', points: 500, description: 'Your ideas are shown higher in other founders’ decks.' },
] as const;
export type RewardId = (typeof REWARDS)[number]['id'];
export const PRIORITY_REWARD: RewardId = 'priority-matching';

export const ReferralStatsSchema = z.object({
  totalReferrals: z.number().int().nonnegative(),
  activeReferrals: z.number().int().nonnegative(),
  totalPoints: z.number().int().nonnegative(),
  level: z.string(),
  nextLevelPoints: z.number().int().nonnegative(),
  referralCode: z.string(),
});
export type ReferralStats = z.infer<typeof ReferralStatsSchema>;

export const RewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int().min(1),
  claimed: z.boolean(),
  description: z.string(),
});
export type Reward = z.infer<typeof RewardSchema>;
export const RewardListSchema = z.array(RewardSchema);

export const ReferralHistoryItemSchema = z.object({
  name: z.string(),
  status: z.string(),
  joinDate: DateTimeSchema,
  points: z.number().int().nonnegative(),
  matched: z.boolean(),
});
export type ReferralHistoryItem = z.infer<typeof ReferralHistoryItemSchema>;
export const ReferralHistorySchema = z.array(ReferralHistoryItemSchema);

export const RewardParamsSchema = z.object({ id: z.enum(REWARDS.map((r) => r.id) as [RewardId, ...RewardId[]]) });
