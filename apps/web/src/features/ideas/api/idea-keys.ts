/** Query keys of the founder's own ideas, and the other cached data an idea change touches. */
export const myIdeasKey = ['ideas', 'mine'] as const;
export const userStatsKey = ['user-stats'] as const;
