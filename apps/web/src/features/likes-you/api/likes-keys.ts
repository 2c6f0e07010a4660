/** Query keys of "Likes you", and the other cached data a like back touches. */
export const likersKey = ['likes-you'] as const;
export const likerKey = (userId: string) => ['likes-you', userId] as const;
export const matchesKey = ['matches'] as const;
export const userStatsKey = ['user-stats'] as const;
