/** Query keys of the challenge screen; a submitted MVP refreshes the leaderboard. */
export const currentChallengeKey = ['challenge', 'current'] as const;
export const myIdeasKey = (userId: string) => ['challenge', 'my-ideas', userId] as const;
export const leaderboardKey = (challengeId: string) => ['challenge', 'leaderboard', challengeId] as const;
