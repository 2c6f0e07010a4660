// Text a person typed may carry characters no one sees: control codes (a bell, terminal colours) and
// format characters (zero-width spaces). Control codes are dropped from what is stored; a rule about how
// long a text must be counts only what shows.

// C0 and C1 control codes, but tab and line feed, which a pitch may use.
const CONTROL = /(?![\t\n])\p{Cc}/gu;
// What never shows on its own: controls, format characters (zero-width space and joiners, bidi marks) and spaces.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/gu;

/** The text without control codes (tab and line feed kept). */
export function withoutControls(text: string): string {
  return text.replace(CONTROL, '');
}

/** How many characters of the text show: code points, leaving out controls, format characters and spaces. */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '')].length;
}
