import { describe, expect, it } from 'vitest';
import { levelFor } from './referrals';

describe('levelFor', () => {
  it.each([
    [0, 'Seed Planter', 100],
    [99, 'Seed Planter', 100],
    [100, 'Seed Spreader', 500],
    [499, 'Seed Spreader', 500],
    [500, 'Growth Hacker', 1000],
    [999, 'Growth Hacker', 1000],
    [1000, 'Startup Legend', 2000],
    [1999, 'Startup Legend', 2000],
    [2000, 'Ecosystem Builder', 2000],
    [50_000, 'Ecosystem Builder', 2000],
  ])('%i points: %s, next level at %i', (points, level, nextLevelPoints) => {
    expect(levelFor(points)).toEqual({ level, nextLevelPoints });
  });
});
