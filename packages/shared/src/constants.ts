/** Business numbers shared by client and server (product-spec §9). */
export const BELL_BADGE_CAP = 9;
export const BOTTOM_NAV_TABS = 5;
export const DAILY_SWIPE_GOAL = 10;
export const SESSION_TTL_DAYS = 30;
export const MIN_USER_AGE = 18;
export const PRIVACY_RESPONSE_DAYS = 30;
