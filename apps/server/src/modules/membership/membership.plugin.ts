/**
 * The membership and invoices areas as one plugin (issue #15), registered from app.ts: membership,
 * renewal and cancellation (membership.routes.ts), invoices (billing/invoices.routes.ts) and
 * brand assets (brand-assets.routes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { invoiceRoutes } from '../billing';
import { schedule } from '../jobs';
import { brandAssetRoutes } from './brand-assets.routes';
import { membershipRoutes } from './membership.routes';
import { markLapsedMemberships } from './membership.service';

/** Registers the membership, invoice and brand-asset routes. */
export function membershipPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(membershipRoutes(ctx));
    await app.register(invoiceRoutes(ctx));
    await app.register(brandAssetRoutes(ctx));
    // Memberships past their renewed-to stored as Lapsed, with the membership.lapsed webhook (issue 31).
    schedule(ctx, { name: 'membership.mark-lapsed', everyMs: 3_600_000, run: () => markLapsedMemberships(ctx) });
  };
}
