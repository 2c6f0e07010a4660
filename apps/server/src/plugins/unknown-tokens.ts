/** Token hashes remembered as live; beyond it the least recently seen is forgotten (about 3 MB). */
const MAX_KNOWN = 20_000;
/** Addresses whose misses are counted; beyond it the one counted least recently is forgotten. */
const MAX_ADDRESSES = 20_000;
const MINUTE_MS = 60_000;

/** A Map used as a bounded set of recent keys: setting a key makes it the newest, the oldest goes past `max`. */
function touch<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

/**
 * The rate limit's key is the caller, so every request with a bearer token costs a session look-up before
 * the limit is checked, the refused ones included: a flood of made-up tokens from one address queued that
 * many look-ups ahead of everyone. This gate counts, per address, the tokens that matched no session this
 * minute; past `missesPerMinute` (the per-address budget), a token it has not seen live on this instance is
 * refused without asking the database. A live token is remembered, so its owner gets through from a busy
 * address too; the route still checks the session every time.
 */
export function createUnknownTokenGate(missesPerMinute: number, now: () => number = Date.now) {
  const known = new Map<string, true>();
  const misses = new Map<string, { count: number; since: number }>();
  return {
    /** Whether a request from this address with this token may be looked up. */
    mayLookUp(address: string, tokenHash: string): boolean {
      if (known.has(tokenHash)) return true;
      const counted = misses.get(address);
      return !counted || now() - counted.since >= MINUTE_MS || counted.count < missesPerMinute;
    },
    /** What the look-up found: a live session, or none. */
    record(address: string, tokenHash: string, isLive: boolean): void {
      if (isLive) return touch(known, tokenHash, true, MAX_KNOWN);
      const counted = misses.get(address);
      if (counted && now() - counted.since < MINUTE_MS) counted.count += 1;
      else touch(misses, address, { count: 1, since: now() }, MAX_ADDRESSES);
    },
  };
}
