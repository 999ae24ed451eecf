/**
 * Communities fixtures: communities, memberships, posts, comments, tags, categories and join
 * questions written straight to the database (the API under test has its own paths), plus a
 * multipart body builder and a signed-in caller helper.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import {
  communities,
  communityAssetFolders,
  communityAssets,
  communityCategories,
  communityCategoryLinks,
  communityComments,
  communityJoinQuestions,
  communityMembers,
  communityPosts,
  communityTags,
} from '../src/db/schema';
import { createSession } from '../src/modules/identity/sessions';
import { createAccount } from './factories';

let seq = 0;

export interface CommunityFixture {
  name?: string;
  alias?: string;
  isPublic?: boolean;
  isVisible?: boolean;
  isAutoJoin?: boolean;
  isArchived?: boolean;
  isDeleted?: boolean;
  isRequirePostApproval?: boolean;
  isRequireAgreement?: boolean;
  agreement?: string | null;
  about?: string | null;
  tagIds?: number[];
  categoryIds?: number[];
}

/** Inserts a community (public, visible by default). */
export async function createCommunity(db: Db, f: CommunityFixture = {}) {
  seq += 1;
  const name = f.name ?? `Community ${seq} ${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await db
    .insert(communities)
    .values({
      name,
      alias: f.alias ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      shortDescription: 'A test community',
      about: f.about ?? '<p>About us</p>',
      agreement: f.agreement ?? null,
      isRequireAgreement: f.isRequireAgreement ?? false,
      isPublic: f.isPublic ?? true,
      isVisible: f.isVisible ?? true,
      isAutoJoin: f.isAutoJoin ?? false,
      isArchived: f.isArchived ?? false,
      isDeleted: f.isDeleted ?? false,
      isRequirePostApproval: f.isRequirePostApproval ?? false,
      tagIds: f.tagIds ?? [],
    })
    .returning();
  if (f.categoryIds?.length)
    await db
      .insert(communityCategoryLinks)
      .values(f.categoryIds.map((categoryId) => ({ communityId: row.id, categoryId })));
  return row;
}

/** Adds a membership row and keeps the community's counters in step. */
export async function addMember(
  db: Db,
  communityId: number,
  userId: string,
  status = 2,
  role = 0,
  permissions: string[] | null = null,
) {
  await db
    .insert(communityMembers)
    .values({ communityId, userId, status, role, permissions, joinedAt: status === 2 ? new Date() : null });
  if (status === 2)
    await db.execute(sql`update communities set members_count = members_count + 1 where id = ${communityId}`);
  if (status === 1)
    await db.execute(
      sql`update communities set pending_members_count = pending_members_count + 1 where id = ${communityId}`,
    );
}

/** Inserts a post (Published by default) and keeps posts_count in step. */
export async function createPost(
  db: Db,
  communityId: number,
  createdBy: string,
  f: { title?: string; body?: string; status?: number; isFrozen?: boolean; createdAt?: Date } = {},
) {
  seq += 1;
  const status = f.status ?? 1;
  const [row] = await db
    .insert(communityPosts)
    .values({
      communityId,
      createdBy,
      title: f.title ?? `Post ${seq}`,
      body: f.body ?? `<p>Body of post ${seq}</p>`,
      status,
      isFrozen: f.isFrozen ?? false,
      createdAt: f.createdAt ?? new Date(Date.now() - (1000 - (seq % 1000)) * 1000),
    })
    .returning();
  if (status === 1)
    await db.execute(sql`update communities set posts_count = posts_count + 1 where id = ${communityId}`);
  return row;
}

export async function createComment(
  db: Db,
  postId: number,
  createdBy: string,
  parent: { id: number; depth: number } | null = null,
  body = '<p>A comment</p>',
) {
  const [row] = await db
    .insert(communityComments)
    .values({ postId, createdBy, parentCommentId: parent?.id ?? null, depth: parent ? parent.depth + 1 : 1, body })
    .returning();
  await db.execute(sql`update community_posts set comments_count = comments_count + 1 where id = ${postId}`);
  return row;
}

export async function createTag(db: Db, name?: string) {
  seq += 1;
  const [row] = await db
    .insert(communityTags)
    .values({ name: name ?? `tag-${seq}-${Math.random().toString(36).slice(2, 6)}` })
    .returning();
  return row;
}

export async function createCategory(db: Db, name: string, parentCategoryId: number | null = null) {
  const [row] = await db.insert(communityCategories).values({ name, parentCategoryId }).returning();
  return row;
}

export async function createQuestion(db: Db, communityId: number, text: string, isRequiredAssets = false) {
  const [row] = await db.insert(communityJoinQuestions).values({ communityId, text, isRequiredAssets }).returning();
  return row;
}

/** Inserts an assets folder (spec 02 §3) at `order` (default 0); the API keeps orders contiguous, this does not. */
export async function createAssetFolder(
  db: Db,
  communityId: number,
  f: { name?: string; description?: string | null; order?: number } = {},
) {
  seq += 1;
  const [row] = await db
    .insert(communityAssetFolders)
    .values({ communityId, name: f.name ?? `Folder ${seq}`, description: f.description ?? null, order: f.order ?? 0 })
    .returning();
  return row;
}

/** Inserts a link asset (type 1) into a folder. */
export async function createLinkAsset(
  db: Db,
  folder: { id: number; communityId: number },
  f: { name?: string; link?: string; order?: number } = {},
) {
  seq += 1;
  const [row] = await db
    .insert(communityAssets)
    .values({
      folderId: folder.id,
      communityId: folder.communityId,
      name: f.name ?? `Link ${seq}`,
      type: 1,
      link: f.link ?? 'https://example.org/',
      order: f.order ?? 0,
    })
    .returning();
  return row;
}

/** A new account and its bearer header (a session written directly: sign-in has its own tests). */
export async function caller(_app: FastifyInstance, db: Db, overrides: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(db, overrides);
  const { accessToken } = await createSession(db, account.id);
  return { account, id: account.id, authorization: `Bearer ${accessToken}`, accessToken };
}

export type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body of fields and files. */
export function multipart(parts: Part[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Counts of a table's rows matching a raw condition. */
export async function countRows(db: Db, table: string, where = 'true'): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
}

/** Rows of a raw query (test inspection only). */
export async function queryRows<T>(db: Db, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}
