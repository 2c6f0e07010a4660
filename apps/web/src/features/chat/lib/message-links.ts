export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts at http:// or https:// (not inside a word) and runs to whitespace, a quote or an angle bracket.
// The character before it is matched rather than looked behind at: Safari before 16.4 cannot parse a lookbehind.
const CANDIDATE = /(^|[^\p{L}\p{N}_])(https?:\/\/[^\s<>"]+)/giu;
const TRAILING_MARKS = '.,;:!?';

const count = (value: string, char: string) => value.split(char).length - 1;

// A sentence's full stop, or the parenthesis around an address, belongs to the sentence, not the address.
function trimEnd(candidate: string): string {
  let end = candidate;
  for (;;) {
    const last = end.at(-1) ?? '';
    if (TRAILING_MARKS.includes(last)) end = end.slice(0, -1);
    else if (last === ')' && count(end, ')') > count(end, '(')) end = end.slice(0, -1);
    else return end;
  }
}

function isWebAddress(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Splits a message's text into plain pieces and http(s) links, each link's text exactly as written. */
export function splitLinks(content: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let textStart = 0;
  for (const match of content.matchAll(CANDIDATE)) {
    const address = trimEnd(match[2]!);
    if (!isWebAddress(address)) continue;
    const start = match.index + match[1]!.length;
    if (start > textStart) pieces.push({ kind: 'text', text: content.slice(textStart, start) });
    pieces.push({ kind: 'link', text: address, href: address });
    textStart = start + address.length;
  }
  if (textStart < content.length || pieces.length === 0) pieces.push({ kind: 'text', text: content.slice(textStart) });
  return pieces;
}
