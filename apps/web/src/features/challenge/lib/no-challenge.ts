/** What to do when no challenge is on: the challenge screen and the home card say it alike. */
export const NO_CHALLENGE_HINT = 'There is no challenge to show right now. Check back soon for the next 48-hour launch.';
