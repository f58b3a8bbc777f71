import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { ResolvedAddress } from '../../platform/config.ts';

/** How a host name becomes addresses; tests give their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Every address the system's resolver knows for the name, as a connection would find them. */
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Why an endpoint address is refused: not https (plain http only to loopback, where allowed), an
 * address off the public internet, a name that resolves to nothing, or a URL carrying a login.
 */
export type AddressRefusal = 'https_required' | 'address_refused' | 'unresolvable' | 'credentials';

export type CheckedTarget =
  | { ok: true; url: URL; addresses: ResolvedAddress[] }
  | { ok: false; refusal: AddressRefusal };

/**
 * Whether a request may go to this address. Only ordinary public unicast passes: ipaddr.js names
 * every special range (private, loopback, link-local with 169.254.169.254, unique-local, CGNAT,
 * unspecified, multicast, documentation, NAT64 and 6to4, which may lead back inside …); an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it is. Loopback passes where allowed.
 */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

const isLoopback = (address: string) => ipaddr.process(address).range() === 'loopback';

/**
 * Where a webhook may be sent, resolved now: every address of the host is checked, and a request
 * goes only to the addresses returned (post.ts pins them), so a name that changes its answer
 * between this check and the connection (DNS rebinding) cannot lead it elsewhere. Called at
 * registration, for a clear refusal, and before every attempt, where it counts.
 */
export async function checkTarget(
  address: string,
  opts: { allowLoopback: boolean; resolve: Resolver },
): Promise<CheckedTarget> {
  const url = new URL(address);
  if (url.username || url.password) return { ok: false, refusal: 'credentials' };
  const plain = url.protocol === 'http:';
  if (plain && !opts.allowLoopback) return { ok: false, refusal: 'https_required' };
  // An IPv6 literal is written in brackets in a URL.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await opts.resolve(host);
    } catch {
      return { ok: false, refusal: 'unresolvable' };
    }
  }
  if (addresses.length === 0) return { ok: false, refusal: 'unresolvable' };
  if (!addresses.every((a) => addressAllowed(a.address, opts.allowLoopback)))
    return { ok: false, refusal: 'address_refused' };
  // Plain http crosses no network but the machine's own.
  if (plain && !addresses.every((a) => isLoopback(a.address)))
    return { ok: false, refusal: 'https_required' };
  return { ok: true, url, addresses };
}
