import { isThisMachine } from '../../lib/this-machine';

/**
 * The push services browsers subscribe with. The server posts to whatever endpoint a subscription names, so
 * only these are accepted: anything else would let a caller make the server send requests into its own
 * network. Loopback too, but only for the tests' own push service: a development run is what anyone starts
 * with no configuration, and there loopback would reach the server's own ports.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

export function isAllowedPushEndpoint(endpoint: string, loopbackAllowed: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (loopbackAllowed && isThisMachine(url.hostname)) return url.protocol === 'http:' || url.protocol === 'https:';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
}
