/**
 * Notification writing and mail delivery (issue 17): a comment writes 4 to the post's author, 9 to
 * the community's moderators and 17 to the replied author, never to the actor; set-as-read of
 * someone else's notification changes nothing; the daily digest (default) run twice at once sends
 * one mail per member, grouped by community, and none to members with nothing unread; real-time
 * and weekly members are not in the daily digest; the mail's unsubscribe link works without
 * signing in and turns its kind off; a bad token answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deliverNotificationMail, MAIL_JOBS } from '../src/modules/notifications/notification-mail.service';
import { addMember, caller, createCommunity, createPost, multipart } from './communities-fixtures';
import { createTestApp, drainMail, type TestApp } from './harness';

type Caller = Awaited<ReturnType<typeof caller>>;
let t: TestApp;
let author: Caller;
let alice: Caller;
let moderator: Caller;
let idle: Caller;
let communityName: string;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_MS: '3600000' }); // delivery runs only when the test asks
  // The scheduled deliveries stay out of the way: this file runs them itself.
  for (const name of Object.values(MAIL_JOBS))
    await t.ctx.db.execute(
      sql`insert into scheduled_jobs (name, next_run_at) values (${name}, now() + interval '1 day')
        on conflict (name) do update set next_run_at = excluded.next_run_at`,
    );
  const c = await createCommunity(t.ctx.db, { name: 'Hand therapy network' });
  communityId = c.id;
  communityName = c.name;
  author = await caller(t.app, t.ctx.db, { notificationActivityTypes: [2, 4, 17] });
  alice = await caller(t.app, t.ctx.db, { notificationActivityTypes: [4, 17] });
  moderator = await caller(t.app, t.ctx.db);
  idle = await caller(t.app, t.ctx.db, { notificationActivityTypes: [2, 4, 17] });
  for (const who of [author, alice, idle]) await addMember(t.ctx.db, communityId, who.id);
  await addMember(t.ctx.db, communityId, moderator.id, 2, 1);
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'PUT', url: string, who: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: who.authorization }, ...(payload ? { payload } : {}) });
const comment = (postId: number, who: Caller, body: string, parentCommentId?: number) => {
  const mp = multipart([
    { name: 'body', value: body },
    ...(parentCommentId ? [{ name: 'parentCommentId', value: String(parentCommentId) }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/community/post/${postId}/comment`,
    headers: { authorization: who.authorization, ...mp.headers },
    payload: mp.payload,
  });
};
const list = async (who: Caller) =>
  (await api('GET', '/api/v1/community/notification?pageSize=100', who)).json().notifications as {
    id: number;
    activityType: number;
    readAt: string | null;
  }[];
/** The mails delivered to `email` (the outbox drained first: the runs only write mails to it). */
const mailsTo = async (email: string) => {
  await drainMail(t.ctx);
  return (await t.ctx.mailer.listOutbox(500)).filter((m) => m.to === email);
};

describe('notification writing', () => {
  it('a comment and a reply notify the right recipients, never the actor; others’ ids are not marked', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id, { title: 'Thumb spica splints' });
    const first = await comment(post.id, alice, '<p>Which thermoplastic do you use?</p>');
    expect(first.statusCode).toBe(201);
    const reply = await comment(post.id, author, '<p>Orfit, 2 mm.</p>', first.json().id);
    expect(reply.statusCode).toBe(201);
    expect((await list(author)).map((n) => n.activityType)).toEqual([4]);
    expect((await list(alice)).map((n) => n.activityType)).toEqual([17]);
    expect((await list(moderator)).map((n) => n.activityType).sort()).toEqual([9, 9]);
    expect(await list(idle)).toEqual([]);

    const aliceId = (await list(alice))[0].id;
    const r = await api('PUT', '/api/v1/community/notification/set-as-read', author, { ids: [aliceId] });
    expect(r.json()).toEqual({ success: true, updatedCount: 0 });
    expect((await list(alice))[0].readAt).toBeNull();
  });
});

