import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentChallengeKey } from '../api/challenge-keys';
import type { LiveChallenge } from '../api/get-current-challenge';
import { challengeClock } from './challenge-clock';

/** The browser's time, refreshed every `intervalMs` so countdowns re-render. */
function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The challenge's live clock on the server's time; asks the server again when the status moves on. */
export function useChallengeClock({ challenge, clockOffsetMs }: LiveChallenge) {
  const now = useNow();
  const clock = challengeClock(challenge, now + clockOffsetMs);
  const queryClient = useQueryClient();
  const serverStatus = challenge.status;
  useEffect(() => {
    if (clock.status !== serverStatus) void queryClient.invalidateQueries({ queryKey: currentChallengeKey });
  }, [clock.status, serverStatus, queryClient]);
  return clock;
}
