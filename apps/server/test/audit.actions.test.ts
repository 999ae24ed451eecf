/**
 * Staff actions outside member administration write exactly one staff audit row each, in their own
 * transaction (issue 23): impersonation start and end, community moderation (alongside the
 * community's moderation log), content publish/unpublish, event publish/unpublish/cancel, and the
 * issue 29 additions (catalogue, FAQ, content labels). A refused or conflicting action writes none
 * (audit.walk.test.ts checks that every staff mutation writes one).
 */
import { Role, sydneyDay } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createCategory, createCommunity } from './communities-fixtures';
import { createItem } from './content-fixtures';
import { createEvent } from './events-fixtures';
import { createAccount, PASSWORD, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: { id: string; email: string; authorization: string };

async function entries(): Promise<Record<string, unknown>[]> {
  const r = await t.ctx.db.execute(sql`select * from staff_audit_log order by id`);
  return (r as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Runs `act` and answers the audit rows it added. */
async function added(act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const before = (await entries()).length;
  await act();
  return (await entries()).slice(before);
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createAccount(t.ctx.db, { role: Role.Admin, email: 'grace.admin@example.test' });
  admin = { id: a.id, email: a.email, authorization: (await signInAs(t.app, a.email)).authorization };
});
afterAll(async () => t.close());

const call = (authorization: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

describe('audit rows of staff actions', () => {
  it('impersonation start and end, as the Admin', async () => {
    const member = await createAccount(t.ctx.db, { email: 'mia.member@example.test' });
    let token = '';
    const start = await added(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: member.email, password: PASSWORD, impersonatorId: admin.id },
      });
      expect(res.statusCode).toBe(200);
      token = res.json().accessToken;
    });
    expect(start).toHaveLength(1);
    expect(start[0]).toMatchObject({ action: 'impersonation.start', actor_id: admin.id, entity_id: member.id });
    const end = await added(async () => {
      expect((await call(`Bearer ${token}`, 'POST', '/api/v1/auth/sign-out')).statusCode).toBe(200);
    });
    // The sign-out request itself is on record too (issue 28: every request of an impersonation).
    expect(end.map((r) => r.action).sort()).toEqual(['impersonation.end', 'impersonation.request']);
    expect(end.find((r) => r.action === 'impersonation.end')).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
    });
    // A member's own sign-out is not a staff action.
    const own = await signInAs(t.app, member.email);
    expect(await added(() => call(own.authorization, 'POST', '/api/v1/auth/sign-out'))).toHaveLength(0);
  });

  it('event publish, unpublish and cancel; a refused publish writes none', async () => {
    const { eventId } = await createEvent(t.ctx.db, { status: 'draft', title: 'Sensory Processing Masterclass' });
    const url = `/api/v1/admin/events/${eventId}`;
    for (const [path, action] of [
      ['publish', 'event.publish'],
      ['unpublish', 'event.unpublish'],
      ['cancel', 'event.cancel'],
    ] as const) {
      const rows = await added(async () => {
        expect((await call(admin.authorization, 'POST', `${url}/${path}`, {})).statusCode).toBe(200);
      });
      expect(rows.map((r) => [r.action, r.entity_id])).toEqual([[action, String(eventId)]]);
    }
    const refused = await added(async () => {
      expect((await call(admin.authorization, 'POST', `${url}/publish`, {})).statusCode).toBe(409);
    });
    expect(refused).toHaveLength(0);
  });

  it('content publish and unpublish; an edit that keeps the status writes content.update', async () => {
    const item = await createItem(t.ctx.db, { name: 'Falls prevention toolkit', status: 'draft' });
    const url = `/api/v1/admin/content/items/${item.id}`;
    const pub = await added(async () => {
      expect((await call(admin.authorization, 'POST', `${url}/publish`, {})).statusCode).toBe(200);
    });
    expect(pub.map((r) => r.action)).toEqual(['content.publish']);
    const edit = await added(async () => {
      expect(
        (await call(admin.authorization, 'PATCH', url, { name: 'Falls prevention toolkit 2026' })).statusCode,
      ).toBe(200);
    });
    expect(edit).toHaveLength(1);
    expect(edit[0]).toMatchObject({ action: 'content.update', summary: 'Edited Falls prevention toolkit 2026' });
    const unpub = await added(async () => {
      expect((await call(admin.authorization, 'POST', `${url}/archive`)).statusCode).toBe(200);
    });
    expect(unpub).toHaveLength(1);
    expect(unpub[0]).toMatchObject({
      action: 'content.unpublish',
      summary: 'Unpublished Falls prevention toolkit 2026',
    });
  });

  it('community moderation, alongside the moderation log; a refused one writes none', async () => {
    const community = await createCommunity(t.ctx.db, { isPublic: false });
    const moderator = await createAccount(t.ctx.db, { email: 'mod@example.test' });
    const member = await createAccount(t.ctx.db);
    const outsider = await createAccount(t.ctx.db);
    await addMember(t.ctx.db, community.id, moderator.id, 2, 1);
    await addMember(t.ctx.db, community.id, member.id, 2, 0);
    const mod = await signInAs(t.app, moderator.email);
    const other = await signInAs(t.app, outsider.email);
    const url = `/api/v1/admin/community/${community.id}/member/${member.id}`;
    const refused = await added(async () => {
      expect((await call(other.authorization, 'DELETE', url)).statusCode).toBe(403);
    });
    expect(refused).toHaveLength(0);
    const rows = await added(async () => {
      expect((await call(mod.authorization, 'DELETE', url)).statusCode).toBe(200);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'moderation',
      actor_email: 'mod@example.test',
      entity_type: 'community',
      entity_id: String(community.id),
      detail: { moderationAction: 'member.remove', memberUserId: member.id },
    });
    const log = await t.ctx.db.execute(
      sql`select action from community_moderation_log where community_id = ${community.id}`,
    );
    expect((log as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual(['member.remove']);
  });

  it('announcements: create, edit and delete write one row each, as the Admin; a refused edit writes none', async () => {
    const day = sydneyDay(new Date());
    const end = sydneyDay(new Date(Date.now() + 14 * 86_400_000));
    const body = {
      title: 'AGM papers are out',
      description: 'Read the annual report before the AGM.',
      link: 'https://example.org/agm',
      isActive: false,
      startDate: day,
      endDate: end,
      segmentIds: [],
    };
    let id = 0;
    const created = await added(async () => {
      const res = await call(admin.authorization, 'POST', '/api/v1/admin/announcements', body);
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    });
    expect(created).toEqual([
      expect.objectContaining({ action: 'announcement.create', entity_type: 'announcement', entity_id: String(id) }),
    ]);
    expect(created[0].actor_email).toBe(admin.email);
    const edited = await added(async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/announcements/${id}`,
        headers: { authorization: admin.authorization },
        payload: { ...body, title: 'AGM papers and proxy form are out' },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(edited).toEqual([expect.objectContaining({ action: 'announcement.update', entity_id: String(id) })]);
    expect(edited[0].after).toEqual({ title: 'AGM papers and proxy form are out' });
    const member = await createAccount(t.ctx.db, { email: 'nora.member@example.test' });
    const memberAuth = (await signInAs(t.app, member.email)).authorization;
    const refused = await added(async () => {
      const res = await call(memberAuth, 'DELETE', `/api/v1/admin/announcements/${id}`);
      expect(res.statusCode).toBe(403);
    });
    expect(refused).toEqual([]);
    const deleted = await added(async () => {
      expect((await call(admin.authorization, 'DELETE', `/api/v1/admin/announcements/${id}`)).statusCode).toBe(200);
    });
    expect(deleted).toEqual([expect.objectContaining({ action: 'announcement.delete', entity_id: String(id) })]);
  });

  it('server values: create, change and delete write one row each; a refused create (409) writes none', async () => {
    const url = '/api/v1/admin/server-values';
    const key = 'membership.audit-note';
    const created = await added(async () => {
      expect((await call(admin.authorization, 'POST', url, { key, value: 'Renewals open 1 June' })).statusCode).toBe(
        201,
      );
    });
    expect(created).toEqual([
      expect.objectContaining({ action: 'server-value.create', entity_type: 'server-value', entity_id: key }),
    ]);
    const conflict = await added(async () => {
      expect((await call(admin.authorization, 'POST', url, { key, value: 'again' })).statusCode).toBe(409);
    });
    expect(conflict).toEqual([]);
    const changed = await added(async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: admin.authorization },
        payload: { key, value: 'Renewals open 2 June' },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(changed).toEqual([
      expect.objectContaining({
        action: 'server-value.update',
        entity_id: key,
        after: { value: 'Renewals open 2 June' },
      }),
    ]);
    const deleted = await added(async () => {
      expect((await call(admin.authorization, 'DELETE', `${url}?key=${key}`)).statusCode).toBe(200);
    });
    expect(deleted).toEqual([expect.objectContaining({ action: 'server-value.delete', entity_id: key })]);
  });

  it('catalogue, FAQ and content labels: a refused or conflicting call writes none, a successful one writes one', async () => {
    const member = await createAccount(t.ctx.db, { email: 'olga.member@example.test' });
    const memberAuth = (await signInAs(t.app, member.email)).authorization;
    const used = await createCategory(t.ctx.db, 'Hand therapy');
    await createCommunity(t.ctx.db, { categoryIds: [used.id] });
    const refusals: [string, 'POST' | 'PATCH' | 'DELETE', string, object | undefined, number][] = [
      [memberAuth, 'POST', '/api/v1/admin/community/category', { name: 'Aged care' }, 403],
      [admin.authorization, 'DELETE', `/api/v1/admin/community/category/${used.id}`, undefined, 409],
      [admin.authorization, 'DELETE', '/api/v1/admin/faq/999999', undefined, 404],
      [admin.authorization, 'PATCH', '/api/v1/admin/content/tags/999999', { label: 'Ethics' }, 404],
    ];
    for (const [auth, method, url, body, status] of refusals) {
      const rows = await added(async () => expect((await call(auth, method, url, body)).statusCode, url).toBe(status));
      expect(rows, url).toEqual([]);
    }
    const created = await added(async () => {
      expect(
        (await call(admin.authorization, 'POST', '/api/v1/admin/content/tags', { label: 'Ethics' })).statusCode,
      ).toBe(201);
    });
    expect(created).toEqual([expect.objectContaining({ action: 'content.tag.create', actor_id: admin.id })]);
    const duplicate = await added(async () => {
      expect(
        (await call(admin.authorization, 'POST', '/api/v1/admin/content/tags', { label: 'ethics' })).statusCode,
      ).toBe(409);
    });
    expect(duplicate).toEqual([]);
  });
});
