import { getPendingSignIns, setPendingSignIns } from '../storage';

/** As long as the server keeps a sign-in attempt. */
const PENDING_MS = 10 * 60 * 1000;
/** A popup and its redirect fallback can both be under way (docs/decisions/0002). */
const MAX_PENDING = 5;

type Pending = { nonce: string; startedAt: number };

function pendingSignIns(now: number): Pending[] {
  try {
    const parsed: unknown = JSON.parse(getPendingSignIns() ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is Pending =>
        typeof entry?.nonce === 'string' && typeof entry.startedAt === 'number' && now - entry.startedAt < PENDING_MS,
    );
  } catch {
    return [];
  }
}

/**
 * A one-time secret for a sign-in this browser starts. The server hands it back with the result, and
 * the completion page accepts a token only with a nonce still pending here (decision 0016), so a link
 * carrying someone else's token cannot sign this browser in.
 */
export function startSignInNonce(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  setPendingSignIns(JSON.stringify([...pendingSignIns(now), { nonce, startedAt: now }].slice(-MAX_PENDING)));
  return nonce;
}

/** True once for a nonce this browser started within the last ten minutes; it is then used up. */
export function takeSignInNonce(nonce: string, now = Date.now()): boolean {
  const pending = pendingSignIns(now);
  const rest = pending.filter((entry) => entry.nonce !== nonce);
  setPendingSignIns(rest.length > 0 ? JSON.stringify(rest) : null);
  return rest.length < pending.length;
}
