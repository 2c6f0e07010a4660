/**
 * The push services browsers subscribe with. The server posts to whatever endpoint a subscription names, so
 * only these are accepted: anything else would let a caller make the server send requests into its own
 * network. Outside production, loopback too, for the tests' local push service.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isAllowedPushEndpoint(endpoint: string, isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!isProduction && LOOPBACK.has(url.hostname)) return url.protocol === 'http:' || url.protocol === 'https:';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
}
