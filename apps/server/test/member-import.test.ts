/**
 * Member CSV import (issue 23): staff only; the dry run writes nothing; refused rows block the
 * batch unless skipped (never half-applied); re-importing the same file does not duplicate; undo
 * removes created members and restores updated values exactly, and is refused once a member has
 * signed in; apply and undo each write one audit row.
 */
import { sql } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/identity/sessions';
import { caller, countRows, multipart, queryRows } from './communities-fixtures';
import { createAccount, rowCounts } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let staff: { authorization: string; id: string };
let member: { authorization: string };
let segmentIds: Record<string, number>;
const url = '/api/v1/admin/member-imports';

const HEADER = 'First name,Last name,Email,Mobile,Member number,Suburb,State,Membership type,Segments';

function csv(lines: string[]) {
  return Buffer.from(`${[HEADER, ...lines].join('\n')}\n`, 'utf8');
}

function upload(bytes: Buffer, fields: Record<string, string> = {}, filename = 'members.csv') {
  return multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, bytes, type: 'text/csv' },
  ]);
}

async function post(path: string, bytes: Buffer, fields: Record<string, string> = {}, who = staff) {
  const body = upload(bytes, fields);
  return t.app.inject({
    method: 'POST',
    url: `${url}${path}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: who.authorization },
  });
}

async function tableCounts() {
  const counts = await rowCounts(t.ctx.db);
  for (const table of [
    'memberships',
    'account_segments',
    'member_import_batches',
    'member_import_rows',
    'staff_audit_log',
  ])
    counts[table] = await countRows(t.ctx.db, table);
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(
    sql`insert into membership_types (code, name, fee_cents, is_life) values ('full', 'Full Member', 56000, false),
        ('student', 'Student Member', 9000, false)`,
  );
  const segs = await queryRows<{ id: number; name: string }>(
    t.ctx.db,
    `insert into segments (category_name, name) values ('Practice area', 'Paediatrics'), ('Practice area', 'Aged care'),
       ('Region', 'Hunter') returning id, name`,
  );
  segmentIds = Object.fromEntries(segs.map((s) => [s.name, s.id]));
  staff = await caller(t.app, t.ctx.db, { contactTypes: ['MembershipStaff'] });
  member = await caller(t.app, t.ctx.db);
});
afterAll(async () => t.close());

describe('member import', () => {
  it('answers 403 to a member on every call, and tells them they may not import', async () => {
    const bytes = csv(['Ava,Nguyen,ava@example.org,,,,,,']);
    expect((await post('/dry-run', bytes, {}, member as typeof staff)).statusCode).toBe(403);
    expect((await post('', bytes, {}, member as typeof staff)).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url, headers: { authorization: member.authorization } });
    expect(list.statusCode).toBe(403);
    const abilities = await t.app.inject({
      method: 'GET',
      url: `${url}/abilities`,
      headers: { authorization: member.authorization },
    });
    expect(abilities.json().data).toEqual({ canImportMembers: false });
  });

  it('refuses a file that is not CSV (415) and one over 5 MB (413)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const body = multipart([{ name: 'file', filename: 'photo.png', bytes: png, type: 'image/png' }]);
    const res415 = await t.app.inject({
      method: 'POST',
      url: `${url}/dry-run`,
      payload: body.payload,
      headers: { ...body.headers, authorization: staff.authorization },
    });
    expect(res415.statusCode).toBe(415);
    const big = csv([`Ava,Nguyen,ava@example.org,${'x'.repeat(5 * 1024 * 1024)},,,,,`]);
    const res413 = await post('/dry-run', big);
    expect(res413.statusCode).toBe(413);
    expect(res413.json().message).toBe('The file is too large (at most 5 MB).');
  });

  it('reports per row in a dry run, guessing the mapping, and writes nothing', async () => {
    const existing = await createAccount(t.ctx.db, {
      email: 'mia.thompson@example.org',
      firstName: 'Mia',
      lastName: 'Thompson',
      suburb: 'Newcastle',
    });
    const before = await tableCounts();
    const res = await post(
      '/dry-run',
      csv([
        'Ava,Nguyen,Ava.Nguyen@Example.org,0412 345 678,OT10001,Parramatta,NSW,Full Member,Paediatrics',
        'Mia,Thompson,MIA.THOMPSON@example.org,,,Maitland,,,Hunter',
        'Leo,Park,not-an-email,,,,,,',
        'Ava,Nguyen,ava.nguyen@example.org,,,,,,',
        'Zoe,Chen,zoe.chen@example.org,,,,,Platinum,Hand therapy',
        ',Brown,sam.brown@example.org,,,,,,',
      ]),
    );
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.mapping).toMatchObject({ firstName: 0, lastName: 1, email: 2, mobile: 3, memberNum: 4, segments: 8 });
    expect(report.counts).toEqual({ total: 6, create: 1, update: 1, unchanged: 0, refuse: 4 });
    expect(report.rows.map((r: { action: string }) => r.action)).toEqual([
      'create',
      'update',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
    ]);
    expect(report.rows[1]).toMatchObject({ row: 3, name: 'Mia Thompson', changes: ['Suburb', 'Segments'] });
    expect(report.rows[2].reasons).toEqual(['Email is not a valid address']);
    expect(report.rows[3].reasons).toEqual(['Duplicate of row 2']);
    expect(report.rows[4].reasons).toEqual(['Unknown membership type "Platinum"', 'Unknown segment "Hand therapy"']);
    expect(report.rows[5].reasons).toEqual(['First name is missing']);
    expect(await tableCounts()).toEqual(before);
    expect(
      (await queryRows<{ suburb: string }>(t.ctx.db, `select suburb from accounts where id = '${existing.id}'`))[0]
        .suburb,
    ).toBe('Newcastle');
  });

  it('refuses rows of accounts above the importing staff member (issue 28), and changes nothing of them', async () => {
    const boss = await createAccount(t.ctx.db, {
      email: 'boss.admin@example.org',
      firstName: 'Grace',
      lastName: 'Admin',
      role: Role.Admin,
      suburb: 'Sydney',
    });
    const bytes = csv(['Grace,Admin,boss.admin@example.org,0400 000 000,,Hacked Town,,,']);
    const res = await post('/dry-run', bytes);
    expect(res.json().data.rows[0]).toMatchObject({
      action: 'refuse',
      reasons: ['This account holds a role or staff scope you do not have; only an administrator may change it.'],
    });
    const applied = await post('', bytes, { skipRefused: 'true' });
    expect(applied.json().data.counts).toMatchObject({ update: 0, refuse: 1 });
    const row = await queryRows<{ suburb: string }>(t.ctx.db, `select suburb from accounts where id = '${boss.id}'`);
    expect(row[0].suburb).toBe('Sydney');
  });

  it('never half-applies a batch with a refused row unless told to skip refused rows', async () => {
    const bytes = csv(['Noah,Wilson,noah.wilson@example.org,,,,,,', 'Bad,Row,bad-email,,,,,,']);
    const before = await tableCounts();
    const blocked = await post('', bytes);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe('Some rows are refused: fix them, or choose to skip the refused rows.');
    expect(await tableCounts()).toEqual(before);

    const applied = await post('', bytes, { skipRefused: 'true' });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({
      counts: { create: 1, refuse: 1 },
      skippedRefused: true,
      canUndo: true,
    });
    expect(await countRows(t.ctx.db, 'accounts', `email = 'noah.wilson@example.org'`)).toBe(1);
    const rows = await t.app.inject({
      method: 'GET',
      url: `${url}/${applied.json().data.id}/rows?action=refuse`,
      headers: { authorization: staff.authorization },
    });
    expect(rows.json().items).toEqual([
      expect.objectContaining({ row: 3, action: 'refuse', reasons: ['Email is not a valid address'] }),
    ]);
  });

  it('applies once: the same file again creates nobody; undo restores exact values and removes created members; one audit row each', async () => {
    const kept = await createAccount(t.ctx.db, {
      email: 'grace.lee@example.org',
      firstName: 'Grace',
      lastName: 'Lee',
      mobile: null,
      suburb: 'Fremantle',
      state: 'WA',
    });
    await t.ctx.db.execute(
      sql`insert into account_segments (account_id, segment_id) values (${kept.id}, ${segmentIds['Aged care']})`,
    );
    const bytes = csv([
      'Oliver,Smith,oliver.smith@example.org,0400 111 222,OT20001,Geelong,VIC,full,Paediatrics;Hunter',
      'Grace,Lee,Grace.Lee@example.org,0433 999 000,OT20002,Perth,WA,Student Member,Paediatrics',
    ]);
    const auditBefore = await countRows(t.ctx.db, 'staff_audit_log');
    const first = await post('', bytes);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.counts).toMatchObject({ create: 1, update: 1, refuse: 0 });
    expect(await countRows(t.ctx.db, 'staff_audit_log', `action = 'import.apply'`)).toBeGreaterThanOrEqual(1);
    expect(await countRows(t.ctx.db, 'staff_audit_log')).toBe(auditBefore + 1);
    const [grace] = await queryRows<Record<string, unknown>>(
      t.ctx.db,
      `select mobile, suburb, state, member_num from accounts where id = '${kept.id}'`,
    );
    expect(grace).toEqual({ mobile: '0433 999 000', suburb: 'Perth', state: 'WA', member_num: 'OT20002' });

    const second = await post('', bytes);
    expect(second.json().data.counts).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    expect(
      await countRows(t.ctx.db, 'accounts', `email in ('oliver.smith@example.org', 'grace.lee@example.org')`),
    ).toBe(2);

    // The second (no-op) batch touched nobody, so the first can be undone.
    const undo = await t.app.inject({
      method: 'POST',
      url: `${url}/${first.json().data.id}/undo`,
      headers: { authorization: staff.authorization },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data).toMatchObject({ canUndo: false, undoneByEmail: expect.any(String) });
    expect(await countRows(t.ctx.db, 'accounts', `email = 'oliver.smith@example.org'`)).toBe(0);
    const [restored] = await queryRows<Record<string, unknown>>(
      t.ctx.db,
      `select mobile, suburb, state, member_num from accounts where id = '${kept.id}'`,
    );
    expect(restored).toEqual({ mobile: null, suburb: 'Fremantle', state: 'WA', member_num: null });
    const segs = await queryRows<{ segment_id: number }>(
      t.ctx.db,
      `select segment_id from account_segments where account_id = '${kept.id}'`,
    );
    expect(segs.map((s) => s.segment_id)).toEqual([segmentIds['Aged care']]);
    expect(await countRows(t.ctx.db, 'memberships', `account_id = '${kept.id}'`)).toBe(0);
    expect(
      await countRows(t.ctx.db, 'staff_audit_log', `action = 'import.undo' and entity_id = '${first.json().data.id}'`),
    ).toBe(1);

    const again = await t.app.inject({
      method: 'POST',
      url: `${url}/${first.json().data.id}/undo`,
      headers: { authorization: staff.authorization },
    });
    expect(again.statusCode).toBe(409);
    const list = await t.app.inject({ method: 'GET', url, headers: { authorization: staff.authorization } });
    const listed = list.json().items.find((b: { id: string }) => b.id === first.json().data.id);
    expect(listed).toMatchObject({ undoneAt: expect.any(String), canUndo: false, counts: { create: 1, update: 1 } });
  });

  it('refuses undo once a member of the batch has signed in', async () => {
    const res = await post('', csv(['Isla,Martin,isla.martin@example.org,,,,,,']));
    const batch = res.json().data;
    const [isla] = await queryRows<{ id: string }>(
      t.ctx.db,
      `select id from accounts where email = 'isla.martin@example.org'`,
    );
    await createSession(t.ctx.db, isla.id);
    const list = await t.app.inject({ method: 'GET', url, headers: { authorization: staff.authorization } });
    expect(list.json().items.find((b: { id: string }) => b.id === batch.id)).toMatchObject({
      canUndo: false,
      undoBlockedReason: 'This import cannot be undone: a member of it has signed in since.',
    });
    const auditBefore = await countRows(t.ctx.db, 'staff_audit_log');
    const undo = await t.app.inject({
      method: 'POST',
      url: `${url}/${batch.id}/undo`,
      headers: { authorization: staff.authorization },
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe('This import cannot be undone: a member of it has signed in since.');
    expect(await countRows(t.ctx.db, 'accounts', `email = 'isla.martin@example.org'`)).toBe(1);
    expect(await countRows(t.ctx.db, 'staff_audit_log')).toBe(auditBefore);
  });

  it('two imports of the same file at once never duplicate a member nor fail with a 500', async () => {
    const bytes = csv(['Hazel,Wright,hazel.wright@example.org,,,Ballarat,VIC,,']);
    const [a, b] = await Promise.all([post('', bytes), post('', bytes)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await countRows(t.ctx.db, 'accounts', `email = 'hazel.wright@example.org'`)).toBe(1);
    const conflict = [a, b].find((r) => r.statusCode === 409);
    if (conflict) expect(conflict.json().message).toMatch(/^Another change to these members happened at the same time/);
  });

  it('mails each new member an invitation to the first-time login when asked', async () => {
    const res = await post('', csv(['Olive,Harris,olive.harris@example.org,,,,,,']), { sendInvitations: 'true' });
    expect(res.json().data.invitationsSent).toBe(true);
    let mail: { to: string; subject: string; text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i += 1) {
      mail = (await t.ctx.mailer.listOutbox()).find((m) => m.to === 'olive.harris@example.org');
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.subject).toMatch(/member portal account$/);
    expect(mail?.text).toContain('/first-time-login');
  });
});
