/**
 * The three prize places, as the prizes and the leaderboard show them: gold, silver and bronze, each dark
 * text on its own light metal so the rank reads on the green header and on a card alike.
 */
export const PRIZE_PLACES = [
  { rank: '1st', tone: 'bg-amber-300 text-amber-950' },
  { rank: '2nd', tone: 'bg-zinc-200 text-zinc-800' },
  { rank: '3rd', tone: 'bg-orange-300 text-orange-950' },
] as const;
