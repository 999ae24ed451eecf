/**
 * Announcements (spec 02 §4, §5, §7; issue 20): admin allowed, others 403; validation with the
 * spec's messages; two concurrent activations leave one active (and the database refuses a second
 * active row on its own); segment targeting; a dismissed announcement stays dismissed.
 */
import { sql } from 'drizzle-orm';
import { ANNOUNCEMENT_MESSAGES, Role, sydneyDay } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, countRows } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

type Caller = Awaited<ReturnType<typeof caller>>;
let t: TestApp;
let admin: Caller;
let owner: Caller;
let manager: Caller;
let member: Caller;
let student: Caller;
let studentSegment: number;

const today = sydneyDay(new Date());
const dayAfter = (n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t.app, t.ctx.db, { role: Role.Admin });
  owner = await caller(t.app, t.ctx.db, { role: Role.WorkSpaceOwner });
  manager = await caller(t.app, t.ctx.db, { role: Role.Manager });
  member = await caller(t.app, t.ctx.db);
  const seg = await t.ctx.db.execute(
    sql`insert into segments (category_name, name) values ('Membership type', 'Student member') returning id`,
  );
  studentSegment = Number((seg as unknown as { rows: { id: number }[] }).rows[0].id);
  const account = await caller(t.app, t.ctx.db);
  await t.ctx.db.execute(
    sql`insert into account_segments (account_id, segment_id) values (${account.id}, ${studentSegment})`,
  );
  student = account;
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: who.authorization }, ...(payload ? { payload } : {}) });

