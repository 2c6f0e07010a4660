import type { z } from 'zod';

const KEYS_NAMED = 5;
const KEY_CHARACTERS_SHOWN = 40;

/** A key as the answer names it: quoted, and cut to its first characters (whole code points) when long. */
function quoted(key: string): string {
  const characters = Array.from(key);
  return `"${characters.length > KEY_CHARACTERS_SHOWN ? `${characters.slice(0, KEY_CHARACTERS_SHOWN).join('')}…` : key}"`;
}

/**
 * A parse problem's message as zod words it, save unknown fields: zod lists every one, whole, so a body of
 * 20,000 made-up keys (or one key of 200 KB) would come back larger than it went. The answer names the first
 * few, each cut short, and counts the rest.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const { keys } = issue;
  const more = keys.length > KEYS_NAMED ? ` and ${(keys.length - KEYS_NAMED).toLocaleString('en-US')} more` : '';
  return `Unrecognized key${keys.length > 1 ? 's' : ''}: ${keys.slice(0, KEYS_NAMED).map(quoted).join(', ')}${more}`;
}
