import type { Leaderboard, LeaderboardEntry } from '@seedmatch/shared/challenge-leaderboard';

export const noSubmissions: Leaderboard = { entries: [], me: null };

/** The MVP ranked `rank`, of 110 credits less one a place, shipped by someone else unless told. */
export function entry(rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank,
    name: `Founder ${rank}`,
    avatarUrl: null,
    ideaTitle: `Idea ${rank}`,
    credits: 111 - rank,
    submittedAt: new Date(Date.now() - rank * 60_000).toISOString(),
    isMe: false,
    ...overrides,
  };
}
