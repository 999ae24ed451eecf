/**
 * CPD and courses (spec 03 §3, §4 Enrolment, §5 CPD, §6, §7 CPD and enrolments, §8; issue 16):
 * periods under the OTBA rule, outside records with evidence, another member's record, evidence and
 * certificate answer 404, certificates only for event records, the period report, print view, audit
 * pack, the staff compliance list and CSV, the attendance job run twice, enrolments and unenrol.
 */
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments } from '../src/db/schema';
import { makePdf, makePng } from '../src/modules/files/demo-files';
import { CPD_ATTENDANCE_JOB } from '../src/modules/cpd/cpd.plugin';
import { awardAttendance } from '../src/modules/cpd/cpd.service';
import { periodOf } from '../src/modules/cpd/cpd-periods';
import { calendarDayIn, OTBA_CPD_RULE } from '@portal/shared';
import { multipart, queryRows } from './communities-fixtures';
import { client, countRows, createEvent, DAY_MS, type Member, newMember } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { pdfToText, qpdfCheck } from './poppler';

/** Today in the reference tenant's zone (the test tenant runs in Australia/Sydney). */
const sydneyDate = () => calendarDayIn(new Date(), 'Australia/Sydney');

let t: TestApp;
let c: ReturnType<typeof client>;
let member: Member;
let other: Member;
let staff: Member;
let pdf: Buffer;
let png: Buffer;

const today = () => sydneyDate();
const fields = (o: Record<string, string>) => Object.entries(o).map(([name, value]) => ({ name, value }));

async function addRecord(who: Member, form: Record<string, string>, files: { filename: string; bytes: Buffer }[] = []) {
  const body = multipart([
    ...fields(form),
    ...files.map((f) => ({ name: 'evidence', filename: f.filename, bytes: f.bytes })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/cpd/record',
    headers: { authorization: who.authorization, ...body.headers },
    payload: body.payload,
  });
}

const outside = {
  title: 'Sensory processing in the classroom',
  categoryName: 'Online course or webinar',
  presenter: 'Dr Jane Ngo',
  domain: 'Knowledge and learning',
  hours: '2.5',
  interactive: 'true',
  reflection: 'I now screen for sensory needs before classroom visits.',
};

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  member = await newMember(t.app, t.ctx.db, { firstName: 'Zoë', lastName: "O'Brien-Łukasz" });
  other = await newMember(t.app, t.ctx.db);
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['Staff'] });
  pdf = await makePdf('Certificate of completion', 1);
  png = makePng([10, 80, 160], [200, 220, 240], 64, 64);
});
afterAll(() => t?.close());

