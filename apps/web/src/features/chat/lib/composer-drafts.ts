import { z } from 'zod';
import { keepDraft, readDraft as readKeptDraft } from '../../../lib/kept-draft';

const nameOf = (conversation: string) => `chat:${conversation}`;

/** The words left unsent in a conversation's message box (its room id, or the person's id before a room exists). */
export const readDraft = (conversation: string): string => readKeptDraft(nameOf(conversation), z.string()) ?? '';

/** Keeps them until they are sent or cleared, so leaving the conversation or a reload does not lose them. */
export const saveDraft = (conversation: string, text: string): void => keepDraft(nameOf(conversation), text.trim() ? text : null);
