import { describe, expect, it } from 'vitest';
import { challengeStatus, computeCredits, SubmitMvpBodySchema } from './challenge';

const start = new Date('2026-12-01T00:00:00Z');
const hours = (h: number) => new Date(start.getTime() + h * 3600_000);

describe('computeCredits', () => {
  it('gives 50, +25 with a README, +25 with a live URL, +10 within the first 24 hours', () => {
    expect(computeCredits({ hasReadme: false, liveUrl: '' }, start, hours(30))).toBe(50);
    expect(computeCredits({ hasReadme: true, liveUrl: '' }, start, hours(30))).toBe(75);
    expect(computeCredits({ hasReadme: false, liveUrl: 'https://x.dev' }, start, hours(30))).toBe(75);
    expect(computeCredits({ hasReadme: true, liveUrl: 'https://x.dev' }, start, hours(23.9))).toBe(110);
    expect(computeCredits({ hasReadme: false, liveUrl: null }, start, hours(24))).toBe(50);
  });
});

describe('challengeStatus', () => {
  it('is waiting before the start, active for 48 hours, then ended', () => {
    expect(challengeStatus(start, hours(48), hours(-1))).toBe('waiting');
    expect(challengeStatus(start, hours(48), start)).toBe('active');
    expect(challengeStatus(start, hours(48), hours(47.99))).toBe('active');
    expect(challengeStatus(start, hours(48), hours(48))).toBe('ended');
  });
});

describe('SubmitMvpBodySchema', () => {
  it('requires a GitHub repository URL with the spec message', () => {
    const empty = SubmitMvpBodySchema.safeParse({ githubUrl: '  ' });
    expect(empty.success ? '' : empty.error.issues[0]!.message).toBe('GitHub URL is required');
    expect(SubmitMvpBodySchema.safeParse({ githubUrl: 'https://gitlab.com/a/b' }).success).toBe(false);
    expect(SubmitMvpBodySchema.safeParse({ githubUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(SubmitMvpBodySchema.parse({ githubUrl: 'https://github.com/ada/seed' })).toEqual({
      githubUrl: 'https://github.com/ada/seed',
      description: '',
      techStack: '',
      liveUrl: '',
      hasReadme: false,
    });
  });
});
