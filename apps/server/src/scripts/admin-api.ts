import type { Config } from '../config';

/** A call to the running server's admin API; a refusal throws its `{ error }` as the message. */
export type AdminApi = <T>(method: 'GET' | 'POST', path: string, body?: object) => Promise<T>;

/** How long a command waits to learn whether a server runs. */
const PROBE_MS = 3_000;

/** Whether a SeedMatch server answers at `base`: false when nothing listens; an error when something else does. */
async function serverAnswers(base: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(PROBE_MS) });
  } catch {
    return false;
  }
  const health = (await response.json().catch(() => null)) as { status?: unknown } | null;
  if (response.ok && health?.status === 'ok') return true;
  throw new Error(`Something answered at ${base}, but not a SeedMatch server (GET /healthz gave ${response.status}). Nothing was changed.`);
}

/**
 * The running server's admin API, authenticated with ADMIN_TOKEN; null when no server answers at the default
 * address (this machine's PORT), so the command may work on the database itself. Writing behind a running
 * server's back is what the commands must never do, so a server that answers without the token to reach it,
 * or an ADMIN_API_URL named but not answering, stops the command.
 */
export async function connectAdminApi(config: Config, env = process.env): Promise<AdminApi | null> {
  const base = (env.ADMIN_API_URL ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');
  if (!(await serverAnswers(base))) {
    if (env.ADMIN_API_URL) throw new Error(`No server answered at ADMIN_API_URL (${base}). Check the address; nothing was changed.`);
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
    if (response.status === 401)
      throw new Error(`The server at ${base} refused ADMIN_TOKEN: it is not that server's admin token. Nothing was changed.`);
    if (!response.ok) throw new Error(answer.error ?? `The server answered ${response.status}.`);
    return answer;
  };
}
