/**
 * The typed client generated from the API document (issue 31; clients/: openapi-typescript types,
 * openapi-fetch calls) against the test app listening on a port: a member signs in, lists the
 * events, registers for a free one and reads the ticket, over real HTTP with the bearer token the
 * document's `session` scheme describes. `npm run typecheck` compiles this file against the types
 * generated from the current routes, so a changed contract fails there.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalClient } from '../../../clients/src';
import { createEvent } from './events-fixtures';
import { createAccount, PASSWORD } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

describe('the typed API client', () => {
  it('signs in, lists the events, registers for a free event and reads the ticket', async () => {
    const account = await createAccount(t.ctx.db, { firstName: 'Grace' });
    const { eventId, priceIds } = await createEvent(t.ctx.db, {
      title: 'Client scenario evening',
      prices: [{ name: 'Free', amountCents: 0, capacity: 10 }],
    });

    const anonymous = createPortalClient(baseUrl);
    const refused = await anonymous.POST('/api/event/list', { body: {} });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'UNAUTHORIZED' });

    const wrong = await anonymous.POST('/api/v1/auth/sign-in', { body: { email: account.email, password: 'nope' } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.code).toBe('INVALID_CREDENTIALS');

    const signIn = await anonymous.POST('/api/v1/auth/sign-in', { body: { email: account.email, password: PASSWORD } });
    expect(signIn.response.status).toBe(200);
    const accessToken = signIn.data?.accessToken;
    expect(accessToken).toEqual(expect.any(String));
    const api = createPortalClient(baseUrl, accessToken);

    const me = await api.GET('/api/v1/account');
    expect(me.data).toMatchObject({ id: account.id, firstName: 'Grace' });

    const list = await api.POST('/api/event/list', { body: { keyword: 'Client scenario' } });
    expect(list.response.status).toBe(200);
    expect(list.data?.events.map((e) => e.id)).toEqual([eventId]);

    const types = await api.GET('/api/event/{id}/tickets', { params: { path: { id: eventId } } });
    expect(types.response.status).toBe(200);

    const registered = await api.POST('/api/event/register', {
      body: { ticketPriceId: priceIds[0], userId: account.id },
    });
    expect(registered.response.status).toBe(200);
    expect(registered.data).toMatchObject({ eventId, ticketPrice: 'Free', amount: 0, attendanceStatus: 'Active' });
    const ticketId = registered.data?.ticketId as number;

    const ticket = await api.GET('/api/ticket/{id}', { params: { path: { id: ticketId } } });
    expect(ticket.response.status).toBe(200);
    expect(ticket.data).toMatchObject({
      ticketId,
      eventId,
      ticketNumber: registered.data?.ticketNumber,
      attendanceStatus: 'Active',
    });

    const pdf = await api.GET('/api/ticket/{id}/pdf', { params: { path: { id: ticketId } }, parseAs: 'arrayBuffer' });
    expect(pdf.response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(pdf.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const again = await api.POST('/api/event/register', { body: { ticketPriceId: priceIds[0], userId: account.id } });
    expect(again.response.status).toBeGreaterThanOrEqual(400);
    expect(again.error?.message).toEqual(expect.any(String));
  });
});
