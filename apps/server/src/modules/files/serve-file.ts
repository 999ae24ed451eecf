/**
 * The one way a stored file is served (content assets spec 03 §7, community files spec 02 §7, event
 * documents and images spec 03 §7): streamed from storage (modules/files/storage.ts) with its stored,
 * content-checked type, `X-Content-Type-Options: nosniff`, `Content-Security-Policy: sandbox...`
 * (USER_FILE_CSP, issue 28 finding 7), a Content-Disposition safe for any file name,
 * and `attachment` when the caller asked to download (`?download=true|1|`) or the type is not one a
 * browser shows safely (isInlineType: images, audio, video, PDF).
 *
 * A session travels only in the Authorization header (issue 28 finding 5: no secret in a URL; the
 * web app fetches files as Blobs). Where a URL must open a file on its own (a new tab, a calendar
 * app), the file route says `config.signedLink: true` and the caller asks POST
 * /api/v1/files/signed-links for a 5-minute link to that one file (plugins/auth.ts verifies it).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { isInlineType } from './file-types';
import { IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS } from '@portal/shared';
import { imageVariant } from './image-variants';
import type { FileStorage } from './storage';

/**
 * The CSP of every served user file (issue 28 finding 7), as GitHub serves raw user content: a file
 * opened on its own runs sandboxed in a unique origin, loads nothing (no scripts, forms, plugins,
 * fonts or frames) and may be framed only by the portal. Images, audio and video still show; Chromium
 * shows a sandboxed PDF as a download prompt instead of its viewer (the portal's previews read the
 * bytes with pdf.js, which this header does not touch).
 */
export const USER_FILE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * Query of a file route: `download` asks for an attachment. A signed link's own parameters
 * (expires, account, signature) are read by plugins/auth.ts before validation; this object drops them.
 */
export const FileQuerySchema = z.object({
  download: z.enum(['true', 'false', '1', '0', '']).optional(),
});
export type FileQuery = z.infer<typeof FileQuerySchema>;

/**
 * Query of an image file route (issue 32): FileQuerySchema plus `w`, one of IMAGE_WIDTHS (320, 640,
 * 960, 1280, 1600), for a resized WebP variant (image-variants.ts); another value is 400 with
 * IMAGE_WIDTH_MESSAGE.
 */
export const ImageFileQuerySchema = FileQuerySchema.extend({
  w: z
    .string()
    .refine((v) => /^\d+$/.test(v) && (IMAGE_WIDTHS as readonly number[]).includes(Number(v)), {
      message: IMAGE_WIDTH_MESSAGE,
    })
    .optional(),
});

/** The width an image query asks for (undefined: the stored image). */
export function requestedWidth(query: { w?: string }): number | undefined {
  return query.w === undefined ? undefined : Number(query.w);
}

/** True when the query asks for a download (`download=true`, `1` or present without a value). */
export function wantsDownload(query: { download?: string }): boolean {
  return query.download === 'true' || query.download === '1' || query.download === '';
}

/** A Content-Disposition value safe for any file name (ASCII fallback plus the RFC 5987 UTF-8 form). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\w.\- ()]/g, '_').slice(0, 200) || 'file';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What serving needs to know of a stored file. `size` in bytes. */
export interface StoredFile {
  storageKey: string;
  filename: string;
  mimeType: string;
  size: number;
}

/**
 * Streams a stored file as the answer.
 * @param options.download the caller asked for an attachment (see wantsDownload)
 * @param options.cacheControl default `private, max-age=300` (files behind a session)
 * @param options.notFoundMessage the area's own text when the storage no longer has the bytes
 * @param options.width a width of IMAGE_WIDTHS: a PNG, JPEG or WebP goes out as its WebP variant of that width (issue 32)
 * @throws AppError 404 NOT_FOUND (default "File not found.") when the storage no longer has the bytes
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  options: { download?: boolean; cacheControl?: string; notFoundMessage?: string; width?: number } = {},
): Promise<FastifyReply> {
  const variant = options.width ? await imageVariant(storage, file, options.width) : { file };
  const stream = variant?.bytes ?? (variant ? await storage.open(variant.file.storageKey) : null);
  if (!variant || !stream) throw new AppError('NOT_FOUND', options.notFoundMessage ?? 'File not found.');
  file = variant.file;
  const disposition = options.download || !isInlineType(file.mimeType) ? 'attachment' : 'inline';
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(disposition, file.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', USER_FILE_CSP)
    .header('Cache-Control', options.cacheControl ?? 'private, max-age=300')
    .send(stream);
}

/**
 * The one way a generated file goes out (calendar files, CSV exports, invoice, receipt and
 * certificate PDFs, audit packs): the given type, a Content-Disposition safe for any file name
 * (`attachment` unless `disposition: 'inline'`), `X-Content-Type-Options: nosniff`, and
 * `Cache-Control: private, no-store` (a generated file is personal and made for this request).
 * @param file.body the file's text, bytes or a stream of them; contentType e.g. `text/csv; charset=utf-8`
 */
export function sendDownload(
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: string | Buffer | Readable },
  options: { disposition?: 'inline' | 'attachment' } = {},
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(options.disposition ?? 'attachment', file.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/**
 * A generated download that clients poll (the calendar feed, issue 30): `ETag` and `Last-Modified`
 * with `Cache-Control: private, max-age=<maxAgeSeconds>`; a request whose `If-None-Match` names the
 * ETag (or, without If-None-Match, whose `If-Modified-Since` is not before Last-Modified, in whole
 * seconds) gets 304 with no body (RFC 9110 §13.1.1-2).
 */
export function sendRevalidatedDownload(
  req: FastifyRequest,
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: string; etag: string; lastModified: Date },
  maxAgeSeconds: number,
): FastifyReply {
  const lastModified = new Date(Math.floor(file.lastModified.getTime() / 1000) * 1000);
  reply
    .header('ETag', file.etag)
    .header('Last-Modified', lastModified.toUTCString())
    .header('Cache-Control', `private, max-age=${maxAgeSeconds}`);
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const fresh = ifNoneMatch
    ? ifNoneMatch
        .split(',')
        .map((t) => t.trim().replace(/^W\//, ''))
        .some((t) => t === '*' || t === file.etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= lastModified.getTime();
  if (fresh) return reply.status(304).send();
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition('attachment', file.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}
