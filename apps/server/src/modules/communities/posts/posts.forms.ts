/**
 * The multipart forms of posts and comments (spec 02 §5 Post and Comment validation, §7 Posts):
 * the file rules the routes read them with, and their text fields validated by the shared
 * *FieldsSchema (400 with the schema's messages).
 */
import {
  CommentCreateFieldsSchema,
  CommentUpdateFieldsSchema,
  COMMUNITY_LIMITS,
  PostCreateFieldsSchema,
  PostUpdateFieldsSchema,
} from '@portal/shared';
import type { z } from 'zod';
import { listField, type MultipartForm, oneField } from '../../files';
import { fileField, imageField, parseFields } from '../uploads/uploads';

/** A post's files: one cover image (`imageFile`), attachments (`files`, ≤ 10). */
export const POST_FILE_RULES = { imageFile: imageField(1), files: fileField(COMMUNITY_LIMITS.postFilesMax) };
/** A comment's attachments (`files`, ≤ 10). */
export const COMMENT_FILE_RULES = { files: fileField(COMMUNITY_LIMITS.commentFilesMax) };

/** Validated fields of the post and comment forms. */
export type PostCreateFields = z.output<typeof PostCreateFieldsSchema>;
export type PostUpdateFields = z.output<typeof PostUpdateFieldsSchema>;
export type CommentCreateFields = z.output<typeof CommentCreateFieldsSchema>;
export type CommentUpdateFields = z.output<typeof CommentUpdateFieldsSchema>;

const numbers = (v: string[] | undefined) => v?.map((s) => Number(s));
const typeOf = (f: MultipartForm['fields']) => (oneField(f.type) ? Number(oneField(f.type)) : undefined);

/** POST community/post: title, body, communityId, type, tagIds. */
export function postCreateFields({ fields: f }: MultipartForm): PostCreateFields {
  return parseFields(PostCreateFieldsSchema, {
    communityId: oneField(f.communityId),
    title: oneField(f.title),
    body: oneField(f.body),
    type: typeOf(f),
    tagIds: numbers(listField(f.tagIds)),
  });
}

/** PUT community/post/{id}: title, body, type, tagIds, attachmentsUrls (to delete), removeImage. */
export function postUpdateFields({ fields: f }: MultipartForm): PostUpdateFields {
  return parseFields(PostUpdateFieldsSchema, {
    title: oneField(f.title),
    body: oneField(f.body),
    type: typeOf(f),
    tagIds: numbers(listField(f.tagIds)),
    attachmentsUrls: listField(f.attachmentsUrls),
    removeImage: oneField(f.removeImage),
  });
}

/** POST community/post/{id}/comment: body, parentCommentId. */
export function commentCreateFields({ fields: f }: MultipartForm): CommentCreateFields {
  return parseFields(CommentCreateFieldsSchema, {
    body: oneField(f.body),
    parentCommentId: oneField(f.parentCommentId) || undefined,
  });
}

/** PUT community/post/{id}/comment/{commentId}: body, attachmentsUrls (to delete). */
export function commentUpdateFields({ fields: f }: MultipartForm): CommentUpdateFields {
  return parseFields(CommentUpdateFieldsSchema, {
    body: oneField(f.body),
    attachmentsUrls: listField(f.attachmentsUrls),
  });
}
