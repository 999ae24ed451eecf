/**
 * List-Unsubscribe on notification mails (issue 17's leftover, done in issue 20): every notification
 * mail carries `List-Unsubscribe: <url>` naming all the kinds it holds and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`; the mail client's one-click POST (no session) turns those kinds off;
 * a tampered token answers 404 and changes nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverNotificationMail, MAIL_JOBS } from '../src/modules/notifications/notification-mail.service';
import { addMember, caller, createCommunity, createPost, multipart } from './communities-fixtures';
import { createTestApp, drainMail, type TestApp } from './harness';

type Caller = Awaited<ReturnType<typeof caller>>;
let t: TestApp;
let author: Caller;
let alice: Caller;
let moderator: Caller;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_MS: '3600000' }); // delivery runs only when the test asks
  for (const name of Object.values(MAIL_JOBS))
    await t.ctx.db.execute(
      sql`insert into scheduled_jobs (name, next_run_at) values (${name}, now() + interval '1 day')
        on conflict (name) do update set next_run_at = excluded.next_run_at`,
    );
  communityId = (await createCommunity(t.ctx.db, { name: 'Paediatric OT practice' })).id;
  author = await caller(t.app, t.ctx.db);
  alice = await caller(t.app, t.ctx.db, { notificationActivityTypes: [4, 17] });
  moderator = await caller(t.app, t.ctx.db, { notificationActivityTypes: [4, 17] });
  for (const who of [author, alice]) await addMember(t.ctx.db, communityId, who.id);
  await addMember(t.ctx.db, communityId, moderator.id, 2, 1);
});
afterAll(async () => t?.close());

const comment = async (postId: number, who: Caller, body: string, parentCommentId?: number) => {
  const mp = multipart([
    { name: 'body', value: body },
    ...(parentCommentId ? [{ name: 'parentCommentId', value: String(parentCommentId) }] : []),
  ]);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/community/post/${postId}/comment`,
    headers: { authorization: who.authorization, ...mp.headers },
    payload: mp.payload,
  });
  expect(r.statusCode).toBe(201);
  return r.json().id as number;
};
const settings = async (who: Caller) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/community/users/notification-mail',
      headers: { authorization: who.authorization },
    })
  ).json();

/** The raw message (headers unfolded) of the newest outbox mail to `email` (the outbox drained first). */
async function rawMailTo(email: string): Promise<{ headers: string; text: string }> {
  await drainMail(t.ctx);
  const [entry] = (await t.ctx.mailer.listOutbox(100)).filter((m) => m.to === email);
  expect(entry).toBeTruthy();
  const raw = await fs.readFile(path.join(t.config.dataDir, 'outbox', `${entry.id}.eml`), 'utf8');
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return { headers, text: entry.text };
}

describe('List-Unsubscribe', () => {
  it('a digest names all its kinds in the header; the one-click POST turns them off without signing in', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id, { title: 'Sensory diets at school' });
    const mine = await comment(post.id, moderator, '<p>We use movement breaks every hour.</p>');
    await comment(post.id, alice, '<p>Which breaks work best for year 2?</p>', mine);
    await comment(post.id, alice, '<p>Also, any visual timers you recommend?</p>');
    expect(await deliverNotificationMail(t.ctx, 'daily')).toBeGreaterThan(0);

    const { headers, text } = await rawMailTo(moderator.account.email);
    const kindsInText = [...text.matchAll(/unsubscribe\?token=[^.\s]+\.(\d+)\./g)].map((m) => Number(m[1]));
    expect(kindsInText.length).toBeGreaterThanOrEqual(2);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] as string;
    expect(link).toContain('/api/v1/notification-mail/unsubscribe?token=');
    const url = link.replace(/^https?:\/\/[^/]+/, '');

    const tampered = url.replace(/\.(\d+(?:-\d+)*)\./, '.1.');
    const bad = await t.app.inject({
      method: 'POST',
      url: tampered,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(404);
    expect((await settings(moderator)).unsubscribedActivityTypes).toEqual([]);

    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect((await settings(moderator)).unsubscribedActivityTypes).toEqual(
      [...new Set(kindsInText)].sort((a, b) => a - b),
    );
  });

  it('the one-click POST as multipart/form-data works too', async () => {
    const post = await createPost(t.ctx.db, communityId, alice.id, { title: 'Fine motor groups' });
    await comment(post.id, author, '<p>Theraputty warm-ups help.</p>');
    await deliverNotificationMail(t.ctx, 'daily');
    const { headers } = await rawMailTo(alice.account.email);
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? '';
    expect(link).toContain('/api/v1/notification-mail/unsubscribe?token=');
    const url = link.replace(/^https?:\/\/[^/]+/, '');
    const mp = multipart([{ name: 'List-Unsubscribe', value: 'One-Click' }]);
    const done = await t.app.inject({ method: 'POST', url, headers: mp.headers, payload: mp.payload });
    expect(done.statusCode).toBe(200);
    expect((await settings(alice)).unsubscribedActivityTypes).toEqual([4]);
  });
});
