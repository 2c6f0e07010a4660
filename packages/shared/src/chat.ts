import { z } from 'zod';
import { DateTimeSchema, EXAMPLE_DATE_TIME } from './date-time';
import { typedText } from './visible-text';
import { queryInt } from './query';

/** Chat limits and timings (docs/product.md#chat). */
export const MESSAGE_MAX = 4000;
export const MESSAGES_PAGE = 50;
export const TYPING_STOP_MS = 1000;
export const MARK_READ_DELAY_MS = 500;
export const SENDING_CLEAR_MS = 3000;
export const CHAT_TOAST_MS = 6000;
export const MEETING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
export const MEETING_DEFAULT_DURATION = 30;
export const GOOGLE_CALENDAR_TEMPLATE = 'https://calendar.google.com/calendar/render';
/** The browser-wide event each incoming message raises (docs/product.md#unread-count). */
export const NEW_MESSAGE_EVENT = 'seedmatch:new-message';
/** The server's refusal of a message to a room whose other person deleted their account. */
export const PARTNER_LEFT_MESSAGE = 'This person has left SeedMatch.';

export const MessageTypeSchema = z.enum(['text', 'meeting_invite']);

/** The meeting a `meeting_invite` carries when it is sent, with its rules (docs/product.md#meeting-invites). */
export const MeetingSchema = z.strictObject({
  title: typedText({ min: 1, max: 200, required: 'Meeting title is required' }),
  description: typedText({ max: 2000, multiline: true }).default(''),
  start: z.iso.datetime({ offset: true }).meta({ examples: [EXAMPLE_DATE_TIME] }),
  durationMinutes: z.union(MEETING_DURATIONS.map((d) => z.literal(d)) as [z.ZodLiteral<15>, ...z.ZodLiteral<number>[]]),
  calendarUrl: z
    .url({ protocol: /^https$/ })
    .max(4000)
    .refine((url) => url.startsWith(`${GOOGLE_CALENDAR_TEMPLATE}?`), 'calendarUrl must be a Google Calendar template link'),
});
export type Meeting = z.infer<typeof MeetingSchema>;

export const MEETING_START_MESSAGE = 'A meeting must start between now and two years from now';
/** How late a start may arrive: the sender's clock may run behind, and an invite may wait offline a while. */
const MEETING_LATE_MS = 3600_000;
const MEETING_AHEAD_MS = 2 * 365 * 24 * 3600_000;
const UTC_OFFSET = /[+-](\d{2}):?(\d{2})$/;

/** A start a meeting can have: not passed (an hour's grace), within two years, at a UTC offset that exists (±14:00). */
export function isMeetingStartAllowed(start: string, now = Date.now()): boolean {
  const offset = UTC_OFFSET.exec(start);
  if (offset && Number(offset[1]) * 60 + Number(offset[2]) > 14 * 60) return false;
  const at = Date.parse(start);
  return at >= now - MEETING_LATE_MS && at <= now + MEETING_AHEAD_MS;
}

/** A meeting as a stored message holds it: checked when it was sent, read back as it is. */
export const StoredMeetingSchema = z.object({
  title: z.string(),
  description: z.string(),
  start: z.string().meta({ format: 'date-time', examples: [EXAMPLE_DATE_TIME] }),
  durationMinutes: z.number().int().min(1),
  calendarUrl: z.string().meta({ examples: [`${GOOGLE_CALENDAR_TEMPLATE}?action=TEMPLATE&text=Discuss`] }),
});

const content = typedText({
  min: 1,
  max: MESSAGE_MAX,
  multiline: true,
  required: 'A message cannot be empty',
  tooLong: `A message can be at most ${MESSAGE_MAX} characters`,
});

/**
 * The rest of the spec's message object, which its basic chat client may send whole: taken and ignored, as the
 * server decides them (docs/product.md#sending).
 */
