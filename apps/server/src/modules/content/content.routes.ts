/**
 * The content service under /api/content/ (spec 03 §7 News and resources, Member-only pages;
 * issue #5). Directus-style answers `{ data, meta? }`; every route needs the bearer session and
 * answers without dollar-prefixed keys. News routes belong to the `news` feature and resource
 * routes to `resources` (off → 404).
 */
import {
  CONTENT_CATEGORY_TYPES,
  ContentCategorySchema,
  ContentFileSchema,
  ContentIdParamsSchema,
  ContentItemPartialSchema,
  ContentMappingSchema,
  ContentMetaSchema,
  ContentPageSchema,
  ContentSearchInputSchema,
  ContentSearchResponseSchema,
  ContentSegmentSchema,
  ContentSubcategorySchema,
  ContentTagSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { cachedRead } from '../../lib/read-cache';
import { actorOf } from '../../plugins/auth';
import { parseFields, pickFields, presentAsset, stripDollarKeys } from './content.presenter';
import { searchItems } from './content.search';
import * as content from './content.service';
import { loadViewer, nextPublishAt, visibilityKey } from './content.visibility';
import { errorResponses } from '../../lib/errors';

const errors = errorResponses(400, 401, 404);
const tags = ['content'];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

const ItemQuerySchema = z.object({ fields: z.string().max(2000).optional(), meta: z.string().max(200).optional() });
const ItemListQuerySchema = ItemQuerySchema.extend({
  'filter[id][_in]': z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'filter[id][_in] must be a comma-separated list of ids')
    .optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  page: z.coerce.number().int().min(1).default(1),
});
const ItemListResponseSchema = z.object({
  data: z.array(ContentItemPartialSchema),
  meta: ContentMetaSchema.optional(),
});
const LabelQuerySchema = z.object({
  'filter[label][_icontains]': z.string().max(100).optional(),
  search: z.string().max(100).optional(),
});
const CategoryQuerySchema = z.object({ 'filter[type][_eq]': z.enum(CONTENT_CATEGORY_TYPES).optional() });
const FileParamsSchema = z.object({ id: z.string().max(64) });
const PageListQuerySchema = z.object({
  'filter[membersOnly][_eq]': z.enum(['true', 'false']).optional(),
  fields: z.string().max(2000).optional(),
});

/** Meta wanted by a Directus `meta` parameter ("total_count,filter_count" or "*"). */
function metaOf(meta: string | undefined, total: number) {
  if (!meta) return undefined;
  const wanted = meta.split(',').map((m) => m.trim());
  const all = wanted.includes('*');
  return {
    ...(all || wanted.includes('total_count') ? { total_count: total } : {}),
    ...(all || wanted.includes('filter_count') ? { filter_count: total } : {}),
  };
}

