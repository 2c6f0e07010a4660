import { describe, expect, it } from 'vitest';
import {
  challengeStatus,
  CHOOSE_IDEA_MESSAGE,
  computeCredits,
  GITHUB_URL_MESSAGE,
  LIVE_URL_MESSAGE,
  MVP_README_MAX,
  README_TOO_LONG_MESSAGE,
  SubmitMvpBodySchema,
} from './challenge';

const ideaId = '00000000-0000-4000-8000-000000000001';

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

  it('counts README text as a README, once', () => {
    expect(computeCredits({ hasReadme: false, readme: '# Seed', liveUrl: '' }, start, hours(30))).toBe(75);
    expect(computeCredits({ hasReadme: true, readme: '# Seed', liveUrl: '' }, start, hours(30))).toBe(75);
    expect(computeCredits({ hasReadme: false, readme: '', liveUrl: '' }, start, hours(30))).toBe(50);
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
    const empty = SubmitMvpBodySchema.safeParse({ ideaId, githubUrl: '  ' });
    expect(empty.success ? '' : empty.error.issues[0]!.message).toBe('GitHub URL is required');
    expect(SubmitMvpBodySchema.safeParse({ ideaId, githubUrl: 'https://gitlab.com/a/b' }).success).toBe(false);
    expect(SubmitMvpBodySchema.safeParse({ ideaId, githubUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(SubmitMvpBodySchema.parse({ ideaId, githubUrl: 'https://github.com/ada/seed' })).toEqual({
      ideaId,
      githubUrl: 'https://github.com/ada/seed',
      description: '',
      techStack: '',
      liveUrl: '',
      hasReadme: false,
      readme: '',
    });
  });
});

describe('README text', () => {
  const repo = { ideaId, githubUrl: 'https://github.com/ada/seed' };
  const errorOf = (readme: unknown) => {
    const result = SubmitMvpBodySchema.safeParse({ ...repo, readme });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('keeps lines, tabs and Markdown as typed, trimmed, and drops control codes', () => {
    const typed = '  # Seed\n\n\tnpm install\n<b>bold</b> \u0007\u202e\n';
    expect(SubmitMvpBodySchema.parse({ ...repo, readme: typed }).readme).toBe('# Seed\n\n\tnpm install\n<b>bold</b>');
    expect(SubmitMvpBodySchema.parse({ ...repo, readme: '\u200b \n\u3164' }).readme).toBe('');
  });

  it(`takes up to ${MVP_README_MAX} characters, and says so past that`, () => {
    expect(SubmitMvpBodySchema.parse({ ...repo, readme: 'a'.repeat(MVP_README_MAX) }).readme).toHaveLength(MVP_README_MAX);
    expect(errorOf('a'.repeat(MVP_README_MAX + 1))).toBe(README_TOO_LONG_MESSAGE);
    expect(README_TOO_LONG_MESSAGE).toBe('README must be at most 10,000 characters');
  });

  it('is text only', () => {
    expect(errorOf(42)).not.toBeNull();
    expect(errorOf({ text: '# Seed' })).not.toBeNull();
  });
});

describe('the idea an MVP ships', () => {
  it('is required, as an idea id', () => {
    for (const body of [{ githubUrl: 'https://github.com/ada/seed' }, { ideaId: 'my idea', githubUrl: 'https://github.com/ada/seed' }]) {
      const result = SubmitMvpBodySchema.safeParse(body);
      expect(result.success ? '' : result.error.issues[0]!.message).toBe(CHOOSE_IDEA_MESSAGE);
    }
  });
});

describe('MVP links', () => {
  const errorOf = (body: Record<string, unknown>) => {
    const result = SubmitMvpBodySchema.safeParse(body);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('accepts only a plain GitHub repository address, stored without a trailing slash or .git', () => {
    for (const [given, stored] of [
      ['https://github.com/ada/seed', 'https://github.com/ada/seed'],
      [' https://github.com/ada-l/seed.bank_2/ ', 'https://github.com/ada-l/seed.bank_2'],
      ['https://github.com/Ada/seed.git', 'https://github.com/Ada/seed'],
      // A scheme and a host read alike in any case; the owner and the repository keep theirs.
      ['HTTPS://GitHub.COM/Ada/Seed', 'https://github.com/Ada/Seed'],
      [`https://github.com/${'a'.repeat(39)}/r`, `https://github.com/${'a'.repeat(39)}/r`],
    ]) {
      expect(SubmitMvpBodySchema.parse({ ideaId, githubUrl: given }).githubUrl).toBe(stored);
    }
  });

  it('refuses anything else with one message the form and the API share', () => {
    for (const hostile of [
      'https://github.com/a/b;rm${IFS}-rf${IFS}~',
      'https://github.com/a/b$(id)',
      'https://github.com/a/b c',
      'https://github.com/a/b?x=1',
      'https://github.com/a/b#readme',
      'https://github.com/a/b/tree/main',
      'https://github.com/a',
      'https://github.com/-a/b',
      'https://github.com/a--b/c',
      `https://github.com/${'a'.repeat(40)}/r`,
      'https://github.com/a/..',
      'http://github.com/a/b',
      'https://github.com.evil.dev/a/b',
      'https://user@github.com/a/b',
      'https://github.com/a/b\n--upload-pack=x',
      'git@github.com:a/b.git',
    ]) {
      expect(errorOf({ ideaId, githubUrl: hostile }), hostile).toBe(GITHUB_URL_MESSAGE);
    }
  });

  it('takes an https live URL only', () => {
    const repo = { ideaId, githubUrl: 'https://github.com/ada/seed' };
    expect(SubmitMvpBodySchema.parse({ ...repo, liveUrl: 'https://seed.dev/app' }).liveUrl).toBe('https://seed.dev/app');
    expect(SubmitMvpBodySchema.parse({ ...repo, liveUrl: '' }).liveUrl).toBe('');
    for (const hostile of ['http://seed.dev', 'javascript:alert(1)', 'ftp://seed.dev', 'https://', 'seed.dev']) {
      expect(errorOf({ ...repo, liveUrl: hostile }), hostile).toBe(LIVE_URL_MESSAGE);
    }
  });
});
