import { describe, expect, it } from 'vitest';
import { levelFor } from '@seedmatch/shared/referrals';
import { levelProgress } from './level-progress';

const at = (totalPoints: number) => levelProgress({ totalPoints, ...levelFor(totalPoints) });

describe('levelProgress', () => {
  it('runs from the level start to the next level start', () => {
    expect(at(0)).toEqual({ level: 'Seed Planter', nextLevel: 'Seed Spreader', percent: 0 });
    expect(at(50)).toEqual({ level: 'Seed Planter', nextLevel: 'Seed Spreader', percent: 50 });
    expect(at(300)).toEqual({ level: 'Seed Spreader', nextLevel: 'Growth Hacker', percent: 50 });
    expect(at(1999).nextLevel).toBe('Ecosystem Builder');
  });

  it('is full at the top level', () => {
    expect(at(2500)).toEqual({ level: 'Ecosystem Builder', nextLevel: null, percent: 100 });
  });

  it('falls back to the points when the level name is unknown', () => {
    expect(levelProgress({ totalPoints: 150, level: 'Mystery', nextLevelPoints: 500 })).toMatchObject({
      nextLevel: 'Growth Hacker',
      percent: 13,
    });
  });
});
