import { LEVELS, levelFor, type ReferralStats } from '@seedmatch/shared/referrals';

export type LevelProgress = {
  level: string;
  /** The next level's name, or null at the top level. */
  nextLevel: string | null;
  /** 0–100: from the current level's start to the next level's start; full at the top level. */
  percent: number;
};

/** Where the user stands between their level and the next one. */
export function levelProgress(stats: Pick<ReferralStats, 'totalPoints' | 'level' | 'nextLevelPoints'>): LevelProgress {
  const known = LEVELS.findIndex((level) => level.name === stats.level);
  const index = known >= 0 ? known : LEVELS.findIndex((level) => level.name === levelFor(stats.totalPoints).level);
  const start = LEVELS[index]?.min ?? 0;
  const next = LEVELS[index + 1];
  if (!next) return { level: stats.level, nextLevel: null, percent: 100 };
  const span = stats.nextLevelPoints - start;
  const ratio = span > 0 ? (stats.totalPoints - start) / span : 0;
  return { level: stats.level, nextLevel: next.name, percent: Math.round(Math.min(1, Math.max(0, ratio)) * 100) };
}
