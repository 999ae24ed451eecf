/**
 * The membership and invoices areas as one plugin (issue #15), registered from app.ts: membership,
 * renewal and cancellation (membership.routes.ts), invoices (billing/invoices.routes.ts) and
 * brand assets (brand-assets.routes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { invoiceRoutes } from '../billing';
import { brandAssetRoutes } from './brand-assets.routes';
import { membershipRoutes } from './membership.routes';

/** Registers the membership, invoice and brand-asset routes. */
export function membershipPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(membershipRoutes(ctx));
    await app.register(invoiceRoutes(ctx));
    await app.register(brandAssetRoutes(ctx));
  };
}
