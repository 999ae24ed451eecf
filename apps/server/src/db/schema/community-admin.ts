/**
 * Community administration (issue 19): the append-only moderation log. One row per action that
 * changes a post, comment, report or member in a community's admin area: who (actor), what
 * (action, the post/comment/member it touched), when, and the reason given. Rows are only
 * inserted (a trigger refuses UPDATE and DELETE; the community's deletion cascades).
 */
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { communities } from './communities';

export const communityModerationLog = pgTable(
  'community_moderation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** One of MODERATION_ACTIONS (packages/shared communities/admin.schemas.ts). */
    action: text('action').notNull(),
    /** Plain ids (no foreign keys): the log outlives a deleted post or comment. */
    postId: integer('post_id'),
    commentId: integer('comment_id'),
    memberUserId: uuid('member_user_id').references(() => accounts.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_moderation_log_community_idx').on(t.communityId, t.createdAt)],
);
