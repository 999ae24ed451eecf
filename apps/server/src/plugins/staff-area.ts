/**
 * The one guard of a staff area (events, content, members, member import: spec 01 §4's staff
 * scopes): every route the area's plugin registers answers 403 FORBIDDEN "You do not have permission
 * to do this." before its body is validated, unless the caller passes the area's policy. The area's
 * abilities route stays open to any signed-in caller (it tells the web app what to show), an unknown
 * route keeps its 404, and a caller without a session gets 401 from `actorOf`.
 */
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors';
import type { Actor } from '../context';
import { actorOf } from './auth';

/** What a staff area allows. */
export interface StaffAreaOptions {
  /** The area's policy (policies/staff.ts), e.g. `canManageEvents`. */
  allowed: (actor: Actor) => boolean;
  /** Route URLs of the area open to every signed-in caller (its abilities route). */
  openUrls?: readonly string[];
  /** Guard only routes under this path (when the plugin also registers routes outside the area). */
  prefix?: string;
}

/** Adds the staff-area guard (a preValidation hook) to the routes of `app`'s plugin. */
export function guardStaffArea(app: FastifyInstance, options: StaffAreaOptions): void {
  app.addHook('preValidation', async (req) => {
    const url = req.routeOptions.url ?? '';
    if (req.is404 || options.openUrls?.includes(url)) return;
    if (options.prefix && !url.startsWith(options.prefix)) return;
    if (!options.allowed(actorOf(req))) throw forbidden();
  });
}
