import { z } from 'zod';
import { DateTimeSchema } from './date-time';

export const MatchListItemSchema = z.object({
  id: z.string(),
  /** A match, or a direct conversation (an investor's intro) listed among Connections. */
  kind: z.enum(['match', 'direct']),
  ideaTitle: z.string(),
  createdAt: DateTimeSchema,
  partnerId: z.string(),
  partnerName: z.string(),
  partnerEmail: z.string(),
  chatRoom: z.object({ id: z.string() }),
});
export type MatchListItem = z.infer<typeof MatchListItemSchema>;
export const MatchListSchema = z.array(MatchListItemSchema);

/** The `match:new` socket event: the other person's side of a new match. */
export const MatchEventSchema = z.object({
  id: z.string(),
  matchedUserName: z.string(),
  ideaTitle: z.string(),
  chatRoomId: z.string(),
});
export type MatchEvent = z.infer<typeof MatchEventSchema>;

/** Told to the swiper's own sockets (their other tabs and devices): a match they made, to show in their lists. */
export type MatchMadeEvent = Pick<MatchEvent, 'id' | 'chatRoomId'>;

/** GET /matches/{id}/partner: the other person of a match or connection, as their profile shows them. */
export const PartnerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['FOUNDER', 'INVESTOR']),
  title: z.string(),
  location: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  lookingFor: z.array(z.string()),
  ideas: z.array(z.object({ id: z.string(), title: z.string(), pitch: z.string(), tags: z.array(z.string()) })),
});
export type PartnerProfile = z.infer<typeof PartnerProfileSchema>;