const body = (over: Record<string, unknown> = {}) => ({
  title: 'National conference early bird closes Friday',
  description: 'Register for the OT Australia national conference before Friday to save $150.',
  link: 'https://ota.example.org.au/conference',
  isActive: false,
  startDate: today,
  endDate: dayAfter(14),
  segmentIds: [],
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const r = await api('POST', '/api/v1/admin/announcements', admin, body(over));
  expect(r.statusCode).toBe(201);
  return r.json() as { id: number; isActive: boolean; segmentIds: number[] };
};
const activeIds = async () =>
  ((await api('GET', '/api/v1/admin/announcements', admin)).json().announcements as { id: number; isActive: boolean }[])
    .filter((a) => a.isActive)
    .map((a) => a.id);

describe('announcements admin', () => {
  it('the admin creates, lists, edits and deletes; WorkSpaceOwner, Manager and member get 403', async () => {
    const a = await create({ segmentIds: [studentSegment] });
    expect(a).toMatchObject({
      title: 'National conference early bird closes Friday',
      isActive: false,
      startDate: today,
      endDate: dayAfter(14),
      segmentIds: [studentSegment],
      createdByUserId: admin.id,
    });
    const list = await api('GET', '/api/v1/admin/announcements?page=1&pageSize=10', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().announcements.map((x: { id: number }) => x.id)).toContain(a.id);
    expect(list.json().totalItemCount).toBeGreaterThanOrEqual(1);

    const edited = await api(
      'PUT',
      `/api/v1/admin/announcements/${a.id}`,
      admin,
      body({ title: 'Early bird extended' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Early bird extended', segmentIds: [] });

    for (const who of [owner, manager, member]) {
      expect((await api('GET', '/api/v1/admin/announcements', who)).statusCode).toBe(403);
      expect((await api('POST', '/api/v1/admin/announcements', who, body())).statusCode).toBe(403);
      expect((await api('PUT', `/api/v1/admin/announcements/${a.id}`, who, body())).statusCode).toBe(403);
      expect((await api('DELETE', `/api/v1/admin/announcements/${a.id}`, who)).statusCode).toBe(403);
    }
    expect((await api('DELETE', `/api/v1/admin/announcements/${a.id}`, admin)).json()).toEqual({ success: true });
    expect((await api('DELETE', `/api/v1/admin/announcements/${a.id}`, admin)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/admin/announcements/${a.id}`, admin, body())).statusCode).toBe(404);
  });

  it.each([
    [{ title: '  ' }, ANNOUNCEMENT_MESSAGES.titleRequired],
    [{ description: '' }, ANNOUNCEMENT_MESSAGES.descriptionRequired],
    [{ link: 'ota.example.org.au' }, ANNOUNCEMENT_MESSAGES.linkInvalid],
    [{ link: 'ftp://files.example.org' }, ANNOUNCEMENT_MESSAGES.linkInvalid],
    [{ startDate: undefined }, ANNOUNCEMENT_MESSAGES.dateRangeRequired],
    [{ startDate: dayAfter(3), endDate: dayAfter(2) }, ANNOUNCEMENT_MESSAGES.dateRangeRequired],
    [{ startDate: dayAfter(-1) }, ANNOUNCEMENT_MESSAGES.startInPast],
    [{ segmentIds: [987654] }, ANNOUNCEMENT_MESSAGES.unknownSegment],
  ])('refuses %j with “%s”', async (over, message) => {
    const r = await api('POST', '/api/v1/admin/announcements', admin, body(over));
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(message);
  });

  it('an edit may keep a start day that has passed', async () => {
    const a = await create();
    await t.ctx.db.execute(sql`update announcements set start_date = ${dayAfter(-5)}::date where id = ${a.id}`);
    const kept = await api('PUT', `/api/v1/admin/announcements/${a.id}`, admin, body({ startDate: dayAfter(-5) }));
    expect(kept.statusCode).toBe(200);
    const moved = await api('PUT', `/api/v1/admin/announcements/${a.id}`, admin, body({ startDate: dayAfter(-6) }));
    expect(moved.json().message).toBe(ANNOUNCEMENT_MESSAGES.startInPast);
  });

  it('activating one deactivates the current one; two concurrent activations leave one active', async () => {
    const a = await create({ isActive: true });
    expect(await activeIds()).toEqual([a.id]);
    const b = await create();
    const c = await create();
    const results = await Promise.all([
      api('PUT', `/api/v1/admin/announcements/${b.id}`, admin, body({ isActive: true })),
      api('PUT', `/api/v1/admin/announcements/${c.id}`, admin, body({ isActive: true })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const active = await activeIds();
    expect(active).toHaveLength(1);
    expect([b.id, c.id]).toContain(active[0]);
    expect(await countRows(t.ctx.db, 'announcements', 'is_active')).toBe(1);

    // The database itself refuses a second active row (partial unique index).
    await expect(t.ctx.db.execute(sql`update announcements set is_active = true where id = ${a.id}`)).rejects.toThrow();
  });
});

describe('announcements for members', () => {
  it('answers the active one within its dates for its segment only; dismissed stays dismissed', async () => {
    const forStudents = await create({
      title: 'Student CPD webinar series',
      segmentIds: [studentSegment],
      isActive: true,
    });
    const seen = async (who: Caller) => (await api('GET', '/api/v1/announcements', who)).json().announcement;
    expect(await seen(member)).toBeNull();
    expect(await seen(student)).toMatchObject({ id: forStudents.id, title: 'Student CPD webinar series' });
    expect(await seen(student)).not.toHaveProperty('segmentIds');

    const everyone = await create({ title: 'CPD audit reminder', isActive: true });
    expect((await seen(member)).id).toBe(everyone.id);
    expect((await seen(student)).id).toBe(everyone.id);

    const put = await api('PUT', `/api/v1/announcements/${everyone.id}/cancelled`, member);
    expect(put.json()).toEqual({ success: true });
    expect(await seen(member)).toBeNull();
    expect((await api('PUT', `/api/v1/announcements/${everyone.id}/cancelled`, member)).statusCode).toBe(200);
    expect(await seen(member)).toBeNull();
    expect((await seen(student)).id).toBe(everyone.id);
    expect((await api('PUT', '/api/v1/announcements/987654/cancelled', member)).statusCode).toBe(404);

    // Out of its dates (it starts tomorrow): not shown.
    await t.ctx.db.execute(sql`update announcements set start_date = ${dayAfter(1)}::date where id = ${everyone.id}`);
    expect(await seen(student)).toBeNull();
  });
});