const IgnoredMessageFields = {
  id: z.string().max(100).optional(),
  senderId: z.string().max(100).optional(),
  isRead: z.boolean().optional(),
  createdAt: z.string().max(40).optional(),
  sender: z
    .strictObject({ id: z.string().max(100), name: z.string().max(200), email: z.string().max(320) })
    .partial()
    .optional(),
};

/**
 * POST /chat/send: to a room or to a user (a direct chat), as in docs/product.md#sending. A client-made `clientId`
 * is optional: with one, a retried send returns the first message instead of storing a second.
 */
export const SendMessageBodySchema = z
  .strictObject({
    content,
    chatRoomId: z.uuid().toLowerCase().optional(),
    receiverId: z.uuid().toLowerCase().optional(),
    messageType: MessageTypeSchema.default('text'),
    clientId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[\w-]+$/, 'clientId must be letters, digits, - or _')
      .optional(),
    meeting: MeetingSchema.refine((meeting) => isMeetingStartAllowed(meeting.start), {
      message: MEETING_START_MESSAGE,
      path: ['start'],
    }).optional(),
    ...IgnoredMessageFields,
  })
  .refine((body) => Boolean(body.chatRoomId) !== Boolean(body.receiverId), {
    message: 'Give either chatRoomId or receiverId',
    path: ['chatRoomId'],
  })
  .refine((body) => (body.messageType === 'meeting_invite') === Boolean(body.meeting), {
    message: 'A meeting_invite carries a meeting, and only it does',
    path: ['meeting'],
  });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const ChatUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const ChatMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int().min(1),
  clientId: z.string().nullable(),
  content: z.string(),
  senderId: z.string().nullable(),
  chatRoomId: z.string(),
  messageType: MessageTypeSchema,
  meeting: StoredMeetingSchema.nullable(),
  isRead: z.boolean(),
  createdAt: DateTimeSchema,
  sender: ChatUserSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['match', 'direct']),
  matchId: z.string().nullable(),
  participants: z.array(ChatUserSchema),
  match: z.object({ idea: z.object({ title: z.string() }) }).nullable(),
  /** The original API's shape (docs/product.md#api): the first entry is the last message. */
  messages: z.array(ChatMessageSchema),
  unreadCount: z.number().int().nonnegative(),
  lastActivityAt: DateTimeSchema,
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;
export const ChatRoomListSchema = z.array(ChatRoomSchema);

export const MessagesQuerySchema = z.strictObject({
  before: queryInt().pipe(z.number().int().positive()).optional(),
  after: queryInt().pipe(z.number().int().nonnegative()).optional(),
  limit: queryInt().pipe(z.number().int().min(1).max(100)).default(MESSAGES_PAGE),
});
export const MessagePageSchema = z.object({ messages: z.array(ChatMessageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const RoomIdSchema = z.strictObject({ roomId: z.uuid().toLowerCase() });
/**
 * A room event's payload (join, leave, typing, mark read). A client may send the typing event's own `userId` and
 * `userName` along: taken and ignored, as the server names the sender from the session (docs/product.md#realtime-events).
 */
export const RoomEventPayloadSchema = RoomIdSchema.extend({
  userId: z.string().max(100).optional(),
  userName: z.string().max(200).optional(),
});
export const MarkReadResultSchema = z.object({ success: z.literal(true), readUpTo: z.number().int().nonnegative() });
export const SendResultSchema = z.object({ message: ChatMessageSchema });
export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export const DirectChatSchema = z.object({ room: ChatRoomSchema.nullable(), user: ChatUserSchema });

/** Socket payloads. */
export const TypingEventSchema = z.object({ roomId: z.string(), userId: z.string(), userName: z.string() });
export type TypingEvent = z.infer<typeof TypingEventSchema>;
export const MessagesReadEventSchema = z.object({ roomId: z.string(), userId: z.string(), readUpTo: z.number().int().nonnegative() });
export type MessagesReadEvent = z.infer<typeof MessagesReadEventSchema>;
export type SocketAck = { ok: true } | { ok: false; error: string };
