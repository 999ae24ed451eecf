/**
 * Avatar upload (spec 01 §5 Avatar: images only, under 5 MB; §7 POST /api/user/profileimage field
 * avatar; issue 14). The type is checked from the bytes by the multipart reader; the image is then
 * re-encoded by sharp (orientation applied, at most 512 × 512 px, JPEG) so no metadata (EXIF, GPS)
 * of the upload is stored. The file is public by an unguessable id, like event images.
 */
import { randomUUID } from 'node:crypto';
import { LIMITS, MESSAGES } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { type UploadedFile, reencodeImage, newStorageKey, storageFor } from '../files';
import * as repo from './account-profile.repository';

/** Longest side of a stored avatar, in pixels. */
export const AVATAR_SIZE_PX = 512;

/**
 * Re-encodes an image as a JPEG of at most AVATAR_SIZE_PX per side with no metadata.
 * @throws AppError 415 "Only images!" when the bytes do not decode as an image.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  return reencodeImage(bytes, 'image/jpeg', {
    maxSidePx: AVATAR_SIZE_PX,
    jpeg: true,
    brokenMessage: MESSAGES.onlyImages,
  });
}

/** Stores the caller's new avatar; answers its URL. 400 without a file. */
export async function uploadAvatar(
  ctx: AppContext,
  actor: Actor,
  files: UploadedFile[],
): Promise<{ avatarUrl: string }> {
  const file = files[0];
  if (!file) throw new AppError('VALIDATION_ERROR', MESSAGES.onlyImages);
  if (file.bytes.length > LIMITS.avatarMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.lessThan5Mb);
  const jpeg = await reencodeAvatar(file.bytes);
  const key = newStorageKey('jpg');
  const fileId = randomUUID();
  await storageFor(ctx.config).put(key, jpeg, 'image/jpeg');
  await ctx.db.transaction((tx) => repo.setAvatar(tx, actor.id, { fileId, storageKey: key, size: jpeg.length }));
  return { avatarUrl: `/api/user/avatar/${fileId}` };
}

/** The stored avatar with this public id (404 when unknown). */
export async function avatarFile(ctx: AppContext, fileId: string): Promise<{ storageKey: string; size: number }> {
  const avatar = await repo.avatarOf(ctx.db, fileId);
  if (!avatar) throw new AppError('NOT_FOUND', 'File not found.');
  return avatar;
}
