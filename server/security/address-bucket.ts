import { isIPv6 } from 'node:net';

/**
 * The unit a caller's address is counted in by the rate limits: an IPv4 address (also when it
 * arrives IPv4-mapped, `::ffff:10.0.0.1`), or the /64 network of an IPv6 address, since one
 * subscriber is usually handed a whole /64 and could otherwise take a fresh address per attempt.
 * The address itself comes from Fastify (`request.ip`), which reads X-Forwarded-For only with
 * `settings.trustProxy`.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
