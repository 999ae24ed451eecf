/**
 * Webhooks (issue 31): who manages endpoints and which receiver addresses are allowed.
 *
 * - Managing endpoints and deliveries: the Admin role (and API keys with scope 'webhooks', enforced
 *   by the API-key plugin through the routes' `apiKeyScope`); endpoints are shared by every Admin
 *   of the tenant. Everyone else 403.
 * - A receiver address: https; http only for localhost or when private addresses are allowed
 *   (NODE_ENV=test). Its host must resolve only to public addresses (no loopback, private,
 *   link-local, CGNAT, multicast or reserved ranges: SSRF), unless private addresses are allowed.
 *   The address is checked when saved and again on every delivery (the resolved address is the
 *   one connected to).
 */
import { BlockList, isIP } from 'node:net';
import { Role, WEBHOOK_MESSAGES } from '@portal/shared';
import type { Actor } from '../context';
import { type Denial, deny } from './denial';

/** 403 unless the actor is an Admin. */
export function checkManageWebhooks(actor: Pick<Actor, 'role'>): Denial | null {
  return actor.role === Role.Admin ? null : deny('FORBIDDEN', 'You do not have permission to do this.');
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** True when `ip` (v4 or v6, IPv4-mapped v6 read as v4) is not a public unicast address. */
export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1] : ip;
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The scheme rule: https, or http for localhost or where private addresses are allowed. */
export function checkWebhookScheme(url: URL, allowPrivate: boolean): Denial | null {
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && (allowPrivate || LOCAL_HOSTS.has(url.hostname))) return null;
  return deny('VALIDATION_ERROR', WEBHOOK_MESSAGES.urlNotHttps);
}

/** The address rule over the host's resolved addresses: all public, unless private ones are allowed. */
export function checkWebhookAddresses(addresses: string[], allowPrivate: boolean): Denial | null {
  if (allowPrivate) return null;
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    return deny('VALIDATION_ERROR', WEBHOOK_MESSAGES.urlPrivate);
  return null;
}
