import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * The key a per-client limit counts under: an IPv4 address as it is (also when mapped into IPv6),
 * an IPv6 address by its /64 network, which one subscriber usually holds whole and could
 * otherwise rotate through.
 */
export function clientAddressKey(ip: string | undefined): string {
  const address = (ip ?? '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const groups = (part: string | undefined): string[] => (part ? part.split(':') : []);
  // An embedded IPv4 tail ('::ffff:1.2.3.4' forms) takes the room of two groups.
  const width = (list: string[]): number => list.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const [head, tail] = address.split('::');
  const left = groups(head);
  const right = groups(tail);
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0');
  const network = [...left, ...zeros, ...right].slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** The limit key of a request's client; `req.ip` honours `trust proxy` (app.ts). */
export function clientKey(req: Request): string {
  return clientAddressKey(req.ip ?? req.socket.remoteAddress);
}
