/**
 * Cart routes (spec 01 §7 Cart): POST /api/cart/new?userId, GET /api/cart/{id}, GET
 * /api/cart/latest?userId, POST /api/cart/additem, updateitem and removeItem (POST
 * /api/cart/checkout belongs to the payments module). Thin: validate, call one service. Behind
 * the events feature (its only items are event tickets).
 */
import {
  CartAddItemInputSchema,
  CartIdParamsSchema,
  CartLatestResponseSchema,
  CartNewResponseSchema,
  CartRemoveItemInputSchema,
  CartSchema,
  CartUpdateItemInputSchema,
  CartUserQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import * as cart from './cart.service';
import { errorResponses } from '../../lib/errors';

const errors = errorResponses(400, 401, 403, 404, 409);
const config = { feature: 'events' } as const;
const tags = ['cart'];

/** The cart's routes, registered from app.ts. */
export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/cart/new', {
      config,
      schema: { tags, querystring: CartUserQuerySchema, response: { 200: CartNewResponseSchema, ...errors } },
      handler: (req) => cart.newCart(ctx, actorOf(req), req.query.userId),
    });
    app.get('/api/cart/latest', {
      config,
      schema: { tags, querystring: CartUserQuerySchema, response: { 200: CartLatestResponseSchema, ...errors } },
      handler: (req) => cart.latestCart(ctx, actorOf(req), req.query.userId),
    });
    app.get('/api/cart/:id', {
      config,
      schema: { tags, params: CartIdParamsSchema, response: { 200: CartSchema, ...errors } },
      handler: (req) => cart.getCart(ctx, actorOf(req), req.params.id),
    });
    app.post('/api/cart/additem', {
      config,
      schema: { tags, body: CartAddItemInputSchema, response: { 200: CartSchema, ...errors } },
      handler: (req) => cart.addItem(ctx, actorOf(req), req.body),
    });
    app.post('/api/cart/updateitem', {
      config,
      schema: { tags, body: CartUpdateItemInputSchema, response: { 200: CartSchema, ...errors } },
      handler: (req) => cart.updateItem(ctx, actorOf(req), req.body),
    });
    app.post('/api/cart/removeItem', {
      config,
      schema: { tags, body: CartRemoveItemInputSchema, response: { 200: CartSchema, ...errors } },
      handler: (req) => cart.removeItem(ctx, actorOf(req), req.body.cartItemId),
    });
  };
}
