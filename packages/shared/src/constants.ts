/** Business numbers shared by client and server (docs/product.md). */
export const BELL_BADGE_CAP = 9;
export const DAILY_SWIPE_GOAL = 10;
export const SESSION_TTL_DAYS = 30;
/** A session unused this long ends before its lifetime is up (docs/decisions/0017). */
export const SESSION_IDLE_DAYS = 14;
export const MIN_USER_AGE = 18;
export const PRIVACY_RESPONSE_DAYS = 30;

/** Requests a minute per user (per address before sign-in) on the endpoints people could abuse. */
export const RATE_LIMITS = { signIn: 20, ideaSubmit: 10, swipe: 120, message: 60, general: 600 } as const;

/**
 * The realtime connection's limits (docs/decisions/0017): sockets per user on one instance (the newest
 * beyond it is refused), and each socket's events as a token bucket (a steady rate and a burst; events
 * beyond it are refused through the ack; a socket refused `floodEvents` more than it regains is dropped); and the
 * handshakes (docs/decisions/0068): one at a time and `handshakesPerConnection` in all on one connection,
 * `handshakeLookups` session look-ups at once on one instance (the rest wait their turn).
 */
export const SOCKET_LIMITS = {
  connectionsPerUser: 10,
  eventsPerSecond: 5,
  eventBurst: 10,
  floodEvents: 50,
  handshakesPerConnection: 5,
  handshakeLookups: 16,
} as const;

/** Cards the deck asks for at a time (docs/product.md#deck); in this zod-free module for the main script. */
export const DECK_BATCH_SIZE = 5;

/** New direct chats (intros) one person may start in 24 hours, so an investor can't write to every founder. */
export const DIRECT_CHATS_PER_DAY = 20;
/** The refusal past it (429), final for the day, unlike the per-minute rate limit's. */
export const DIRECT_CHAT_LIMIT_MESSAGE = `You can start ${DIRECT_CHATS_PER_DAY} new chats a day. Please try again tomorrow.`;
