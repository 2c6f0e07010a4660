import { describe, expect, it } from 'vitest';
import { IdeaFormSchema } from './ideas';

const valid = { title: 'Compost tracker', pitch: 'Track compost from kitchen to garden.', tags: ['Climate'] };
const firstError = (form: object) => {
  const result = IdeaFormSchema.safeParse({ ...valid, ...form });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the idea form counts only what shows', () => {
  it('refuses a title or pitch of zero-width characters and spaces as empty, and one too short once they are left out', () => {
    expect(firstError({ title: '\u200B\u200B\u200B\u200B' })).toBe('Idea title is required');
    expect(firstError({ title: '\u200Bab\u200B\u00A0\u2060' })).toBe('Title must be at least 3 characters');
    expect(firstError({ pitch: '\u200B'.repeat(12) })).toBe('Pitch is required');
    expect(firstError({ pitch: 'Short\u200B\u200B\u200B\u200B\u200B\u200B' })).toBe('Pitch must be at least 10 characters');
  });

  it('counts tags once empty ones and duplicates are dropped', () => {
    const tags = ['\u3164', ...Array.from({ length: 10 }, (_, i) => `Tag ${i}`), 'tag 0'];
    expect(IdeaFormSchema.parse({ ...valid, tags }).tags).toHaveLength(10);
    expect(firstError({ tags: [...tags, 'Tag 10'] })).toBe('Use at most 10 tags');
  });

  it('drops control codes from what is stored, keeping line breaks in a pitch and emoji joined by zero-width joiners', () => {
    const parsed = IdeaFormSchema.parse({
      title: 'Bell\u0007\u001b[31m red',
      pitch: 'Line one\nline two 👩\u200D💻',
      tags: ['\u200B', ' AI\u0000 ', 'ai'],
    });
    expect(parsed).toEqual({ title: 'Bell[31m red', pitch: 'Line one\nline two 👩\u200D💻', tags: ['AI'] });
  });
});
