import type { z } from 'zod';
import { getDraft, setDraft } from './storage';

/**
 * The draft kept on this device under `name`, if there is one and it still reads as `schema` (an older
 * version's shape does not). Drafts outlive a reload into a new version and a tab the phone discarded;
 * sign-out removes them.
 */
export function readDraft<S extends z.ZodType>(name: string, schema: S): z.output<S> | null {
  try {
    return schema.safeParse(JSON.parse(getDraft(name) ?? 'null')).data ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` as the draft named `name`; null removes it (sent, saved, or emptied). */
export function keepDraft(name: string, value: unknown): void {
  setDraft(name, value === null ? null : JSON.stringify(value));
}
