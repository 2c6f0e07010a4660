/**
 * A GET the first screen will make, sent by main.tsx as the page starts, while that screen's code is
 * still on its way; `apiRequest` then takes its answer instead of asking again. An answer is taken once,
 * only for the same token, within a few seconds, and only when it succeeded: otherwise the screen asks
 * as usual.
 */
const FRESH_MS = 10_000;

type Early = { token: string; sentAt: number; response: Promise<Response | null> };

const early = new Map<string, Early>();

export function sendEarly(url: string, token: string): void {
  const response = fetch(url, { headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } }).then(
    (answer) => (answer.ok ? answer : null),
    () => null,
  );
  early.set(url, { token, sentAt: Date.now(), response });
}

export async function takeEarly(url: string, token: string): Promise<Response | null> {
  const sent = early.get(url);
  if (!sent) return null;
  early.delete(url);
  if (sent.token !== token || Date.now() - sent.sentAt > FRESH_MS) return null;
  return sent.response;
}
