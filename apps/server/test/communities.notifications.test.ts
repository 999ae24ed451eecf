/**
 * Notifications (spec 01 §3, §7 Notifications): GET api/v1/community/notification pages the
 * caller's own rows newest first (page size 7), filters unread/read, hides the resolution types;
 * set-as-read touches only the caller's ids; all-set-as-read marks the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNotifications } from '../src/db/schema';
import { caller, createCommunity } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('notifications', () => {
  it('lists, filters, pages and marks as read only the caller’s notifications', async () => {
    const me = await caller(t.app, t.ctx.db);
    const other = await caller(t.app, t.ctx.db);
    const c = await createCommunity(t.ctx.db);
    const base = Date.now() - 100_000;
    const rows = await t.ctx.db
      .insert(communityNotifications)
      .values([
        ...Array.from({ length: 9 }, (_, i) => ({
          recipientId: me.id,
          activityType: 2,
          initiatorId: other.id,
          communityId: c.id,
          createdAt: new Date(base + i * 1000),
        })),
        { recipientId: me.id, activityType: 10, communityId: c.id, createdAt: new Date(base + 20_000) },
        { recipientId: other.id, activityType: 2, communityId: c.id, createdAt: new Date(base) },
      ])
      .returning({
        id: communityNotifications.id,
        recipientId: communityNotifications.recipientId,
        activityType: communityNotifications.activityType,
      });
    const mine = rows.filter((r) => r.recipientId === me.id && r.activityType === 2).map((r) => r.id);
    const theirs = rows.find((r) => r.recipientId === other.id)?.id as number;
    const get = (q = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/community/notification${q}`,
        headers: { authorization: me.authorization },
      });
    const put = (path: string, payload?: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/community/notification/${path}`,
        headers: { authorization: me.authorization },
        ...(payload ? { payload } : {}),
      });

    const first = (await get()).json();
    expect(first.totalItemCount).toBe(9);
    expect(first.notifications).toHaveLength(7);
    expect(first.notifications.map((n: { id: number }) => n.id)).toEqual([...mine].reverse().slice(0, 7));
    expect(first.notifications[0]).toMatchObject({
      activityType: 2,
      readAt: null,
      community: { id: c.id, name: c.name, alias: c.alias },
      initiatorUser: { id: other.id },
    });
    expect((await get('?page=2')).json().notifications.map((n: { id: number }) => n.id)).toEqual(
      [...mine].reverse().slice(7),
    );
    // A page past the end still answers the total (the page and the count are one statement).
    expect((await get('?page=3')).json()).toEqual({ notifications: [], totalItemCount: 9 });

    const marked = await put('set-as-read', { ids: [mine[0], mine[1], theirs] });
    expect(marked.json()).toEqual({ success: true, updatedCount: 2 });
    expect((await get('?isRead=false')).json().totalItemCount).toBe(7);
    expect((await get('?isRead=true')).json().notifications.map((n: { id: number }) => n.id)).toEqual([
      mine[1],
      mine[0],
    ]);
    const otherUnread = await t.app.inject({
      method: 'GET',
      url: '/api/v1/community/notification?isRead=false',
      headers: { authorization: other.authorization },
    });
    expect(otherUnread.json().totalItemCount).toBe(1);

    expect((await put('all-set-as-read')).json()).toEqual({ success: true, updatedCount: 7 });
    expect((await get('?isRead=false')).json()).toEqual({ notifications: [], totalItemCount: 0 });
    expect((await put('set-as-read', { ids: [] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/community/notification' })).statusCode).toBe(401);
  });
});
