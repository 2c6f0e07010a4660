/**
 * A conversation opened with words ready in its message box, for the person to edit and send themselves (an
 * investor's intro): the router state a navigation to /app/chat carries.
 */
export type ChatDraftState = { draft: string };

export const chatDraftState = (draft: string): ChatDraftState => ({ draft });

/** The draft a navigation to the chat carried, or '' (any other state, or none). */
export function draftOf(state: unknown): string {
  const draft = typeof state === 'object' && state !== null ? (state as { draft?: unknown }).draft : undefined;
  return typeof draft === 'string' ? draft : '';
}
