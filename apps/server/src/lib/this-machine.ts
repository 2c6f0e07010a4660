import ipaddr from 'ipaddr.js';

/**
 * Whether a host name or address names this machine: `localhost`, a name under it (RFC 6761), or a loopback
 * address (127.0.0.0/8, ::1, either written as IPv6 or in a URL's brackets).
 */
export function isThisMachine(name: string): boolean {
  const host = name.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}
