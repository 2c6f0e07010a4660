import { z } from 'zod';
import { IDEA_TAGS_MAX, IdeaSchema, normalizeTags, TagSchema } from './ideas';

/** How long after a pass the deck offers "Undo" and the server still takes it back (docs/decisions/0021). */
export const UNDO_PASS_MS = 5000;

/** POST /ideas/swipe/undo: the pass to take back, which must be the caller's latest swipe. */
export const UndoPassBodySchema = z.strictObject({ ideaId: z.uuid().toLowerCase() });
/** The idea whose pass was undone, to put back on top of the deck. */
export const UndoPassResultSchema = z.object({ idea: IdeaSchema });

export const UNDO_ERRORS = {
  notLast: 'Only your last pass can be undone.',
  like: "A like can't be undone.",
  tooLate: 'Too late to undo this pass.',
} as const;

/**
 * Which ideas the deck serves: every one, those sharing a tag with the user's skills and interests, or
 * those with one of the chosen tags (matched case-insensitively).
 */
export const DeckFilterSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('all') }),
  z.strictObject({ mode: z.literal('interests') }),
  z.strictObject({
    mode: z.literal('tags'),
    tags: z
      .array(TagSchema)
      .overwrite(normalizeTags)
      .min(1, 'Choose at least one tag')
      .max(IDEA_TAGS_MAX, `Use at most ${IDEA_TAGS_MAX} tags`),
  }),
]);
export type DeckFilter = z.infer<typeof DeckFilterSchema>;

export const ALL_IDEAS: DeckFilter = { mode: 'all' };

/** A stored filter, or every idea when it is missing or no longer valid. */
export function readDeckFilter(value: unknown): DeckFilter {
  const parsed = DeckFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : ALL_IDEAS;
}
