/**
 * Counts stay exact under concurrent clicks (issue #3): 100 like/unlike toggles of a post and of a
 * comment, favourites and community likes fired at once by a few members; afterwards every counter
 * equals its rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  caller,
  countRows,
  createComment,
  createCommunity,
  createPost,
  queryRows,
} from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('concurrency', () => {
  it('100 concurrent like/unlike toggles leave every count equal to its rows', async () => {
    const community = await createCommunity(t.ctx.db);
    const users = await Promise.all(Array.from({ length: 5 }, () => caller(t.app, t.ctx.db)));
    for (const u of users) await addMember(t.ctx.db, community.id, u.id);
    const post = await createPost(t.ctx.db, community.id, users[0].id);
    const comment = await createComment(t.ctx.db, post.id, users[0].id);
    const requests = Array.from({ length: 100 }, (_, i) => {
      const u = users[i % users.length];
      const like = (i * 7) % 3 !== 0;
      const targets = [
        `/api/v1/community/post/${post.id}/${like ? 'like' : 'dislike'}`,
        `/api/v1/community/post/${post.id}/comment/${comment.id}/${like ? 'like' : 'dislike'}`,
        `/api/v1/community/${community.id}/${like ? 'like' : 'dislike'}`,
      ];
      return t.app.inject({ method: 'POST', url: targets[i % 3], headers: { authorization: u.authorization } });
    });
    const results = await Promise.all(requests);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);

    const [p] = await queryRows<{ likes_count: number }>(
      t.ctx.db,
      `select likes_count from community_posts where id = ${post.id}`,
    );
    expect(Number(p.likes_count)).toBe(await countRows(t.ctx.db, 'community_post_likes', `post_id = ${post.id}`));
    const [c] = await queryRows<{ likes_count: number }>(
      t.ctx.db,
      `select likes_count from community_comments where id = ${comment.id}`,
    );
    expect(Number(c.likes_count)).toBe(
      await countRows(t.ctx.db, 'community_comment_likes', `comment_id = ${comment.id}`),
    );
    const [m] = await queryRows<{ likes_count: number }>(
      t.ctx.db,
      `select likes_count from communities where id = ${community.id}`,
    );
    expect(Number(m.likes_count)).toBe(await countRows(t.ctx.db, 'community_likes', `community_id = ${community.id}`));
    // What a caller sees agrees with the rows too.
    const seen = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/community/post/${post.id}`,
        headers: { authorization: users[1].authorization },
      })
    ).json();
    expect(seen.likesCount).toBe(await countRows(t.ctx.db, 'community_post_likes', `post_id = ${post.id}`));
  });

  it('concurrent joins and leaves keep membersCount equal to the Joined rows', async () => {
    const community = await createCommunity(t.ctx.db);
    const users = await Promise.all(Array.from({ length: 10 }, () => caller(t.app, t.ctx.db)));
    await Promise.all(
      users.flatMap((u, i) => [
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/community/${community.id}/join`,
          headers: { authorization: u.authorization },
          payload: {},
        }),
        ...(i % 2
          ? [
              t.app.inject({
                method: 'PUT',
                url: `/api/v1/community/${community.id}/unjoin`,
                headers: { authorization: u.authorization },
              }),
            ]
          : []),
      ]),
    );
    const [row] = await queryRows<{ members_count: number }>(
      t.ctx.db,
      `select members_count from communities where id = ${community.id}`,
    );
    expect(Number(row.members_count)).toBe(
      await countRows(t.ctx.db, 'community_members', `community_id = ${community.id} and status = 2`),
    );
  });
});
