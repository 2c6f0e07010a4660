import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@seedmatch/shared/roles';

/** A tiny cookie jar: enough for one browser walking through sign-in. */
export class CookieJar {
  private cookies = new Map<string, string>();
  /** Every Set-Cookie line received, in order, for tests of cookie attributes. */
  readonly received: string[] = [];

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : header ? [header] : [];
    this.received.push(...lines);
    for (const line of lines) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

function pathOf(location: string): string {
  const url = new URL(location, 'http://localhost:3000');
  return url.pathname + url.search + url.hash;
}

/** Headers every request of the browser carries: by default it talks to the app directly at localhost:3000. */
export type Via = Record<string, string>;
const DIRECT: Via = { host: 'localhost:3000' };

/** Follows redirects like a browser, keeping cookies, until a page answers (or the SPA fragment). */
export async function browse(
  app: FastifyInstance,
  jar: CookieJar,
  request: { method?: 'GET' | 'POST'; url: string; form?: Record<string, string> },
  via: Via = DIRECT,
): Promise<{ response: LightMyRequestResponse; url: string }> {
  let url = request.url;
  let response = await app.inject({
    method: request.method ?? 'GET',
    url,
    headers: {
      cookie: jar.header(),
      ...via,
      ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(request.form ? { payload: new URLSearchParams(request.form).toString() } : {}),
  });
  jar.store(response);
  for (let hops = 0; hops < 10 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
    url = pathOf(String(response.headers.location));
    if (url.startsWith('/auth/complete')) break;
    response = await app.inject({ method: 'GET', url, headers: { cookie: jar.header(), ...via } });
    jar.store(response);
  }
  return { response, url };
}

/** A fresh browser nonce, as the web client makes one for each sign-in it starts. */
export const newNonce = () => randomBytes(16).toString('base64url');

type Completion = { token: string | null; error: string | null; mode: string | null; nonce: string | null; jar: CookieJar };

/** Signs in through the local issuer's chooser exactly as a browser would; returns the fragment fields. */
export async function signInThroughIssuer(
  app: FastifyInstance,
  account: { email: string; name: string },
  jar = new CookieJar(),
  via: Via = DIRECT,
): Promise<Completion> {
  const chooser = await browse(app, jar, { url: `/api/auth/login?mode=popup&nonce=${newNonce()}` }, via);
  if (!chooser.url.startsWith('/oidc/interaction/')) throw new Error(`expected the chooser, got ${chooser.url}`);
  const done = await browse(app, jar, { method: 'POST', url: `${chooser.url}/login`, form: account }, via);
  const fragment = new URLSearchParams(done.url.split('#')[1] ?? '');
  return { token: fragment.get('token'), error: fragment.get('error'), mode: fragment.get('mode'), nonce: fragment.get('nonce'), jar };
}

/** Signs in and registers the user with a role; returns the bearer token and the user id. */
export async function signUp(
  app: FastifyInstance,
  account: { email: string; name: string; role?: Role },
): Promise<{ token: string; userId: string }> {
  const { token } = await signInThroughIssuer(app, account);
  if (!token) throw new Error('sign-in gave no token');
  const created = await app.inject({
    method: 'POST',
    url: '/api/auth/create-user',
    headers: { authorization: `Bearer ${token}` },
    payload: { role: account.role ?? 'FOUNDER' },
  });
  if (created.statusCode !== 201) throw new Error(`create-user answered ${created.statusCode}: ${created.body}`);
  return { token, userId: created.json().user.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
