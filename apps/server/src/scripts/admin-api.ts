import type { Config } from '../config';

/** A call to the running server's admin API; a refusal throws its `{ error }` as the message. */
export type AdminApi = <T>(method: 'GET' | 'POST', path: string, body?: object) => Promise<T>;

/** How long a command waits to learn whether a server runs. */
const PROBE_MS = 3_000;

/** Where the commands find the server: ADMIN_API_URL, else this machine on the configured port. */
export const adminApiUrl = (config: Config, env = process.env) =>
  (env.ADMIN_API_URL ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');

/**
 * The running server's admin API, authenticated with ADMIN_TOKEN; null when no server answers there, so the
 * command may work on the database itself. A server that answers without the token to reach it is an error:
 * writing behind its back is what the commands must never do.
 */
export async function connectAdminApi(config: Config): Promise<AdminApi | null> {
  const base = adminApiUrl(config);
  try {
    await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(PROBE_MS) });
  } catch {
    return null;
  }
  const { token } = config.admin;
  if (!token) throw new Error(`A server runs at ${base}. Set ADMIN_TOKEN to its admin token to act through it.`);
  return async <T>(method: 'GET' | 'POST', path: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok) throw new Error(answer.error ?? `The server answered ${response.status}.`);
    return answer;
  };
}
