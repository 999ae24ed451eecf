/**
 * Account details in both API styles (legacy for ota, workflow for psa), contact-us enquiries with
 * attachments (stored and mailed) (spec 01 §3, §5, §7, §8, §9; issue 14).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, countRows, multipart, queryRows } from './communities-fixtures';
import { waitForMail } from './events-fixtures';
import { accountRow } from './factories';
import { createTestApp, type TestApp } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let ota: TestApp;
let psa: TestApp;
beforeAll(async () => {
  // One after the other: two apps starting at once on a loaded machine can exceed a plugin's start timeout.
  ota = await createTestApp({ TENANT: 'ota' });
  psa = await createTestApp({ TENANT: 'psa' });
});
afterAll(async () => {
  await ota?.close();
  await psa?.close();
});

const inject = (t: TestApp, method: 'GET' | 'PUT' | 'POST', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization } });

const legacyForm = (email: string) => ({
  title: 'Dr',
  firstName: 'Priya',
  lastName: 'Raman',
  middleName: 'Lakshmi',
  pronoun: 'she/her',
  prefName: 'Pri',
  gender: 'F',
  graduationDate: '2012-12-07',
  registeredEmail: email,
  dob: '1988-04-21',
  postalAddress1: '12 Hunter Street',
  postalSuburb: 'Newcastle',
  postalState: 'NSW',
  postalPostCode: '2300',
  postalCountry: 'Australia',
  mobile: '0412 345 678',
});

describe('legacy account details (ota): GET/PUT /api/User', () => {
  it('reads the legacy profile and saves the account form (postalPostCode in, postalPostcode out, YYYY-MM-DD dates)', async () => {
    const me = await caller(ota.app, ota.ctx.db, { memberNum: 'OT10042' });
    const got = await inject(ota, 'GET', '/api/User', me.authorization);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: me.id, registeredEmail: me.account.email, memberNum: 'OT10042' });

    const put = await inject(ota, 'PUT', '/api/User', me.authorization, legacyForm(me.account.email));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      title: 'Dr',
      firstName: 'Priya',
      middleName: 'Lakshmi',
      prefName: 'Pri',
      dob: '1988-04-21',
      graduationDate: '2012-12-07',
      postalPostcode: '2300',
      postalSuburb: 'Newcastle',
    });
    const again = (await inject(ota, 'GET', '/api/User', me.authorization)).json();
    expect(again.postalPostcode).toBe('2300');
    expect(again.pronoun).toBe('she/her');
  });

  it.each([
    [{ firstName: '' }, 'Please input your First name'],
    [{ lastName: '  ' }, 'Please input your Last name'],
    [{ registeredEmail: '' }, 'Please enter an Emaill address'],
    [{ registeredEmail: 'not-an-email' }, 'Please enter a valid email'],
    [{ dob: '21/04/1988' }, 'Use the date format YYYY-MM-DD'],
    [{ graduationDate: '2012-02-30' }, 'Use the date format YYYY-MM-DD'],
    [{ gender: 'Q' }, 'Choose a gender from the list'],
    [{ title: 'Captain' }, 'Choose a title from the list'],
  ])('refuses %o with the message "%s"', async (change, message) => {
    const me = await caller(ota.app, ota.ctx.db);
    const res = await inject(ota, 'PUT', '/api/User', me.authorization, { ...legacyForm(me.account.email), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('ignores role, contact types, segments and member number, and refuses an email change (database unchanged)', async () => {
    const me = await caller(ota.app, ota.ctx.db, { memberNum: 'OT20001' });
    const before = await accountRow(ota.ctx.db, me.id);
    const sneaky = await inject(ota, 'PUT', '/api/User', me.authorization, {
      ...legacyForm(me.account.email),
      role: 1,
      contactTypes: ['Staff'],
      segments: [1],
      memberNum: 'X1',
    });
    expect(sneaky.statusCode).toBe(200);
    const after = await accountRow(ota.ctx.db, me.id);
    expect([after.role, after.contactTypes, after.memberNum]).toEqual([before.role, before.contactTypes, 'OT20001']);

    const email = await inject(ota, 'PUT', '/api/User', me.authorization, legacyForm('someone.else@example.test'));
    expect(email.statusCode).toBe(400);
    expect((await accountRow(ota.ctx.db, me.id)).email).toBe(me.account.email);
  });

  it("answers 404 for another account's id and for the workflow calls in a legacy tenant", async () => {
    const me = await caller(ota.app, ota.ctx.db);
    const other = await caller(ota.app, ota.ctx.db);
    const res = await inject(ota, 'PUT', '/api/User', me.authorization, {
      ...legacyForm(me.account.email),
      id: other.id,
    });
    expect(res.statusCode).toBe(404);
    expect((await accountRow(ota.ctx.db, other.id)).firstName).toBe(other.account.firstName);
    expect((await inject(ota, 'GET', '/api/user/details', me.authorization)).statusCode).toBe(404);
  });
});

describe('workflow account details (psa): GET/POST /api/user/details', () => {
  it('answers the form fields and saves workflowFormFields of Id, EntityId, Value', async () => {
    const me = await caller(psa.app, psa.ctx.db, { title: 'Mr', mobile: '0400 000 001' });
    const got = await inject(psa, 'GET', '/api/user/details', me.authorization);
    expect(got.statusCode).toBe(200);
    const fields = got.json().formFields as { id: string; entityId: string; fieldLabel: string; value: string }[];
    expect(fields.map((f) => f.fieldLabel)).toEqual(['First Name', 'Last Name', 'Title', 'Email', 'Mobile']);
    expect(fields.every((f) => f.entityId === me.id)).toBe(true);

    const save = await inject(psa, 'POST', '/api/user/details', me.authorization, {
      workflowFormFields: fields.map((f) => ({
        Id: f.id,
        EntityId: f.entityId,
        Value: f.fieldLabel === 'First Name' ? 'Jordan' : f.fieldLabel === 'Mobile' ? '0499 111 222' : f.value,
      })),
    });
    expect(save.statusCode).toBe(200);
    const saved = save.json().formFields as { fieldLabel: string; value: string }[];
    expect(saved.find((f) => f.fieldLabel === 'First Name')?.value).toBe('Jordan');
    expect(saved.find((f) => f.fieldLabel === 'Mobile')?.value).toBe('0499 111 222');
    expect((await inject(psa, 'GET', '/api/User', me.authorization)).statusCode).toBe(404);
  });

  it('refuses an empty first name, a changed email and another account (404, unchanged)', async () => {
    const me = await caller(psa.app, psa.ctx.db);
    const other = await caller(psa.app, psa.ctx.db);
    const post = (Id: string, Value: string, EntityId = me.id) =>
      inject(psa, 'POST', '/api/user/details', me.authorization, { workflowFormFields: [{ Id, EntityId, Value }] });
    const empty = await post('first-name', '');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please input your First name']);
    expect((await post('email', 'new@example.test')).statusCode).toBe(400);
    expect((await post('first-name', 'Mallory', other.id)).statusCode).toBe(404);
    expect((await accountRow(psa.ctx.db, other.id)).firstName).toBe(other.account.firstName);
    expect((await post('role', '1')).statusCode).toBe(400);
  });
});

describe('contact us: POST /api/user/contact-us and api/user/enquire', () => {
  it('stores the enquiry with its attachments and mails it to the association with them', async () => {
    const me = await caller(ota.app, ota.ctx.db, { memberNum: 'OT30003' });
    const body = multipart([
      { name: 'Name', value: 'Sam Carter' },
      { name: 'Email', value: 'ignored@example.test' },
      { name: 'Mobile', value: '0411 222 333' },
      { name: 'Comments', value: 'Please update my CPD hours for the hand therapy workshop.' },
      { name: 'memberNumber', value: '' },
      { name: 'FileAttachment', filename: 'certificate.pdf', bytes: PDF, type: 'application/pdf' },
      { name: 'FileAttachment', filename: 'photo.png', bytes: PNG, type: 'image/png' },
    ]);
    const res = await ota.app.inject({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: body.payload,
      headers: { ...body.headers, authorization: me.authorization },
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const [row] = await queryRows<{ email: string; member_number: string }>(
      ota.ctx.db,
      `select email, member_number from enquiries where id = '${id}'`,
    );
    expect(row).toEqual({ email: me.account.email, member_number: 'OT30003' });
    expect(await countRows(ota.ctx.db, 'enquiry_files', `enquiry_id = '${id}'`)).toBe(2);
    const mail = await waitForMail(ota.ctx.mailer, (m) => m.subject === 'Portal enquiry from Sam Carter');
    expect(mail.to).toBe(ota.config.tenant.contactEmail);
    const entry = mail as unknown as { id: string };
    const eml = fs.readFileSync(path.join(ota.config.dataDir, 'outbox', `${entry.id}.eml`), 'utf8');
    expect(eml).toContain('filename=certificate.pdf');
    expect(eml).toContain('filename=photo.png');
    // Staff replies go to the member (issue 30), and the member is told the enquiry arrived.
    expect(eml).toMatch(new RegExp(`^Reply-To: ${me.account.email.replace(/[.+]/g, '\\$&')}`, 'mi'));
    const ack = await waitForMail(
      ota.ctx.mailer,
      (m) => m.to === me.account.email && m.subject.startsWith('We received'),
    );
    expect(ack.subject).toBe(`We received your enquiry to ${ota.config.tenant.shortName}`);
    expect((ack as unknown as { text: string }).text).toContain(
      'Please update my CPD hours for the hand therapy workshop.',
    );
  });

  it('refuses empty comments, a bad type and attachments over 10 MB in total (nothing stored)', async () => {
    const me = await caller(ota.app, ota.ctx.db);
    const send = (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return ota.app.inject({
        method: 'POST',
        url: '/api/user/enquire',
        payload: body.payload,
        headers: { ...body.headers, authorization: me.authorization },
      });
    };
    const before = await countRows(ota.ctx.db, 'enquiries');
    const empty = await send([{ name: 'Comments', value: ' ' }]);
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter a comments']);
    const html = await send([
      { name: 'Comments', value: 'Hello' },
      { name: 'FileAttachment', filename: 'page.png', bytes: Buffer.from('<html><script>1</script></html>') },
    ]);
    expect(html.statusCode).toBe(415);
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const pdfA = Buffer.concat([PDF, big]);
    const tooMuch = await send([
      { name: 'Comments', value: 'Two large scans' },
      { name: 'FileAttachment', filename: 'a.pdf', bytes: pdfA },
      { name: 'FileAttachment', filename: 'b.pdf', bytes: pdfA },
    ]);
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([
      413,
      'The total size of all files must not exceed 10Mb',
    ]);
    expect(await countRows(ota.ctx.db, 'enquiries')).toBe(before);
  });
});

describe('avatar: POST /api/user/profileimage (field avatar)', () => {
  const upload = (authorization: string, filename: string, bytes: Buffer, type = 'image/png') => {
    const body = multipart([{ name: 'avatar', filename, bytes, type }]);
    return ota.app.inject({
      method: 'POST',
      url: '/api/user/profileimage',
      payload: body.payload,
      headers: { ...body.headers, authorization },
    });
  };

  it('re-encodes the image without its metadata (EXIF, GPS) and serves it as the account avatar', async () => {
    const me = await caller(ota.app, ota.ctx.db);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-CAMERA-OWNER' }, IFD3: { GPSLatitudeRef: 'S' } })
      .toBuffer();
    expect(photo.includes(Buffer.from('SECRET-CAMERA-OWNER'))).toBe(true);
    const res = await upload(me.authorization, 'holiday.jpg', photo, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/api\/user\/avatar\/[0-9a-f-]{36}$/);
    expect((await accountRow(ota.ctx.db, me.id)).avatarUrl).toBe(avatarUrl);
    const image = await ota.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.includes(Buffer.from('SECRET-CAMERA-OWNER'))).toBe(false);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.exif]).toEqual([512, undefined]);
  });

  it('refuses HTML named .png (415 "Only images!") and 5 MB + 1 byte (413 "Less than 5MB!")', async () => {
    const me = await caller(ota.app, ota.ctx.db);
    const html = await upload(
      me.authorization,
      'avatar.png',
      Buffer.from('<!doctype html><html><body>hi</body></html>'),
    );
    expect(html.statusCode).toBe(415);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    PNG.copy(big);
    const tooBig = await upload(me.authorization, 'big.png', big);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'Less than 5MB!']);
    expect((await accountRow(ota.ctx.db, me.id)).avatarUrl).toBeNull();
  });
});