export function contentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preSerialization', async (_req, _reply, payload) => stripDollarKeys(payload));

    for (const [kind, plural, feature] of [
      ['news', 'news', 'news'],
      ['resource', 'resources', 'resources'],
    ] as const) {
      app.route({
        method: 'SEARCH',
        url: `/api/content/${plural}`,
        config: { feature },
        schema: { tags, body: ContentSearchInputSchema, response: { 200: ContentSearchResponseSchema, ...errors } },
        // Answered from the read cache while no content changed and nothing scheduled has come out
        // (issue #5). A search depends only on the viewer's segments, so viewers with the same
        // segments share answers; with onlyFavorites it is the caller's own.
        handler: async (req, reply) => {
          const viewer = await loadViewer(ctx, actorOf(req));
          await cachedRead(
            ctx.readCache,
            'content',
            req,
            reply,
            async () => stripDollarKeys(await searchItems(ctx, viewer, kind, req.body)),
            {
              keyExtra: JSON.stringify(req.body),
              sharedKey: req.body.onlyFavorites ? undefined : visibilityKey(viewer),
              expiresAt: () => nextPublishAt(ctx, req.readVersions?.content ?? -1),
            },
          );
        },
      });
      app.get(`/api/content/items/${kind}`, {
        config: { feature },
        schema: { tags, querystring: ItemListQuerySchema, response: { 200: ItemListResponseSchema, ...errors } },
        handler: async (req) => {
          const q = req.query;
          const ids = q['filter[id][_in]']
            ? [...new Set(q['filter[id][_in]'].split(',').map(Number))].filter((n) => n <= 2_147_483_647)
            : null;
          const { data: items, total } = await content.listItems(ctx, await loadViewer(ctx, actorOf(req)), kind, {
            ids,
            limit: q.limit,
            page: q.page,
          });
          const fields = parseFields(q.fields);
          const meta = metaOf(q.meta, total);
          return { data: items.map((i) => pickFields(i, fields)), ...(meta ? { meta } : {}) };
        },
      });
      app.get(`/api/content/items/${kind}/:id`, {
        config: { feature },
        schema: {
          tags,
          params: ContentIdParamsSchema,
          querystring: ItemQuerySchema,
          response: { 200: data(ContentItemPartialSchema), ...errors },
        },
        handler: async (req) => {
          const item = await content.getItem(ctx, await loadViewer(ctx, actorOf(req)), kind, req.params.id);
          return { data: pickFields(item, parseFields(req.query.fields)) };
        },
      });
    }

    app.get('/api/content/items/tag', {
      schema: { tags, querystring: LabelQuerySchema, response: { 200: data(z.array(ContentTagSchema)), ...errors } },
      handler: async (req) => ({
        data: await content.listTags(ctx, req.query['filter[label][_icontains]'] ?? req.query.search),
      }),
    });
    app.get('/api/content/items/tag/:id', {
      schema: { tags, params: ContentIdParamsSchema, response: { 200: data(ContentTagSchema), ...errors } },
      handler: async (req) => ({ data: await content.getTag(ctx, req.params.id) }),
    });
    app.get('/api/content/items/category', {
      schema: {
        tags,
        querystring: CategoryQuerySchema,
        response: { 200: data(z.array(ContentCategorySchema)), ...errors },
      },
      handler: async (req) => ({ data: await content.listCategories(ctx, req.query['filter[type][_eq]']) }),
    });
    app.get('/api/content/items/category/:id', {
      schema: { tags, params: ContentIdParamsSchema, response: { 200: data(ContentCategorySchema), ...errors } },
      handler: async (req) => ({ data: await content.getCategory(ctx, req.params.id) }),
    });
    app.get('/api/content/items/subcategory', {
      schema: { tags, response: { 200: data(z.array(ContentSubcategorySchema)), ...errors } },
      handler: async () => ({ data: await content.listSubcategories(ctx) }),
    });
    app.get('/api/content/items/subcategory/:id', {
      schema: { tags, params: ContentIdParamsSchema, response: { 200: data(ContentSubcategorySchema), ...errors } },
      handler: async (req) => ({ data: (await content.listSubcategories(ctx, req.params.id))[0] }),
    });
    app.get('/api/content/items/segment', {
      schema: { tags, response: { 200: data(z.array(ContentSegmentSchema)), ...errors } },
      handler: async () => ({ data: await content.listSegments(ctx) }),
    });
    app.get('/api/content/items/segment/:id', {
      schema: { tags, params: ContentIdParamsSchema, response: { 200: data(ContentSegmentSchema), ...errors } },
      handler: async (req) => ({ data: (await content.listSegments(ctx, req.params.id))[0] }),
    });
    for (const kind of ['tag', 'category', 'subcategory', 'segment'] as const) {
      app.get(`/api/content/items/${kind}_mapping`, {
        schema: { tags, response: { 200: data(z.array(ContentMappingSchema)), ...errors } },
        handler: async (req) => ({ data: await content.listMappings(ctx, await loadViewer(ctx, actorOf(req)), kind) }),
      });
      app.get(`/api/content/items/${kind}_mapping/:id`, {
        schema: { tags, params: ContentIdParamsSchema, response: { 200: data(ContentMappingSchema), ...errors } },
        handler: async (req) => ({
          data: (await content.listMappings(ctx, await loadViewer(ctx, actorOf(req)), kind, req.params.id))[0],
        }),
      });
    }
    app.get('/api/content/items/files', {
      schema: {
        tags,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
        response: { 200: data(z.array(ContentFileSchema)), ...errors },
      },
      handler: async (req) => ({
        data: await content.listFiles(ctx, await loadViewer(ctx, actorOf(req)), req.query.limit),
      }),
    });
    app.get('/api/content/items/files/:id', {
      schema: { tags, params: FileParamsSchema, response: { 200: data(ContentFileSchema), ...errors } },
      handler: async (req) => {
        const file = await content.getVisibleFile(ctx, await loadViewer(ctx, actorOf(req)), req.params.id);
        return { data: { ...presentAsset(file), date_created: file.createdAt.toISOString() } };
      },
    });
    app.get('/api/content/items/page', {
      schema: {
        tags,
        querystring: PageListQuerySchema,
        response: { 200: data(z.array(ContentPageSchema.partial())), ...errors },
      },
      handler: async (req) => {
        const flag = req.query['filter[membersOnly][_eq]'];
        const pages = await content.listPages(
          ctx,
          await loadViewer(ctx, actorOf(req)),
          flag === undefined ? undefined : flag === 'true',
        );
        const fields = parseFields(req.query.fields);
        return { data: pages.map((p) => pickFields(p, fields)) };
      },
    });
    app.get('/api/content/items/page/:id', {
      schema: {
        tags,
        params: ContentIdParamsSchema,
        querystring: ItemQuerySchema,
        response: { 200: data(ContentPageSchema.partial()), ...errors },
      },
      handler: async (req) => ({
        data: pickFields(
          await content.getPage(ctx, await loadViewer(ctx, actorOf(req)), req.params.id),
          parseFields(req.query.fields),
        ),
      }),
    });
  };
}