describe('notification mail', () => {
  it('daily digest by default: run twice at once, one mail per member, grouped by community', async () => {
    expect((await api('GET', '/api/v1/community/users/notification-mail', moderator)).json()).toEqual({
      frequency: 'daily',
      unsubscribedActivityTypes: [],
    });
    const weekly = await api('PUT', '/api/v1/community/users/notification-mail', author, { frequency: 'weekly' });
    expect(weekly.json()).toEqual({ frequency: 'weekly', unsubscribedActivityTypes: [] });
    // Alice read hers: nothing unread, no digest.
    await api('PUT', '/api/v1/community/notification/all-set-as-read', alice);

    const runs = await Promise.all([deliverNotificationMail(t.ctx, 'daily'), deliverNotificationMail(t.ctx, 'daily')]);
    await deliverNotificationMail(t.ctx, 'daily');
    expect(runs[0] + runs[1]).toBeLessThanOrEqual(1);
    const mine = await mailsTo(moderator.account.email);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe('Your daily digest: 2 new notifications');
    expect(mine[0].text).toContain(communityName);
    expect(mine[0].text).toContain('commented on “Thumb spica splints” in Hand therapy network');
    expect(mine[0].text).toMatch(/\/communities\/[^\s]+\/posts\/\d+\?commentId=\d+/);
    expect(await mailsTo(alice.account.email)).toHaveLength(0);
    expect(await mailsTo(author.account.email)).toHaveLength(0);
    expect(await mailsTo(idle.account.email)).toHaveLength(0);

    await deliverNotificationMail(t.ctx, 'weekly');
    const authorMail = await mailsTo(author.account.email);
    expect(authorMail).toHaveLength(1);
    expect(authorMail[0].subject).toBe('Your weekly digest: 1 new notification');
  });

  it('the unsubscribe link turns its kind off without signing in; a bad token is 404', async () => {
    const [mail] = await mailsTo(moderator.account.email);
    const link = /Comments in communities you moderate: (\S+)/.exec(mail.text)?.[1] as string;
    expect(link).toBeTruthy();
    const url = link.replace(/^https?:\/\/[^/]+/, '');
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Comments in communities you moderate');
    const done = await t.app.inject({ method: 'POST', url });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer receive emails about');
    expect((await api('GET', '/api/v1/community/users/notification-mail', moderator)).json()).toEqual({
      frequency: 'daily',
      unsubscribedActivityTypes: [9],
    });
    await t.app.inject({ method: 'POST', url }); // twice: still one entry
    expect(
      (await api('GET', '/api/v1/community/users/notification-mail', moderator)).json().unsubscribedActivityTypes,
    ).toEqual([9]);

    // A new comment: the moderator's 9 is listed but not mailed.
    const post = await createPost(t.ctx.db, communityId, author.id, { title: 'Dynamic splinting' });
    await comment(post.id, alice, '<p>Great outcomes with these.</p>');
    expect((await list(moderator)).filter((n) => n.readAt === null).length).toBeGreaterThan(0);
    await deliverNotificationMail(t.ctx, 'daily');
    expect(await mailsTo(moderator.account.email)).toHaveLength(1);

    const forged = url.replace(/\.(\d+)\./, '.4.');
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${url.split('?')[0]}?token=nonsense-token` })).statusCode).toBe(
      404,
    );
  });

  it('a real-time member gets their mail from the real-time run only', async () => {
    await api('PUT', '/api/v1/community/users/notification-mail', alice, { frequency: 'realtime' });
    const post = await createPost(t.ctx.db, communityId, alice.id, { title: 'Night resting splints' });
    await comment(post.id, author, '<p>We review at two weeks.</p>');
    await deliverNotificationMail(t.ctx, 'daily');
    expect(await mailsTo(alice.account.email)).toHaveLength(0);
    expect(await deliverNotificationMail(t.ctx, 'realtime')).toBe(1);
    const [m] = await mailsTo(alice.account.email);
    expect(m.subject).toBe('You have a new notification');
    expect(await deliverNotificationMail(t.ctx, 'realtime')).toBe(0);
  });
});
