import { z } from 'zod';
import { DateTimeSchema } from './date-time';
import { IdeaFormSchema, IdeaSchema, DirectionSchema } from './ideas';

/** The 409 of a founder's second idea with a title they already use (trimmed, any case). */
export const DUPLICATE_IDEA_TITLE = 'You already have an idea with this title';

export const IdeaParamsSchema = z.object({ id: z.uuid().toLowerCase() });
export const LikerParamsSchema = z.object({ userId: z.uuid().toLowerCase() });

/** PUT /ideas/:id: the same fields and rules as a submission. */
export const UpdateIdeaBodySchema = IdeaFormSchema;
export const UpdateIdeaResultSchema = z.object({ message: z.string(), idea: IdeaSchema });

export const MyIdeaListSchema = z.array(IdeaSchema);

export const LikedIdeaSchema = z.object({ id: z.string(), title: z.string() });

export const LikerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  skills: z.array(z.string()),
});

/** One person in "Likes you": who, which of my ideas they liked (newest like first), and when they last did. */
export const LikerSchema = z.object({
  user: LikerSummarySchema,
  likedIdeas: z.array(LikedIdeaSchema),
  likedAt: DateTimeSchema,
});
export type Liker = z.infer<typeof LikerSchema>;
export const LikerListSchema = z.array(LikerSchema);

/** One of the liker's ideas, with what I did with it so far (null: not swiped yet). */
export const LikerIdeaSchema = IdeaSchema.extend({ mySwipe: DirectionSchema.nullable() });
export type LikerIdea = z.infer<typeof LikerIdeaSchema>;

/** GET /ideas/likes-you/:userId: the liker's profile and ideas, to like one back. */
export const LikerProfileSchema = z.object({
  user: LikerSummarySchema.extend({
    bio: z.string(),
    location: z.string(),
    interests: z.array(z.string()),
    lookingFor: z.array(z.string()),
  }),
  likedIdeas: z.array(LikedIdeaSchema),
  ideas: z.array(LikerIdeaSchema),
});
export type LikerProfile = z.infer<typeof LikerProfileSchema>;
