import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanText, typedText, visibleLength } from './visible-text';

const firstError = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('cleanText', () => {
  it('drops control codes and bidi embedding, override and isolate characters, then trims', () => {
    expect(cleanText('\u202eBen')).toBe('Ben');
    expect(cleanText(' \u0001\u0007\u001b[31mred\u009b ')).toBe('[31mred');
    expect(cleanText('a\u202ab\u202bc\u202cd\u202de\u2066f\u2067g\u2068h\u2069i')).toBe('abcdefghi');
  });

  it('keeps tab and line feed only in a multi-line text, and never a carriage return', () => {
    expect(cleanText('one\ttwo\r\nthree')).toBe('onetwothree');
    expect(cleanText('one\ttwo\r\nthree', { multiline: true })).toBe('one\ttwo\nthree');
  });

  it('makes a text of only invisible characters empty', () => {
    for (const invisible of [
      '\u200b\u200b\u200b',
      '\u3164',
      '\u2800\u2800',
      '\u00ad',
      '\u202e',
      '\u115f\u1160\uffa0',
      '\ufeff\u2060 \u00a0',
    ]) {
      expect(cleanText(invisible), JSON.stringify(invisible)).toBe('');
    }
  });

  it('keeps what shows around invisible characters: emoji joined by zero-width joiners, marks of right-to-left text', () => {
    expect(cleanText('👩\u200d💻 dev')).toBe('👩\u200d💻 dev');
    expect(cleanText('\u05e9\u05dc\u05d5\u05dd\u200f!')).toBe('\u05e9\u05dc\u05d5\u05dd\u200f!');
  });
});

describe('visibleLength', () => {
  it('counts code points that show', () => {
    expect(visibleLength('ab\u200b\u3164\u2800 c')).toBe(3);
    expect(visibleLength('👩\u200d💻')).toBe(2);
  });
});

describe('typedText', () => {
  const title = typedText({ min: 3, max: 10, required: 'Title is required', tooShort: 'Too short', tooLong: 'Too long' });

  it("answers a text of nothing visible with the field's own required message", () => {
    for (const invisible of ['', '   ', '\u200b\u200b\u200b\u200b', '\u3164\u3164\u3164', '\u2800\u2800\u2800', '\u0001\u0007\u001b']) {
      expect(firstError(title, invisible), JSON.stringify(invisible)).toBe('Title is required');
    }
    expect(firstError(typedText({ min: 1, max: 5 }), '\u200b')).toBe(firstError(typedText({ min: 1, max: 5 }), ''));
  });

  it('counts an emoji as one character toward the maximum, as decisions.md counts characters', () => {
    expect(title.parse('😀'.repeat(10))).toBe('😀'.repeat(10));
    expect(firstError(title, '😀'.repeat(11))).toBe('Too long');
  });

  it('counts only what shows toward the minimum, and stores the text cleaned', () => {
    expect(firstError(title, 'ab\u200b\u200b\u200b')).toBe('Too short');
    expect(firstError(title, 'abcdefghijk')).toBe('Too long');
    expect(title.parse(' \u202eabc\u0007 ')).toBe('abc');
    expect(typedText({ max: 10 }).parse('\u2800\u200b')).toBe('');
  });

  it('puts its limits into the JSON schema the API document is made from', () => {
    expect(z.toJSONSchema(title, { io: 'input' })).toMatchObject({ type: 'string', minLength: 3, maxLength: 10 });
    expect(z.toJSONSchema(typedText({ min: 1, max: 80 }), { io: 'input' })).toMatchObject({ minLength: 1, maxLength: 80 });
  });
});
