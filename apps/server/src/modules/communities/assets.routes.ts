/**
 * Community assets routes under /api/v1 (spec 02 §7 Assets). Thin: validate, call one service.
 * The asset edit and delete calls answer both under `community/{id}/asset` and under
 * `community/{id}/folder/{folderId}/asset` (the spec's "..." prefix reads either way); with a
 * folder in the path the asset must be in that folder.
 */
import {
  AssetDeleteQuerySchema,
  AssetListResponseSchema,
  AssetParamsSchema,
  AssetSchema,
  AssetsFolderCreateInputSchema,
  AssetsFolderListResponseSchema,
  AssetsFolderParamsSchema,
  AssetsFolderSchema,
  AssetsFolderUpdateInputSchema,
  AssetsReorderInputSchema,
  AssetUpdateInputSchema,
  CommunityIdParamsSchema,
  FolderAssetParamsSchema,
  SuccessResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import * as assets from './assets.service';
import { errors } from './communities.routes';

const tags = ['community assets'];
const v1 = '/api/v1';
const config = { feature: 'communities' } as const;
const multipart = ['multipart/form-data'];

export function assetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${v1}/community/:id/folder`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, response: { 200: AssetsFolderListResponseSchema, ...errors } },
      handler: (req) => assets.listFolders(ctx, actorOf(req), req.params.id),
    });
    app.post(`${v1}/community/:id/folder`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        body: AssetsFolderCreateInputSchema,
        response: { 201: AssetsFolderSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send(await assets.createFolder(ctx, actorOf(req), req.params.id, req.body)),
    });
    app.put(`${v1}/community/:id/folder/reorder`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        body: AssetsReorderInputSchema,
        response: { 200: AssetsFolderListResponseSchema, ...errors },
      },
      handler: (req) => assets.reorderFolders(ctx, actorOf(req), req.params.id, req.body),
    });
    app.put(`${v1}/community/:id/folder/:folderId`, {
      config,
      schema: {
        tags,
        params: AssetsFolderParamsSchema,
        body: AssetsFolderUpdateInputSchema,
        response: { 200: AssetsFolderSchema, ...errors },
      },
      handler: (req) => assets.updateFolder(ctx, actorOf(req), req.params.id, req.params.folderId, req.body),
    });
    app.delete(`${v1}/community/:id/folder/:folderId`, {
      config,
      schema: { tags, params: AssetsFolderParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await assets.deleteFolder(ctx, actorOf(req), req.params.id, req.params.folderId);
        return { success: true as const };
      },
    });

    app.get(`${v1}/community/:id/folder/:folderId/asset`, {
      config,
      schema: { tags, params: AssetsFolderParamsSchema, response: { 200: AssetListResponseSchema, ...errors } },
      handler: (req) => assets.listAssets(ctx, actorOf(req), req.params.id, req.params.folderId),
    });
    app.post(`${v1}/community/:id/folder/:folderId/asset`, {
      config,
      schema: {
        tags,
        params: AssetsFolderParamsSchema,
        consumes: multipart,
        response: { 201: AssetSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send(await assets.createAsset(ctx, actorOf(req), req.params.id, req.params.folderId, req)),
    });
    app.put(`${v1}/community/:id/folder/:folderId/asset/reorder`, {
      config,
      schema: {
        tags,
        params: AssetsFolderParamsSchema,
        body: AssetsReorderInputSchema,
        response: { 200: AssetListResponseSchema, ...errors },
      },
      handler: (req) => assets.reorderAssets(ctx, actorOf(req), req.params.id, req.params.folderId, req.body),
    });
    app.put(`${v1}/community/:id/folder/:folderId/asset/:assetId`, {
      config,
      schema: {
        tags,
        params: FolderAssetParamsSchema,
        body: AssetUpdateInputSchema,
        response: { 200: AssetSchema, ...errors },
      },
      handler: (req) =>
        assets.updateAsset(ctx, actorOf(req), req.params.id, req.params.assetId, req.body, req.params.folderId),
    });
    app.put(`${v1}/community/:id/asset/:assetId`, {
      config,
      schema: {
        tags,
        params: AssetParamsSchema,
        body: AssetUpdateInputSchema,
        response: { 200: AssetSchema, ...errors },
      },
      handler: (req) => assets.updateAsset(ctx, actorOf(req), req.params.id, req.params.assetId, req.body),
    });
    app.delete(`${v1}/community/:id/folder/:folderId/asset`, {
      config,
      schema: {
        tags,
        params: AssetsFolderParamsSchema,
        querystring: AssetDeleteQuerySchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
      handler: async (req) => {
        await assets.deleteAsset(ctx, actorOf(req), req.params.id, req.query.id, req.params.folderId);
        return { success: true as const };
      },
    });
    app.delete(`${v1}/community/:id/asset`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: AssetDeleteQuerySchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
      handler: async (req) => {
        await assets.deleteAsset(ctx, actorOf(req), req.params.id, req.query.id);
        return { success: true as const };
      },
    });
  };
}
