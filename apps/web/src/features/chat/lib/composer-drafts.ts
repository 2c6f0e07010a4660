import { z } from 'zod';
import { getChatDrafts, setChatDrafts } from '../../../lib/storage';

const DraftsSchema = z.record(z.string(), z.string());

function load(): Record<string, string> {
  try {
    return DraftsSchema.safeParse(JSON.parse(getChatDrafts() ?? '{}')).data ?? {};
  } catch {
    return {};
  }
}

/** The words left unsent in a conversation's message box (its room id, or the person's id before a room exists). */
export const readDraft = (conversation: string): string => load()[conversation] ?? '';

/**
 * Keeps them on the device until they are sent or cleared, so leaving the conversation, a reload into a new
 * version or a tab the phone discarded does not lose them; sign-out removes them all.
 */
export function saveDraft(conversation: string, text: string): void {
  const { [conversation]: _previous, ...others } = load();
  const next = text.trim() ? { ...others, [conversation]: text } : others;
  setChatDrafts(Object.keys(next).length ? JSON.stringify(next) : null);
}
