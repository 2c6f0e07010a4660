import type { IncomingMessage } from 'node:http';

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * A request target in absolute form (`GET http://host/api/users/me`, RFC 9112 §3.2.2), which servers must
 * accept, as the origin form (`/api/users/me`). The router takes either, but the hooks that decide by path
 * (rate limits, no-store, the JSON 404) read the URL as sent: a client could step around them by spelling it out.
 */
export function originForm(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const scheme = ABSOLUTE_FORM.exec(url);
  if (!scheme) return url;
  const rest = url.slice(scheme[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
