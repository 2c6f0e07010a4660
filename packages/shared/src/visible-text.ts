import { z } from 'zod';

// Text a person typed may carry characters no one sees (docs/product.md#text-people-type): control codes
// (a bell, terminal colours), bidi controls that turn the text around them backwards ("\u202eBen" shows as
// "neB"), and characters that take space but show nothing (zero-width spaces, Hangul fillers, the braille
// blank). The first two are dropped from what is stored; a rule about how long a text must be counts only
// what shows, so a text of nothing visible is an empty one.

// C0 and C1 control codes and the bidi embedding, override and isolate characters (U+202A-U+202E, U+2066-U+2069).
const HIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
// The same, but tab and line feed, which a multi-line text (a pitch, a bio, a message) keeps.
const HIDDEN_BUT_LINES = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
// What never shows on its own: controls, format characters (zero-width space and joiners, bidi marks), spaces,
// the code points a renderer ignores (Hangul fillers, variation selectors) and the blank braille pattern.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** How many characters of the text show: code points, leaving out every invisible one. */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '')].length;
}

/**
 * The text as it is stored: control codes and bidi controls dropped (tab and line feed kept when `multiline`),
 * trimmed, and empty when nothing in it shows.
 */
export function cleanText(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const kept = text.replace(multiline ? HIDDEN_BUT_LINES : HIDDEN, '').trim();
  return visibleLength(kept) === 0 ? '' : kept;
}

type TextRules = {
  /** Most characters stored, counted as zod counts them: code points (a form's maxLength counts UTF-16 units, one more per emoji). */
  max: number;
  /** Fewest characters that must show; 1 or more makes the field required. */
  min?: number;
  /** Keeps tab and line feed. */
  multiline?: boolean;
  /** The field's own messages: nothing shows, fewer than `min` show, longer than `max`. */
  required?: string;
  tooShort?: string;
  tooLong?: string;
};

/**
 * The schema of every text field a person types: `cleanText`, then the field's limits and messages. The
 * limits are length checks, so the API document shows them as minLength and maxLength.
 */
export function typedText({ max, min = 0, multiline = false, required, tooShort, tooLong }: TextRules) {
  let text = z.string().overwrite((value) => cleanText(value, { multiline }));
  if (min >= 1) text = text.min(1, required);
  // The length check documents the minimum; characters that show are what it means.
  if (min > 1) text = text.min(min, tooShort).refine((value) => visibleLength(value) >= min, tooShort);
  return text.max(max, tooLong);
}
