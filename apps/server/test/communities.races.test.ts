/**
 * No 500 for races and out-of-range ids (issue 28 finding 8), as the probe sent them:
 * - 20 parallel joins of one public community by one member: every answer is 200 "joined" (spec 02:
 *   a join of a member answers the membership), one member row, membersCount 1;
 * - 10 parallel creations of one new tag name: one 201, the others 409 CONFLICT, one row;
 * - a category's parentCategoryId of 2147483648 (beyond int4) answers 400, as do -1 and 1e20;
 * - the safety net (lib/pg-errors.ts): a PostgreSQL unique violation or out-of-range value that reaches
 *   the error handler answers 409 / 400, not 500.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, countRows, createCommunity, queryRows } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {},
    {
      beforeReady(app) {
        // Test routes that run SQL PostgreSQL refuses, to reach the error handler's safety net.
        app.get('/api/test/unique-race', { config: { public: true } }, async () => {
          const name = `Safety net ${Math.random().toString(36).slice(2, 8)}`;
          await t.ctx.db.execute(sql`insert into community_tags (name) values (${name})`);
          await t.ctx.db.execute(sql`insert into community_tags (name) values (${name})`);
          return { ok: true };
        });
        app.get('/api/test/out-of-range', { config: { public: true } }, async () => {
          await t.ctx.db.execute(sql`select ${'2147483648'}::int`);
          return { ok: true };
        });
      },
    },
  );
});
afterAll(async () => t?.close());

describe('parallel joins of one community (issue 28 finding 8a)', () => {
  it('20 parallel joins by one member all answer 200 joined; one member row, membersCount 1', async () => {
    const c = await createCommunity(t.ctx.db);
    const me = await caller(t.app, t.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/community/${c.id}/join`,
          headers: { authorization: me.authorization },
          payload: {},
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (const r of answers) expect(r.json()).toEqual({ communityId: c.id, status: 2, isJoined: true, role: 0 });
    expect(await countRows(t.ctx.db, 'community_members', `community_id = ${c.id}`)).toBe(1);
    const [row] = await queryRows<{ members_count: number }>(
      t.ctx.db,
      `select members_count from communities where id = ${c.id}`,
    );
    expect(Number(row.members_count)).toBe(1);
  });
});

describe('parallel creations of one tag name (issue 28 finding 8b)', () => {
  it('10 parallel creations: one 201, the others 409 CONFLICT, one row; never 500', async () => {
    const admin = await caller(t.app, t.ctx.db, { role: 1 });
    const name = `Race tag ${Math.random().toString(36).slice(2, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/community/post/tag',
          headers: { authorization: admin.authorization },
          payload: { name },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().code).toBe('CONFLICT');
    expect(await countRows(t.ctx.db, 'community_tags', `lower(name) = lower('${name}')`)).toBe(1);
  });
});

describe('out-of-range ids (issue 28 finding 8c)', () => {
  it('a parentCategoryId of 2147483648, -1 or 1e20 answers 400 VALIDATION_ERROR; a real parent still works', async () => {
    const admin = await caller(t.app, t.ctx.db, { role: 1 });
    for (const parentCategoryId of [2147483648, -1, 1e20, 2 ** 53]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/community/category',
        headers: { authorization: admin.authorization },
        payload: { name: `Out of range ${parentCategoryId}`, parentCategoryId },
      });
      expect({ parentCategoryId, status: res.statusCode, code: res.json().code }).toEqual({
        parentCategoryId,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
    const parent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/community/category',
      headers: { authorization: admin.authorization },
      payload: { name: `Parent ${Math.random().toString(36).slice(2, 8)}` },
    });
    expect(parent.statusCode).toBe(201);
    const child = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/community/category',
      headers: { authorization: admin.authorization },
      payload: { name: `Child ${Math.random().toString(36).slice(2, 8)}`, parentCategoryId: parent.json().id },
    });
    expect(child.statusCode).toBe(201);
  });

  it('a path id of 2147483648 answers 400, not 500', async () => {
    const me = await caller(t.app, t.ctx.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/community/2147483648/join',
      headers: { authorization: me.authorization },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the database error safety net (lib/pg-errors.ts)', () => {
  it('a unique violation answers 409 CONFLICT and an int4 overflow 400 VALIDATION_ERROR, not 500', async () => {
    const race = await t.app.inject({ method: 'GET', url: '/api/test/unique-race' });
    expect({ status: race.statusCode, code: race.json().code }).toEqual({ status: 409, code: 'CONFLICT' });
    const range = await t.app.inject({ method: 'GET', url: '/api/test/out-of-range' });
    expect({ status: range.statusCode, code: range.json().code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
