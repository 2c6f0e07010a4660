import { Medal } from 'lucide-react';
import type { LeaderboardEntry } from '@seedmatch/shared/challenge-leaderboard';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { PRIZE_PLACES } from './prize-places';

/** 1st, 2nd and 3rd in the prizes' own metals; lower places by number. */
function RankBadge({ rank }: { rank: number }) {
  const place = PRIZE_PLACES[rank - 1];
  if (!place) return <span className="w-12 shrink-0 text-center text-sm font-bold text-zinc-700">#{rank}</span>;
  return (
    <span className={`flex w-12 shrink-0 items-center justify-center gap-0.5 rounded-full py-0.5 text-xs font-bold ${place.tone}`}>
      <Icon icon={Medal} size={12} />
      {place.rank}
    </span>
  );
}

/** One ranked MVP: place, founder, the idea it ships and its credits; mine is marked "You". */
export function LeaderboardRow({ entry }: { entry: LeaderboardEntry }) {
  return (
    <li
      aria-current={entry.isMe ? 'true' : undefined}
      className={`flex items-center gap-2 px-2 py-2 ${entry.isMe ? 'rounded-xl bg-brand-50' : ''}`}
    >
      <RankBadge rank={entry.rank} />
      <Avatar name={entry.name} photoUrl={entry.avatarUrl} />
      {/* Names and titles wrap anywhere, two lines at most: at 320 px a name has about ten characters a line. */}
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <p className="line-clamp-2 font-semibold text-zinc-900">{entry.name}</p>
        <p className="line-clamp-2 text-sm text-zinc-600">
          {entry.isMe ? <span className="mr-1.5 rounded-full bg-brand-700 px-2 text-xs font-bold text-white">You</span> : null}
          {entry.ideaTitle ?? 'A deleted idea'}
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span className="block font-bold text-brand-700">{entry.credits}</span>
        <span className="block text-xs text-zinc-600">credits</span>
      </p>
    </li>
  );
}
