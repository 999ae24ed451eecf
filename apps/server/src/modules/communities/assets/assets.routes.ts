/**
 * Community assets routes under /api/v1 (spec 02 §7 Assets). Thin: validate, call one service.
 * The asset edit and delete calls answer both under `community/{id}/asset` and under
 * `community/{id}/folder/{folderId}/asset` (the spec's "..." prefix reads either way); with a
 * folder in the path the asset must be in that folder.
 */
import {
  ASSET_MESSAGES,
  ASSET_UPLOAD_EXTENSIONS,
  AssetCreateFieldsSchema,
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
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import { type MultipartForm, oneField, readMultipart } from '../../files';
import { COMMUNITY_UPLOADS, parseFields } from '../uploads/uploads';
import { config, errors, multipart, v1 } from '../http';
import * as assets from './assets.service';
import * as folders from './folders.service';

const tags = ['community assets'];

/** An asset's one file (spec 02 §5 Asset validation types). */
const ASSET_FILE_RULES = {
  file: {
    max: 1,
    allowed: ASSET_UPLOAD_EXTENSIONS,
    notAllowed: ASSET_MESSAGES.typeNotAllowed,
    tooMany: ASSET_MESSAGES.typeAndDataRequired,
  },
};

/** The text fields of a new asset: name, description, link (blank: none). */
function assetFields({ fields: f }: MultipartForm) {
  return parseFields(AssetCreateFieldsSchema, {
    name: oneField(f.name),
    description: oneField(f.description),
    link: oneField(f.link)?.trim() || undefined,
  });
}

/** The folder and asset routes. */
export function assetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${v1}/community/:id/folder`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, response: { 200: AssetsFolderListResponseSchema, ...errors } },
      handler: (req) => folders.listFolders(ctx, actorOf(req), req.params.id),
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
        reply.status(201).send(await folders.createFolder(ctx, actorOf(req), req.params.id, req.body)),
    });
    app.put(`${v1}/community/:id/folder/reorder`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        body: AssetsReorderInputSchema,
        response: { 200: AssetsFolderListResponseSchema, ...errors },
      },
      handler: (req) => folders.reorderFolders(ctx, actorOf(req), req.params.id, req.body),
    });
    app.put(`${v1}/community/:id/folder/:folderId`, {
      config,
      schema: {
        tags,
        params: AssetsFolderParamsSchema,
        body: AssetsFolderUpdateInputSchema,
        response: { 200: AssetsFolderSchema, ...errors },
      },
      handler: (req) => folders.updateFolder(ctx, actorOf(req), req.params.id, req.params.folderId, req.body),
    });
    app.delete(`${v1}/community/:id/folder/:folderId`, {
      config,
      schema: { tags, params: AssetsFolderParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await folders.deleteFolder(ctx, actorOf(req), req.params.id, req.params.folderId);
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
      handler: async (req, reply) => {
        const actor = actorOf(req);
        // Refuse callers without assetsAll, and unknown folders, before reading the upload.
        await assets.checkCreateAsset(ctx, actor, req.params.id, req.params.folderId);
        const form = await readMultipart(req, ASSET_FILE_RULES, COMMUNITY_UPLOADS, { ctx, accountId: actorOf(req).id });
        const asset = await assets.createAsset(
          ctx,
          actor,
          req.params.id,
          req.params.folderId,
          assetFields(form),
          form.files[0],
        );
        return reply.status(201).send(asset);
      },
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
