/**
 * Staff read contact-us enquiries in the portal (issue 30): the list, one enquiry with its
 * attachments, and each attachment served with its type (also through a signed link); the enquiry
 * mail links to the enquiry; members and events staff are refused (403); an attachment asked under
 * another enquiry, or an unknown enquiry, answers 404.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, multipart } from './communities-fixtures';
import { waitForMail } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Caller = Awaited<ReturnType<typeof caller>>;
const get = (url: string, who?: Caller) =>
  t.app.inject({ method: 'GET', url, headers: who ? { authorization: who.authorization } : {} });

async function send(who: Caller, comments: string, files: { filename: string; bytes: Buffer; type: string }[]) {
  const body = multipart([
    { name: 'Comments', value: comments },
    ...files.map((f) => ({ name: 'FileAttachment', ...f })),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/contact-us',
    payload: body.payload,
    headers: { ...body.headers, authorization: who.authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

describe('staff enquiries', () => {
  it('staff list an enquiry, open it and its attachments; the mail links to it', async () => {
    const member = await caller(t.app, t.ctx.db, { firstName: 'Sam', lastName: 'Carter' });
    const staff = await caller(t.app, t.ctx.db, { contactTypes: ['Staff'] });
    const id = await send(member, 'Please update my CPD hours for the hand therapy workshop.', [
      { filename: 'certificate.pdf', bytes: PDF, type: 'application/pdf' },
      { filename: 'photo of form.png', bytes: PNG, type: 'image/png' },
    ]);

    const mail = await waitForMail(t.ctx.mailer, (m) => m.subject === 'Portal enquiry from Sam Carter');
    expect((mail as unknown as { text: string }).text).toContain(`${t.config.publicUrl}/admin/enquiries/${id}`);

    const list = await get('/api/v1/admin/enquiries', staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({
      id,
      name: 'Sam Carter',
      email: member.account.email,
      preview: 'Please update my CPD hours for the hand therapy workshop.',
      attachmentCount: 2,
    });
    expect(list.json().totalItems).toBeGreaterThanOrEqual(1);

    const detail = await get(`/api/v1/admin/enquiries/${id}`, staff);
    expect(detail.statusCode).toBe(200);
    const e = detail.json();
    expect(e).toMatchObject({ id, comments: 'Please update my CPD hours for the hand therapy workshop.' });
    // Images are stored re-encoded without metadata (issue 28), so the PNG's size is the stored one.
    expect(e.attachments).toEqual([
      expect.objectContaining({ filename: 'certificate.pdf', mimeType: 'application/pdf', size: PDF.length }),
      expect.objectContaining({ filename: 'photo of form.png', mimeType: 'image/png', size: expect.any(Number) }),
    ]);

    const pdf = await get(e.attachments[0].url, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const png = await get(`${e.attachments[1].url}?download=true`, staff);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain('attachment; filename="photo of form.png"');
    expect(png.rawPayload.length).toBe(e.attachments[1].size);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    // A new tab opens it through a signed link (no session in the URL).
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files/signed-links',
      headers: { authorization: staff.authorization },
      payload: { path: e.attachments[0].url },
    });
    expect(link.statusCode, link.body).toBe(200);
    const viaLink = await get(link.json().url);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.rawPayload.equals(PDF)).toBe(true);
    expect((await get(e.attachments[0].url)).statusCode).toBe(401);
  });

  it('refuses members and events staff (403); membership staff and Admins read; 404 across enquiries', async () => {
    const member = await caller(t.app, t.ctx.db);
    const first = await send(member, 'First enquiry', [{ filename: 'a.pdf', bytes: PDF, type: 'application/pdf' }]);
    const second = await send(member, 'Second enquiry', [{ filename: 'b.png', bytes: PNG, type: 'image/png' }]);
    const admin = await caller(t.app, t.ctx.db, { role: 1 });
    const firstFile = (await get(`/api/v1/admin/enquiries/${first}`, admin)).json().attachments[0];

    for (const who of [member, await caller(t.app, t.ctx.db, { contactTypes: ['EventsStaff'] })]) {
      expect((await get('/api/v1/admin/enquiries', who)).statusCode).toBe(403);
      expect((await get(`/api/v1/admin/enquiries/${first}`, who)).statusCode).toBe(403);
      expect((await get(firstFile.url, who)).statusCode).toBe(403);
    }
    const membership = await caller(t.app, t.ctx.db, { contactTypes: ['MembershipStaff'] });
    expect((await get(firstFile.url, membership)).statusCode).toBe(200);

    // The first enquiry's attachment under the second enquiry: 404, as an unknown one.
    const across = await get(`/api/v1/admin/enquiries/${second}/attachments/${firstFile.id}`, admin);
    expect(across.statusCode).toBe(404);
    expect(across.json()).toEqual({ code: 'NOT_FOUND', message: 'Attachment not found.' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/v1/admin/enquiries/${unknown}`, admin)).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Enquiry not found.',
    });
    expect((await get(`/api/v1/admin/enquiries/${unknown}/attachments/${firstFile.id}`, admin)).statusCode).toBe(404);
    expect((await get('/api/v1/admin/enquiries/not-a-uuid', admin)).statusCode).toBe(400);
  });
});
