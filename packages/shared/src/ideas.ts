import { z } from 'zod';
import { DateTimeSchema } from './date-time';
import { DECK_BATCH_SIZE } from './constants';
import { cleanText, typedText } from './visible-text';
import { queryInt } from './query';

/** Idea limits (docs/product.md#ideas). */
export const IDEA_TITLE_MIN = 3;
export const IDEA_TITLE_MAX = 120;
export const IDEA_PITCH_MIN = 10;
export const IDEA_PITCH_MAX = 280;
export const IDEA_TAGS_MAX = 10;
export const IDEA_TAG_MAX = 30;

/** Deck timings and sizes (docs/product.md#deck, #matching). */
export const SWIPE_DRAG_THRESHOLD_PX = 100;
export const DECK_ADVANCE_MS = 300;
export const MATCH_BANNER_MS = 5000;
export const MATCH_MODAL_DELAY_MS = 500;
export const DECK_REFILL_THRESHOLD = 2;
export const MATCH_TOAST_MS = 6000;

/** Tags as `cleanText` stores them, those that show nothing dropped, duplicates removed case-insensitively (first spelling kept). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = cleanText(raw);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** One tag as typed; an empty one is dropped by `normalizeTags`, not refused. */
export const TagSchema = typedText({ max: IDEA_TAG_MAX, tooLong: `Tags must be at most ${IDEA_TAG_MAX} characters` });

/** The idea form's rules, with its messages (docs/product.md#idea-form). */
export const IdeaFormSchema = z.strictObject({
  title: typedText({
    min: IDEA_TITLE_MIN,
    max: IDEA_TITLE_MAX,
    required: 'Idea title is required',
    tooShort: `Title must be at least ${IDEA_TITLE_MIN} characters`,
    tooLong: `Title must be at most ${IDEA_TITLE_MAX} characters`,
  }),
  pitch: typedText({
    min: IDEA_PITCH_MIN,
    max: IDEA_PITCH_MAX,
    multiline: true,
    required: 'Pitch is required',
    tooShort: `Pitch must be at least ${IDEA_PITCH_MIN} characters`,
    tooLong: `Pitch must be at most ${IDEA_PITCH_MAX} characters`,
  }),
  tags: z.array(TagSchema).overwrite(normalizeTags).max(IDEA_TAGS_MAX, `Use at most ${IDEA_TAGS_MAX} tags`),
});
export type IdeaForm = z.infer<typeof IdeaFormSchema>;

/** POST /ideas/submit: the form plus the original API's extra fields, never trusted (docs/product.md#ideas). */
export const SubmitIdeaBodySchema = IdeaFormSchema.extend({
  userId: z.string().optional(),
  referralCode: z.string().max(60).optional(),
  createdAt: z.string().max(40).optional(),
});

export const IdeaAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  /** What the deck card and its profile sheet show of the person behind an idea (added to the original four). */
  avatarUrl: z.string().nullable().default(null),
  title: z.string().default(''),
  location: z.string().default(''),
  interests: z.array(z.string()).default([]),
  lookingFor: z.array(z.string()).default([]),
});
export type IdeaAuthor = z.infer<typeof IdeaAuthorSchema>;

export const IdeaSchema = z.object({
  id: z.string(),
  title: z.string(),
  pitch: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  swipeRights: z.number().int().nonnegative(),
  createdAt: DateTimeSchema,
  userId: z.string(),
  user: IdeaAuthorSchema,
});
export type Idea = z.infer<typeof IdeaSchema>;

export const SubmitIdeaResultSchema = z.object({ message: z.string(), idea: IdeaSchema });
export const IdeaListSchema = z.array(IdeaSchema);

export const DeckQuerySchema = z.strictObject({
  limit: queryInt().pipe(z.number().int().min(1).max(20)).default(DECK_BATCH_SIZE),
  exclude: z
    .string()
    .max(20 * 37)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(z.uuid().toLowerCase()).max(20)),
});

export const DirectionSchema = z.enum(['RIGHT', 'LEFT']);
export type Direction = z.infer<typeof DirectionSchema>;

export const SwipeBodySchema = z.strictObject({ ideaId: z.uuid().toLowerCase(), direction: DirectionSchema });

export const MatchDataSchema = z.object({
  id: z.string(),
  matchedUserName: z.string(),
  ideaTitle: z.string(),
  /** The other person's photo, for the match modal to show both people (added to the original three). */
  matchedUserAvatarUrl: z.string().nullable().default(null),
});
export type MatchData = z.infer<typeof MatchDataSchema>;

export const SwipeResultSchema = z.object({
  message: z.string(),
  isMatch: z.boolean(),
  matchData: MatchDataSchema.nullable(),
});
export type SwipeResult = z.infer<typeof SwipeResultSchema>;