describe('CPD periods and records', () => {
  it('answers the current period under the OTBA rule: 1 Dec to 30 Nov, 20 h, nothing done yet', async () => {
    const res = await c.get('/api/user/cpd/period/current', member);
    expect(res.statusCode).toBe(200);
    const [p] = res.json();
    const expected = periodOf(today(), OTBA_CPD_RULE);
    expect(p.periodStartDate).toBe(expected.startDate);
    expect(p.periodStartDate.slice(5)).toBe('12-01');
    expect(p.periodEndDate.slice(5)).toBe('11-30');
    expect(p.label).toMatch(/^\d{4}–\d{4}$/);
    expect(p).toMatchObject({ completedTotalHours: 0, minimumRequiredHours: 20, progressPercent: 0, isCurrent: true });
    expect(p.compliance).toMatchObject({ minimumInteractiveHours: 5, learningPlanMet: false, compliant: false });
    const neu = await c.get('/api/cpd/new', member);
    expect(neu.json()).toEqual({ url: '/cpd/records/new' });
  });

  it('adds an outside record with PDF and PNG evidence; progress moves; the evidence downloads', async () => {
    const res = await addRecord(member, { ...outside, completedDate: today() }, [
      { filename: 'certificate.pdf', bytes: pdf },
      { filename: 'photo.png', bytes: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const rec = res.json();
    expect(rec).toMatchObject({ title: outside.title, hours: 2.5, interactive: true, relatedEventId: null });
    expect(rec.editUrl).toBe(`/cpd/records/${rec.cpdId}/edit`);
    expect(rec.attachments.map((a: { name: string }) => a.name)).toEqual(['certificate.pdf', 'photo.png']);

    const [p] = (await c.get('/api/user/cpd/period/current', member)).json();
    expect(p.completedTotalHours).toBe(2.5);
    expect(p.progressPercent).toBe(12);
    expect(p.cpdRecords[0].cpdId).toBe(rec.cpdId);

    const file = await c.get(`/api/user/cpd/attachment/${rec.attachments[0].id}/download`, member);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Another member: the record, its evidence, edit and delete answer 404.
    expect((await c.get(`/api/cpd/record/${rec.cpdId}`, other)).statusCode).toBe(404);
    expect((await c.get(`/api/user/cpd/attachment/${rec.attachments[0].id}/download`, other)).statusCode).toBe(404);
    expect((await c.del(`/api/cpd/record/${rec.cpdId}`, other)).statusCode).toBe(404);
    // No certificate for an outside record.
    const cert = await c.get(`/api/cpd/${rec.cpdId}/download`, member);
    expect(cert.statusCode).toBe(404);
    expect(cert.json().message).toBe('Only records from events have a certificate.');
  });

  it('refuses bad input with clear messages: negative or non-quarter hours, a wrong evidence type, a future date', async () => {
    const neg = await addRecord(member, { ...outside, hours: '-1', completedDate: today() });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().message).toBe('Hours must be a positive number in steps of 0.25');
    const odd = await addRecord(member, { ...outside, hours: '1.3', completedDate: today() });
    expect(odd.json().message).toBe('Hours must be a positive number in steps of 0.25');
    const noTitle = await addRecord(member, { ...outside, title: ' ', completedDate: today() });
    expect(noTitle.json().message).toBe('Please enter a title');
    const exe = await addRecord(member, { ...outside, completedDate: today() }, [
      { filename: 'notes.pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf at all') },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Evidence must be a PDF, JPG or PNG file');
    const txt = await addRecord(member, { ...outside, completedDate: today() }, [
      { filename: 'notes.txt', bytes: Buffer.from('plain words') },
    ]);
    expect(txt.statusCode).toBe(415);
    expect(txt.json().message).toBe('Evidence must be a PDF, JPG or PNG file');
    const future = await addRecord(member, { ...outside, completedDate: '2999-01-01' });
    expect(future.json().message).toBe('The completed date cannot be in the future');
    const big = await addRecord(member, { ...outside, completedDate: today() }, [
      { filename: 'big.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Each evidence file must be 10 MB or smaller');
  });

  it('edits (fields, evidence removed and added) and deletes an outside record', async () => {
    const created = (
      await addRecord(member, { ...outside, title: 'Draft', hours: '1', completedDate: today() }, [
        { filename: 'a.pdf', bytes: pdf },
      ])
    ).json();
    const body = multipart([
      ...fields({ ...outside, title: 'Falls prevention refresher', hours: '1.75', completedDate: today() }),
      { name: 'removeAttachmentIds', value: created.attachments[0].id },
      { name: 'evidence', filename: 'b.png', bytes: png },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cpd/record/${created.cpdId}`,
      headers: { authorization: member.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Falls prevention refresher', hours: 1.75 });
    expect(res.json().attachments.map((a: { name: string }) => a.name)).toEqual(['b.png']);
    expect((await c.get(`/api/user/cpd/attachment/${created.attachments[0].id}/download`, member)).statusCode).toBe(
      404,
    );
    expect((await c.del(`/api/cpd/record/${created.cpdId}`, member)).statusCode).toBe(200);
    expect((await c.get(`/api/cpd/record/${created.cpdId}`, member)).statusCode).toBe(404);
    expect(await countRows(t.ctx.db, 'cpd_evidence', `record_id = ${created.cpdId}`)).toBe(0);
  });

  it('lists periods, keeps a learning plan, caps progress at 100 % and reports compliance', async () => {
    const [current] = (await c.get('/api/user/cpd/period/current', member)).json();
    const plan = await t.app.inject({
      method: 'PUT',
      url: `/api/user/cpd/period/${current.cpdPeriodId}/plan`,
      headers: { authorization: member.authorization },
      payload: { learningPlan: 'Goals: paediatric sensory practice; telehealth assessment.' },
    });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().compliance.learningPlanMet).toBe(true);
    await addRecord(member, { ...outside, title: 'Masterclass', hours: '30', completedDate: today() });
    const [p] = (await c.get('/api/user/cpd/period/current', member)).json();
    expect(p.completedTotalHours).toBe(32.5);
    expect(p.progressPercent).toBe(100);
    expect(p.compliance).toMatchObject({ hoursMet: true, interactiveMet: true, reflectionsMet: true, compliant: true });
    // Another member's period answers 404.
    expect((await c.get(`/api/user/cpd/period/${current.cpdPeriodId}`, other)).statusCode).toBe(404);
    const all = (await c.get('/api/user/cpds', member)).json();
    expect(all[0].cpdPeriodId).toBe(current.cpdPeriodId);
  });

  it('answers the period report as a PDF, a print view and an audit pack with the evidence', async () => {
    const [p] = (await c.get('/api/user/cpd/period/current', member)).json();
    const view = await c.get(`/api/cpd/period/${p.cpdPeriodId}/printview`, member);
    expect(view.statusCode).toBe(200);
    expect(view.json().previewUrl).toBe(`/api/cpd/period/${p.cpdPeriodId}/download?inline=true`);
    expect(view.json().previewHtml).toContain('Sensory processing in the classroom');
    const report = await c.get(`/api/cpd/period/${p.cpdPeriodId}/download`, member);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.headers['content-disposition']).toContain('attachment');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(qpdfCheck(report.rawPayload).status).toBe(0);
    const reportText = pdfToText(report.rawPayload);
    expect(reportText).toContain(`CPD report ${p.label}`);
    expect(reportText).toContain('Sensory processing in the classroom');
    expect((await c.get(`/api/cpd/period/${p.cpdPeriodId}/download`, other)).statusCode).toBe(404);
    const pack = await c.get(`/api/cpd/period/${p.cpdPeriodId}/auditpack`, member);
    expect(pack.statusCode).toBe(200);
    expect(pack.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(pack.rawPayload));
    const names = Object.keys(entries);
    expect(names[0]).toBe(`CPD report ${p.label}.pdf`);
    expect(names.some((n) => n.endsWith('/certificate.pdf'))).toBe(true);
    expect(names.some((n) => n.endsWith('/photo.png'))).toBe(true);
    const evidence = names.find((n) => n.endsWith('/certificate.pdf')) as string;
    expect(Buffer.from(entries[evidence]).equals(pdf)).toBe(true);
  });
});

describe('records from attended CPD events', () => {
  it('adds the record of an attended, ended CPD event once, even when the job runs twice; certificate for it', async () => {
    const ended = await createEvent(t.ctx.db, { title: 'Hand therapy intensive', startsInMs: -2 * DAY_MS, cpd: true });
    const upcoming = await createEvent(t.ctx.db, { title: 'Future CPD day', startsInMs: 3 * DAY_MS, cpd: true });
    const cancelled = await createEvent(t.ctx.db, {
      title: 'Cancelled ticket CPD',
      startsInMs: -3 * DAY_MS,
      cpd: true,
    });
    const plain = await createEvent(t.ctx.db, { title: 'Social evening', startsInMs: -3 * DAY_MS });
    const ticket = (eventId: number, priceId: number, status = 'Active') =>
      t.ctx.db.execute(
        sql`insert into event_tickets (event_id, ticket_price_id, account_id, amount_cents, attendance_status) values (${eventId}, ${priceId}, ${member.id}, 0, ${status})`,
      );
    await ticket(ended.eventId, ended.priceIds[0]);
    await ticket(ended.eventId, ended.priceIds[0]);
    await ticket(upcoming.eventId, upcoming.priceIds[0]);
    await ticket(cancelled.eventId, cancelled.priceIds[0], 'Removed');
    await ticket(plain.eventId, plain.priceIds[0]);

    // The job, made due twice (the app's own first look may also have run it), then once more directly.
    const due = () =>
      t.ctx.db.execute(sql`update scheduled_jobs set next_run_at = now() where name = ${CPD_ATTENDANCE_JOB}`);
    await due();
    await t.ctx.jobs.runIfDue(CPD_ATTENDANCE_JOB);
    await due();
    await t.ctx.jobs.runIfDue(CPD_ATTENDANCE_JOB);
    const [job] = await queryRows<{ last_finished_at: string | null; last_error: string | null }>(
      t.ctx.db,
      `select last_finished_at, last_error from scheduled_jobs where name = '${CPD_ATTENDANCE_JOB}'`,
    );
    expect(job.last_finished_at).not.toBeNull();
    expect(job.last_error).toBeNull();
    expect(await awardAttendance(t.ctx)).toBe(0);
    expect(
      await countRows(t.ctx.db, 'cpd_records', `account_id = '${member.id}' and related_event_id is not null`),
    ).toBe(1);

    const all = (await c.get('/api/user/cpds', member)).json();
    const rec = all
      .flatMap((p: { cpdRecords: unknown[] }) => p.cpdRecords)
      .find((r: { relatedEventId: number | null }) => r.relatedEventId === ended.eventId);
    expect(rec).toMatchObject({ title: 'Hand therapy intensive', hours: 2, editUrl: null, interactive: true });
    const cert = await c.get(`/api/cpd/${rec.cpdId}/download`, member);
    expect(cert.statusCode).toBe(200);
    expect(cert.headers['content-type']).toBe('application/pdf');
    expect(cert.headers['content-disposition']).toContain('attachment');
    const certText = pdfToText(cert.rawPayload);
    expect(certText).toContain("Zoë O'Brien-Łukasz");
    expect(certText).toContain('Hand therapy intensive');
    const view = await c.get(`/api/cpd/${rec.cpdId}/printview`, member);
    expect(view.headers['content-disposition']).toContain('inline');
    expect((await c.get(`/api/cpd/${rec.cpdId}/download`, other)).statusCode).toBe(404);
    // A record from an event is read-only, but for its reflection.
    expect((await c.del(`/api/cpd/record/${rec.cpdId}`, member)).statusCode).toBe(403);
    const reflect = (who: Member) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cpd/record/${rec.cpdId}/reflection`,
        headers: { authorization: who.authorization },
        payload: { reflection: 'I now fit thermoplastic splints with less review.' },
      });
    expect((await reflect(other)).statusCode).toBe(404);
    expect((await reflect(member)).json().reflection).toBe('I now fit thermoplastic splints with less review.');
  });
});

describe('staff compliance list', () => {
  it('lists members with their status for staff only; the CSV escapes formula cells', async () => {
    await newMember(t.app, t.ctx.db, { firstName: '=HYPERLINK("x")', lastName: 'Short' });
    expect((await c.get('/api/cpd/compliance', member)).statusCode).toBe(403);
    const res = await c.get('/api/cpd/compliance?size=200', staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const me = body.items.find((r: { accountId: string }) => r.accountId === member.id);
    expect(me).toMatchObject({ status: 'Complete', progressPercent: 100 });
    expect(body.items.find((r: { accountId: string }) => r.accountId === other.id).status).not.toBe('Complete');
    expect(body.items.some((r: { accountId: string }) => r.accountId === staff.id)).toBe(false);
    const csv = await c.get('/api/cpd/compliance/export', staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Short"`);
    expect(csv.body).not.toMatch(/(^|,)"=/m);
    expect((await c.get('/api/cpd/compliance/export', member)).statusCode).toBe(403);
  });
});

describe('courses and enrolments', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const rows = await t.ctx.db
      .insert(courses)
      .values([
        {
          code: 'OT101',
          name: 'Foundations of splinting',
          categoryName: 'Clinical skills',
          loginUrl: 'https://learn.example.org/ot101',
        },
        {
          code: 'OT205',
          name: 'Telehealth practice',
          categoryName: 'Digital practice',
          loginUrl: 'https://learn.example.org/ot205',
        },
        {
          code: 'OT310',
          name: 'Ethics refresher',
          categoryName: 'Professional practice',
          loginUrl: 'https://learn.example.org/ot310',
        },
      ])
      .returning();
    ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
    await t.ctx.db.insert(enrolments).values([
      { accountId: member.id, courseId: ids.OT101, status: 'Active', expiryDate: '2030-01-01' },
      { accountId: member.id, courseId: ids.OT205, status: 'Completed', completionDate: '2026-03-01' },
    ]);
  });

  it('lists the caller own enrolments, by status; another userId answers 404', async () => {
    const all = await c.post('/api/user/enrolment/list', member, { userId: member.id, status: null });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((e: { courseCode: string }) => e.courseCode)).toEqual(['OT101', 'OT205']);
    expect(all.json()[0]).toMatchObject({
      status: 'Active',
      loginUrl: 'https://learn.example.org/ot101',
      course: { courseId: ids.OT101, courseName: 'Foundations of splinting', categoryName: 'Clinical skills' },
    });
    const done = await c.post('/api/user/enrolment/list', member, { userId: member.id, status: 'Completed' });
    expect(done.json().map((e: { courseCode: string }) => e.courseCode)).toEqual(['OT205']);
    expect((await c.post('/api/user/enrolment/list', other, { userId: member.id })).statusCode).toBe(404);
    expect((await c.post('/api/user/enrolment/list', other, {})).json()).toEqual([]);
  });

  it('unenrols an active course; a completed one cannot be unenrolled', async () => {
    const completed = await c.post('/api/user/enrolment/unenrol', member, {
      userId: member.id,
      courseId: ids.OT205,
      courseCode: 'OT205',
    });
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe('A completed course cannot be unenrolled.');
    expect((await c.post('/api/user/enrolment/unenrol', other, { courseId: ids.OT101 })).statusCode).toBe(404);
    const ok = await c.post('/api/user/enrolment/unenrol', member, {
      userId: member.id,
      courseId: ids.OT101,
      courseCode: 'OT101',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Unenroll success' });
    const list = (await c.get('/api/course/list', member)).json();
    expect(list.find((x: { courseCode: string }) => x.courseCode === 'OT101').enrolmentStatus).toBeNull();
    expect(list.find((x: { courseCode: string }) => x.courseCode === 'OT205').enrolmentStatus).toBe('Completed');
    expect((await c.post('/api/user/enrolment/enrol', member, { courseId: ids.OT101 })).statusCode).toBe(200);
    expect((await c.post('/api/user/enrolment/enrol', member, { courseId: ids.OT101 })).statusCode).toBe(409);
  });
});
