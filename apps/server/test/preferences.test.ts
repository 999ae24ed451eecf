/**
 * Interests, communication preferences and 'Find an OT' (issue 16; spec 03 §4, §6, §7) through the
 * real app: the segment lists and the caller's choices, adding and removing a segment for the
 * caller only, an unknown segment 404, a segment change changing the segment-restricted news the
 * member sees at once (through the read cache), the member's listing with its validation messages,
 * and the public search that shows only listed members and only the contact fields they show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createSegment, joinSegment } from './content-fixtures';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let mia: { id: string; auth: string };
let ben: { id: string; auth: string };
let client: { id: string; auth: string };
const seg: Record<string, number> = {};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'SEARCH', url: string, auth?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {}, remoteAddress: '10.9.0.1' });

async function person(overrides: Parameters<typeof createAccount>[1] = {}) {
  const row = await createAccount(t.ctx.db, overrides);
  return { id: row.id, auth: (await signInAs(t.app, row.email)).authorization };
}

const listing = (over: object = {}) => ({
  isListed: true,
  practiceName: 'Harbourside Hand Therapy',
  services: 'Splinting, post-surgical hand rehabilitation and return-to-work programs.',
  areaOfPracticeIds: [seg.hand],
  fundingSchemeIds: [seg.ndis, seg.dva],
  suburb: 'Manly',
  state: 'NSW',
  postcode: '2095',
  phone: '02 9976 1234',
  email: 'reception@harbourside.example.com',
  showPhone: true,
  showEmail: false,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_SEARCH_LIMIT_PER_MINUTE: '40' });
  const db = t.ctx.db;
  seg.paed = (await createSegment(db, 'Paediatrics')).id;
  seg.hand = (await createSegment(db, 'Hand therapy')).id;
  seg.ndis = (await createSegment(db, 'NDIS', 'Funding scheme')).id;
  seg.dva = (await createSegment(db, 'DVA', 'Funding scheme')).id;
  seg.research = (await createSegment(db, 'Research', 'Interests')).id;
  seg.news = (await createSegment(db, 'Member news and updates', 'Communication preferences')).id;
  seg.events = (await createSegment(db, 'Event invitations', 'Communication preferences')).id;
  mia = await person({ firstName: 'Mia', lastName: 'Nguyen' });
  ben = await person({ firstName: 'Ben', lastName: 'Walsh' });
  client = await person({ firstName: 'Cara', lastName: 'Client', contactTypes: ['ClientUser'] });
  await joinSegment(db, ben.id, seg.paed);
});
afterAll(async () => t?.close());

describe('segment lists', () => {
  it('GET /api/user/segment/{segmentType} lists areas of practice or funding schemes by name', async () => {
    const areas = await call('GET', '/api/user/segment/areaofpractices', mia.auth);
    expect(areas.statusCode).toBe(200);
    expect(areas.json()).toEqual([
      { segmentId: seg.hand, segmentName: 'Hand therapy' },
      { segmentId: seg.paed, segmentName: 'Paediatrics' },
    ]);
    expect((await call('GET', '/api/user/segment/fundingscheme', mia.auth)).json()).toEqual([
      { segmentId: seg.dva, segmentName: 'DVA' },
      { segmentId: seg.ndis, segmentName: 'NDIS' },
    ]);
    expect((await call('GET', '/api/user/segment/hobbies', mia.auth)).statusCode).toBe(400);
    expect((await call('GET', '/api/user/segment/areaofpractices')).statusCode).toBe(401);
  });

  it('interests and commprefs list every segment of their categories with the caller’s choice', async () => {
    const interests = (await call('GET', '/api/user/segment/interests', ben.auth)).json();
    expect(interests).toEqual([
      {
        categoryName: 'Area of practice',
        segments: [
          { segmentId: seg.hand, segmentName: 'Hand therapy', selected: false },
          { segmentId: seg.paed, segmentName: 'Paediatrics', selected: true },
        ],
      },
      { categoryName: 'Interests', segments: [{ segmentId: seg.research, segmentName: 'Research', selected: false }] },
    ]);
    const commprefs = (await call('GET', '/api/user/segment/commprefs', ben.auth)).json();
    expect(commprefs).toEqual([
      {
        categoryName: 'Communication preferences',
        segments: [
          { segmentId: seg.events, segmentName: 'Event invitations', selected: false },
          { segmentId: seg.news, segmentName: 'Member news and updates', selected: false },
        ],
      },
    ]);
  });
});

describe('GET, POST and DELETE /api/user/segment/{id}', () => {
  it('adds and removes a segment for the caller only, idempotently', async () => {
    expect((await call('GET', `/api/user/segment/${seg.research}`, mia.auth)).json()).toEqual({
      segmentId: seg.research,
      segmentName: 'Research',
      categoryName: 'Interests',
      selected: false,
    });
    const added = await call('POST', `/api/user/segment/${seg.research}`, mia.auth);
    expect(added.statusCode).toBe(200);
    expect(added.json().selected).toBe(true);
    expect((await call('POST', `/api/user/segment/${seg.research}`, mia.auth)).json().selected).toBe(true);
    expect((await call('GET', `/api/user/segment/${seg.research}`, mia.auth)).json().selected).toBe(true);
    expect((await call('GET', `/api/user/segment/${seg.research}`, ben.auth)).json().selected).toBe(false);

    const commpref = await call('POST', `/api/user/segment/${seg.news}`, mia.auth);
    expect(commpref.json()).toMatchObject({ categoryName: 'Communication preferences', selected: true });
    const prefs = (await call('GET', '/api/user/segment/commprefs', mia.auth)).json();
    expect(
      prefs[0].segments.filter((s: { selected: boolean }) => s.selected).map((s: { segmentId: number }) => s.segmentId),
    ).toEqual([seg.news]);

    const removed = await call('DELETE', `/api/user/segment/${seg.research}`, mia.auth);
    expect(removed.json().selected).toBe(false);
    expect((await call('DELETE', `/api/user/segment/${seg.research}`, mia.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/user/segment/${seg.research}`, mia.auth)).json().selected).toBe(false);
  });

  it('a member cannot change another member’s segments: an account named in the body or query is ignored', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/segment/${seg.paed}?accountId=${ben.id}`,
      headers: { authorization: mia.auth },
    });
    expect(res.json()).toMatchObject({ segmentId: seg.paed, selected: false });
    await t.app.inject({
      method: 'POST',
      url: `/api/user/segment/${seg.hand}`,
      headers: { authorization: mia.auth },
      payload: { accountId: ben.id },
    });
    const bens = (await call('GET', '/api/user/segment/interests', ben.auth)).json()[0].segments;
    expect(bens.map((s: { segmentName: string; selected: boolean }) => [s.segmentName, s.selected])).toEqual([
      ['Hand therapy', false],
      ['Paediatrics', true],
    ]);
    await call('DELETE', `/api/user/segment/${seg.hand}`, mia.auth);
  });

  it('an unknown segment id answers 404 on every method; a malformed one 400', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(method, '/api/user/segment/999999', mia.auth);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Segment not found.' });
    }
    expect((await call('POST', '/api/user/segment/12abc', mia.auth)).statusCode).toBe(400);
    expect((await call('GET', '/api/user/segment/0', mia.auth)).statusCode).toBe(400);
    expect((await call('POST', `/api/user/segment/${seg.paed}`)).statusCode).toBe(401);
  });
});

describe('a segment change changes the segment-restricted news the member sees at once', () => {
  it('adding Paediatrics shows its news on the next search; removing it hides it again', async () => {
    const who = await person();
    await createItem(t.ctx.db, { name: 'Sensory processing in the classroom', segmentIds: [seg.paed] });
    await createItem(t.ctx.db, { name: 'Open practice update' });
    const names = async () =>
      ((await call('SEARCH', '/api/content/news', who.auth, {})).json().data as { name: string }[]).map((i) => i.name);
    expect(await names()).toEqual(['Open practice update']);
    // Asked again: the read cache answers; it must not keep the old answer after the change.
    expect(await names()).toEqual(['Open practice update']);
    await call('POST', `/api/user/segment/${seg.paed}`, who.auth);
    expect((await names()).sort()).toEqual(['Open practice update', 'Sensory processing in the classroom']);
    await call('DELETE', `/api/user/segment/${seg.paed}`, who.auth);
    expect(await names()).toEqual(['Open practice update']);
  });
});

describe('GET and PUT /api/user/find-an-ot', () => {
  it('answers an empty, unlisted listing first; saves and answers it', async () => {
    const who = await person();
    const empty = await call('GET', '/api/user/find-an-ot', who.auth);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ isListed: false, practiceName: '', areaOfPracticeIds: [], updatedAt: null });
    const saved = await call(
      'PUT',
      '/api/user/find-an-ot',
      who.auth,
      listing({ fundingSchemeIds: [seg.ndis, seg.ndis] }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...listing({ fundingSchemeIds: [seg.ndis] }) });
    expect(typeof saved.json().updatedAt).toBe('string');
    expect((await call('GET', '/api/user/find-an-ot', who.auth)).json()).toEqual(saved.json());
  });

  it.each([
    ['no practice name', { practiceName: ' ' }, 'practiceName', 'Please enter a practice name'],
    ['a long practice name', { practiceName: 'x'.repeat(151) }, 'practiceName', 'Max length is 150 symbols'],
    [
      'no area of practice',
      { areaOfPracticeIds: [] },
      'areaOfPracticeIds',
      'Please select at least one area of practice',
    ],
    ['no suburb', { suburb: '' }, 'suburb', 'Please enter a suburb'],
    ['an unknown state', { state: 'Queensland' }, 'state', 'Please select a state'],
    ['a 3-digit postcode', { postcode: '209' }, 'postcode', 'Enter a valid postcode (4 digits)'],
    ['a shown phone missing', { phone: '' }, 'phone', 'Please enter a contact phone'],
    ['letters in the phone', { phone: '02 99AB 1234' }, 'phone', 'Enter a valid phone number (numbers only)'],
    ['a shown email missing', { email: '', showEmail: true }, 'email', 'Please enter a contact email'],
    ['a bad email', { email: 'reception-at-harbourside' }, 'email', 'Enter valid email'],
  ])('refuses %s with 400 and the message', async (_case, over, field, message) => {
    const res = await call('PUT', '/api/user/find-an-ot', mia.auth, listing(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(JSON.stringify(res.json().errors)).toContain(field);
  });

  it('refuses segments outside their category; an unlisted draft needs no practice details', async () => {
    const wrongArea = await call('PUT', '/api/user/find-an-ot', mia.auth, listing({ areaOfPracticeIds: [seg.ndis] }));
    expect(wrongArea.statusCode).toBe(400);
    expect(wrongArea.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please select areas of practice from the list',
    });
    const wrongScheme = await call('PUT', '/api/user/find-an-ot', mia.auth, listing({ fundingSchemeIds: [999999] }));
    expect(wrongScheme.json().message).toBe('Please select funding schemes from the list');
    const draft = await call(
      'PUT',
      '/api/user/find-an-ot',
      mia.auth,
      listing({ isListed: false, practiceName: '', suburb: '', state: '', postcode: '', areaOfPracticeIds: [] }),
    );
    expect(draft.statusCode).toBe(200);
    expect(draft.json().isListed).toBe(false);
  });

  it('is for members only: a client user gets 404; without a session 401', async () => {
    expect((await call('GET', '/api/user/find-an-ot', client.auth)).statusCode).toBe(404);
    expect((await call('PUT', '/api/user/find-an-ot', client.auth, listing())).statusCode).toBe(404);
    expect((await call('GET', '/api/user/find-an-ot')).statusCode).toBe(401);
  });
});

describe('GET /api/public/find-an-ot (no session)', () => {
  let listedId: number;
  beforeAll(async () => {
    const listed = await person({ firstName: 'Priya', lastName: 'Raman' });
    const hidden = await person({ firstName: 'Hidden', lastName: 'Person' });
    const emailOnly = await person({ firstName: 'Eli', lastName: 'Shore' });
    const inactive = await person({ firstName: 'Ina', lastName: 'Gone' });
    await call(
      'PUT',
      '/api/user/find-an-ot',
      listed.auth,
      listing({
        practiceName: 'Northern Beaches Kids OT',
        areaOfPracticeIds: [seg.paed],
        suburb: 'Mona Vale',
        postcode: '2103',
      }),
    );
    await call(
      'PUT',
      '/api/user/find-an-ot',
      hidden.auth,
      listing({ isListed: false, practiceName: 'Unlisted Practice', suburb: 'Mona Vale', postcode: '2103' }),
    );
    await call(
      'PUT',
      '/api/user/find-an-ot',
      emailOnly.auth,
      listing({
        practiceName: 'Shore Hand Clinic',
        suburb: 'Manly',
        showPhone: false,
        showEmail: true,
        fundingSchemeIds: [seg.dva],
      }),
    );
    await call(
      'PUT',
      '/api/user/find-an-ot',
      inactive.auth,
      listing({ practiceName: 'Closed Practice', suburb: 'Manly' }),
    );
    await t.ctx.db.execute(`update accounts set is_active = false where id = '${inactive.id}'` as never);
    listedId = (await call('GET', '/api/public/find-an-ot?q=mona')).json().listings[0]?.id;
  });

  it('shows only listed, active members, and only the contact fields each chose to show', async () => {
    const res = await call('GET', '/api/public/find-an-ot');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Harbourside is the listing saved by the member of 'GET and PUT /api/user/find-an-ot'.
    expect(body.listings.map((l: { practiceName: string }) => l.practiceName)).toEqual([
      'Harbourside Hand Therapy',
      'Northern Beaches Kids OT',
      'Shore Hand Clinic',
    ]);
    expect(body).toMatchObject({ page: 1, size: 10, totalItems: 3 });
    const [, kids, shore] = body.listings;
    expect(kids).toEqual({
      id: listedId,
      practitionerName: 'Priya Raman',
      practiceName: 'Northern Beaches Kids OT',
      services: 'Splinting, post-surgical hand rehabilitation and return-to-work programs.',
      areasOfPractice: [{ segmentId: seg.paed, segmentName: 'Paediatrics' }],
      fundingSchemes: [
        { segmentId: seg.ndis, segmentName: 'NDIS' },
        { segmentId: seg.dva, segmentName: 'DVA' },
      ],
      suburb: 'Mona Vale',
      state: 'NSW',
      postcode: '2103',
      phone: '02 9976 1234',
    });
    expect('email' in kids).toBe(false);
    expect('phone' in shore).toBe(false);
    expect(shore.email).toBe('reception@harbourside.example.com');
    expect(res.body).not.toContain('Unlisted Practice');
    expect(res.body).not.toContain('Closed Practice');
  });

  it('filters by suburb or postcode prefix, area of practice and funding scheme; pages', async () => {
    const names = async (query: string) =>
      (await call('GET', `/api/public/find-an-ot?${query}`))
        .json()
        .listings.map((l: { practiceName: string }) => l.practiceName);
    expect(await names('q=MANL')).toEqual(['Harbourside Hand Therapy', 'Shore Hand Clinic']);
    expect(await names('q=210')).toEqual(['Northern Beaches Kids OT']);
    expect(await names('q=20%25')).toEqual([]);
    expect(await names(`areaOfPracticeId=${seg.paed}`)).toEqual(['Northern Beaches Kids OT']);
    expect(await names(`fundingSchemeId=${seg.ndis}`)).toEqual([
      'Harbourside Hand Therapy',
      'Northern Beaches Kids OT',
    ]);
    expect(await names(`q=manly&fundingSchemeId=${seg.dva}`)).toEqual(['Shore Hand Clinic']);
    const page2 = (await call('GET', '/api/public/find-an-ot?size=1&page=2')).json();
    expect(page2).toMatchObject({ page: 2, size: 1, totalItems: 3 });
    expect(page2.listings.map((l: { practiceName: string }) => l.practiceName)).toEqual(['Northern Beaches Kids OT']);
    expect((await call('GET', '/api/public/find-an-ot?size=1&page=9')).json()).toMatchObject({
      listings: [],
      totalItems: 3,
    });
  });

  it('refuses a search shorter than 3 characters and a page size over 50', async () => {
    const short = await call('GET', '/api/public/find-an-ot?q=ma');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Enter at least 3 characters');
    expect((await call('GET', '/api/public/find-an-ot?size=51')).statusCode).toBe(400);
  });

  it('answers the filter options without a session', async () => {
    const res = await call('GET', '/api/public/find-an-ot/options');
    expect(res.json()).toEqual({
      areasOfPractice: [
        { segmentId: seg.hand, segmentName: 'Hand therapy' },
        { segmentId: seg.paed, segmentName: 'Paediatrics' },
      ],
      fundingSchemes: [
        { segmentId: seg.dva, segmentName: 'DVA' },
        { segmentId: seg.ndis, segmentName: 'NDIS' },
      ],
    });
  });

  it('is rate-limited per IP: past the allowance 429, another address goes on', async () => {
    const from = (ip: string) => t.app.inject({ method: 'GET', url: '/api/public/find-an-ot', remoteAddress: ip });
    for (let i = 0; i < 40; i++) expect((await from('10.9.9.9')).statusCode).toBe(200);
    const blocked = await from('10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect((await from('10.9.9.10')).statusCode).toBe(200);
  });
});
