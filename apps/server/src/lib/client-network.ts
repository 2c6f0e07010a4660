import ipaddr from 'ipaddr.js';

/**
 * What a per-address budget counts: an IPv4 address, or an IPv6 address's /64. A host is handed a whole /64
 * and may use any address in it, so counting single IPv6 addresses gave one caller 2^64 budgets. An IPv4
 * address written as IPv6 (`::ffff:10.0.0.1`) counts as itself. A text that is no address stays as it is.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
