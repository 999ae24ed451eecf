/**
 * Every staff mutation writes a staff audit row (issue 29; issue 23's audit log). The test walks the
 * OpenAPI document of the built app.
 *
 * Rule for "staff mutation": every operation of the document with method POST, PUT, PATCH or DELETE
 * whose path starts with `/api/v1/admin/`. That prefix is the staff area of the API: the member
 * administration, content and events authoring, member imports, announcements, server values, the
 * global communities management (communities, catalogue, FAQ, managers) and each community's
 * administration and moderation (the `admin/community/{id}/...` calls of spec 02 §7). Member-side
 * calls (`/api/v1/community/...`, `/api/user/...`) are a member's own actions, not staff actions.
 *
 * `WALK` holds, for each such operation (keyed `METHOD path` as the document spells it), a valid
 * request and the audit action it must write; the request is made as one Admin (who is also Staff,
 * so every staff area and every community admits them) on one app and database for the whole
 * file, and must succeed (2xx) and add at least one audit row of that action. An operation of the
 * document missing from `WALK` fails the test, so a new staff route cannot skip the audit; an entry
 * naming no operation fails too. An exemption names its reason and is checked to have changed
 * nothing (row counts of every table stay the same, the audit log included).
 */
import { Role, type StaffAuditAction } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityFaq } from '../src/db/schema';
import { makePdf, makePng } from '../src/modules/files/demo-files';
import { enqueueMail, mailsOfAccount } from '../src/modules/mail';
import {
  addMember,
  caller,
  createCommunity,
  createCategory as createCommunityCategory,
  createPost,
  createQuestion,
  createTag as createCommunityTag,
  multipart,
  type Part,
  queryRows,
} from './communities-fixtures';
import { createItem, createCategory as createContentCategory, createTag as createContentTag } from './content-fixtures';
import { client, createEvent, newMember } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { loadOperations } from './openapi-routes';

let t: TestApp;
let staff: Awaited<ReturnType<typeof caller>>;
let png: Buffer;
let pdf: Buffer;

/** A request for one operation: path parameters by name, and a JSON body or a multipart form. */
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: object;
  form?: Part[];
}

/** The audit action a call must write, or the reason it is exempt (then it must change nothing). */
type Entry = { action: StaffAuditAction; call: () => Promise<Call> } | { exempt: string; call: () => Promise<Call> };

const at = (call: Call | (() => Promise<Call>)) => (typeof call === 'function' ? call : async () => call);
const audited = (action: StaffAuditAction, call: Call | (() => Promise<Call>) = {}): Entry => ({
  action,
  call: at(call),
});

const later = (days: number) => new Date(Date.now() + days * 86_400_000);
/** Wall time `YYYY-MM-DDTHH:mm` of a date (the event form's shape). */
const wall = (d: Date) => d.toISOString().slice(0, 16);
const fields = (f: Record<string, string | string[]>): Part[] =>
  Object.entries(f).flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((value) => ({ name, value })));
const image = (): Part => ({ name: 'imageFile', filename: 'cover.png', bytes: png, type: 'image/png' });
let seq = 0;
const unique = (text: string) => `${text} ${++seq}`;

async function community() {
  const c = await createCommunity(t.ctx.db, { isPublic: false });
  await addMember(t.ctx.db, c.id, staff.id, 2, 1);
  return c;
}
/** A site user who is a Joined member of community `id`. */
async function memberOf(id: number) {
  const m = await caller(t.app, t.ctx.db);
  await addMember(t.ctx.db, id, m.id);
  return m;
}
const eventForm = (title: string) => ({
  title,
  startDateTime: wall(later(40)),
  endDateTime: wall(later(41)),
  timeZone: 'Australia/Sydney',
  ticketTypes: [{ name: 'Free', amount: 0, capacity: null }],
});
const communityFields = async () => ({
  name: unique('Hand therapy network'),
  alias: `hand-therapy-${++seq}-${Math.random().toString(36).slice(2, 6)}`,
  shortDescription: 'Splinting and hand rehabilitation',
  categoryIds: [String((await createCommunityCategory(t.ctx.db, unique('Paediatrics'))).id)],
  isPublic: 'true',
});
const meetingFields = {
  name: 'Sensory integration case review',
  description: 'We review two paediatric cases and agree next steps.',
  meetingLink: 'https://meet.example.org/ot-review',
  startDate: later(1).toISOString(),
  duration: '60',
  visible: '2',
};
/** A private meeting (the kind that takes invitations) of a new community. */
async function meeting() {
  const c = await community();
  const form = fields({ ...meetingFields, visible: '3' });
  const res = await send('POST', `/api/v1/admin/community/${c.id}/meeting`, { form });
  expect(res.statusCode, res.body).toBe(201);
  return { cid: c.id, mid: res.json().id as number };
}
async function faqItem(isDeleted = false) {
  const [row] = await t.ctx.db
    .insert(communityFaq)
    .values({ name: 'Who moderates a community?', description: '<p>Members chosen.</p>', isDeleted })
    .returning();
  return row.id;
}
const csvFile = (email: string): Part => ({
  name: 'file',
  filename: 'members.csv',
  type: 'text/csv',
  bytes: Buffer.from(`First name,Last name,Email\nAva,Nguyen,${email}\n`),
});
async function reportedPost() {
  const c = await community();
  const author = await memberOf(c.id);
  const post = await createPost(t.ctx.db, c.id, author.id);
  const reporter = await memberOf(c.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/community/post/${post.id}/report`,
    headers: { authorization: reporter.authorization },
    payload: { message: 'Shares a client name' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { c, post, reportId: res.json().id as number };
}
const target = () => caller(t.app, t.ctx.db);
/** A community and a site user on its blacklist. */
async function blocked() {
  const c = await community();
  const u = await target();
  const res = await send('POST', `/api/v1/admin/community/${c.id}/block`, {
    body: { users: [{ userId: u.id, reason: 'Spam' }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { c, u };
}

/** The create, rename and delete calls of content tags or categories, each writing `<prefix>.<verb>`. */
function contentLabels(
  path: 'tags' | 'categories',
  prefix: 'content.tag' | 'content.category',
  make: (label: string) => Promise<{ id: number }>,
  body: object,
): Record<string, Entry> {
  const url = `/api/v1/admin/content/${path}`;
  const existing = async () => ({ id: (await make(unique('Old label'))).id });
  return {
    [`POST ${url}`]: audited(`${prefix}.create`, { body }),
    [`PATCH ${url}/{id}`]: audited(`${prefix}.update`, async () => ({
      params: await existing(),
      body: { label: unique('New label') },
    })),
    [`DELETE ${url}/{id}`]: audited(`${prefix}.delete`, async () => ({ params: await existing() })),
  };
}

/** Each staff mutation of the document: its valid request and the audit action it writes. */
/** A webhook endpoint's body: a receiver that is never reached, subscribed to member.created. */
const webhookBody = () => ({
  url: 'http://127.0.0.1:9/hooks',
  description: 'Finance sync',
  eventTypes: ['member.created'],
});
/** A new webhook endpoint's id. */
async function webhookEndpoint(): Promise<string> {
  const res = await send('POST', '/api/v1/admin/webhooks', { body: webhookBody() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().endpoint.id;
}

const WALK: Record<string, Entry> = {
  // Content authoring (spec 04; issue 23)
  'POST /api/v1/admin/content/items': audited('content.create', { body: { kind: 'news', name: 'Falls toolkit' } }),
  // An edit that keeps the status writes content.update (one that changes it, content.publish or
  // content.unpublish: audit.actions.test.ts).
  'PATCH /api/v1/admin/content/items/{id}': audited('content.update', async () => ({
    params: { id: (await createItem(t.ctx.db, { name: 'Falls toolkit', status: 'draft' })).id },
    body: { name: 'Falls toolkit 2026' },
  })),
  'POST /api/v1/admin/content/items/{id}/publish': audited('content.publish', async () => ({
    params: { id: (await createItem(t.ctx.db, { name: 'Hand splints', status: 'draft' })).id },
    body: {},
  })),
  'POST /api/v1/admin/content/items/{id}/archive': audited('content.unpublish', async () => ({
    params: {
      id: (await createItem(t.ctx.db, { name: 'Hand splints', status: t.ctx.config.tenant.contentActiveTabKey })).id,
    },
  })),
  ...contentLabels('tags', 'content.tag', (label) => createContentTag(t.ctx.db, label), { label: 'Ethics' }),
  ...contentLabels('categories', 'content.category', (label) => createContentCategory(t.ctx.db, label), {
    label: 'Research',
    type: 'NewsCategories',
  }),
  'POST /api/v1/admin/content/files': audited('content.file.upload', async () => ({
    form: [{ name: 'files', filename: 'guide.pdf', bytes: pdf, type: 'application/pdf' }],
  })),

  // Communities catalogue (spec 02 §7 Categories, Tags)
  'POST /api/v1/admin/community/category': audited('community.category.create', { body: { name: 'Aged care' } }),
  'PUT /api/v1/admin/community/category/{id}': audited('community.category.update', async () => ({
    params: { id: (await createCommunityCategory(t.ctx.db, unique('Aged cre'))).id },
    body: { name: unique('Aged care') },
  })),
  'DELETE /api/v1/admin/community/category/{id}': audited('community.category.delete', async () => ({
    params: { id: (await createCommunityCategory(t.ctx.db, unique('Unused'))).id },
  })),
  'POST /api/v1/admin/community/post/tag': audited('community.tag.create', { body: { name: 'Splints' } }),
  'PUT /api/v1/admin/community/post/tag/{id}': audited('community.tag.update', async () => ({
    params: { id: (await createCommunityTag(t.ctx.db)).id },
    body: { name: unique('Splinting') },
  })),
  'DELETE /api/v1/admin/community/post/tag/{id}': audited('community.tag.delete', async () => ({
    params: { id: (await createCommunityTag(t.ctx.db)).id },
  })),

  // One community's administration and moderation (spec 02 §6, §7)
  'POST /api/v1/admin/community/{communityId}/post/{postId}/set-status': audited('moderation', async () => {
    const c = await community();
    const post = await createPost(t.ctx.db, c.id, staff.id);
    return { params: { communityId: c.id, postId: post.id }, body: { isFrozen: true } };
  }),
  'PUT /api/v1/admin/community/{id}/about': audited('community.about', async () => ({
    params: { id: (await community()).id },
    body: { about: '<p>Hand therapists of the region</p>' },
  })),
  'PUT /api/v1/admin/community/{id}': audited('community.update', async () => ({
    params: { id: (await community()).id },
    form: [...fields(await communityFields()), image()],
  })),
  'DELETE /api/v1/admin/community/{id}': audited('community.delete', async () => ({
    params: { id: (await community()).id },
  })),
  'PUT /api/v1/admin/community/{id}/terms': audited('community.terms', async () => ({
    params: { id: (await community()).id },
    body: { agreement: '<p>Be kind</p>', isRequireAgreement: true },
  })),
  'PUT /api/v1/admin/community/{id}/archive': audited('community.archive', async () => ({
    params: { id: (await community()).id },
    body: { isArchived: true },
  })),
  'POST /api/v1/admin/community/{id}/question': audited('community.question.create', async () => ({
    params: { id: (await community()).id },
    body: { communityQuestions: [{ text: 'Where do you practise?' }] },
  })),
  'PUT /api/v1/admin/community/{id}/question/{itemId}': audited('community.question.update', async () => {
    const c = await community();
    const q = await createQuestion(t.ctx.db, c.id, 'Where do you work?');
    return { params: { id: c.id, itemId: q.id }, body: { text: 'Where do you practise?' } };
  }),
  'DELETE /api/v1/admin/community/{id}/question/{itemId}': audited('community.question.delete', async () => {
    const c = await community();
    return { params: { id: c.id, itemId: (await createQuestion(t.ctx.db, c.id, 'Why join?')).id } };
  }),
  'DELETE /api/v1/admin/community/{id}/post/report': audited('moderation', async () => {
    const { c, reportId } = await reportedPost();
    return { params: { id: c.id }, body: { reportIds: [reportId], isResolved: true } };
  }),
  'DELETE /api/v1/admin/community/{id}/comment/{itemId}': audited('moderation', async () => {
    const { c, post } = await reportedPost();
    const [comment] = await queryRows<{ id: number }>(
      t.ctx.db,
      `insert into community_comments (post_id, created_by, body) values (${post.id}, '${staff.id}', 'Client named') returning id`,
    );
    await t.ctx.db.execute(
      sql`insert into community_reports (community_id, post_id, comment_id, user_id, reason)
          values (${c.id}, ${post.id}, ${comment.id}, ${staff.id}, 'Shares a client name')`,
    );
    return { params: { id: c.id, itemId: comment.id } };
  }),
  'POST /api/v1/admin/community/{id}/getlist': {
    exempt: 'a read: the member list of a community, asked with a POST body (spec 02 §7)',
    call: async () => ({ params: { id: (await community()).id }, body: { page: 1, pageSize: 10 } }),
  },
  'POST /api/v1/admin/community/{id}/getlist-with-answers': {
    exempt: 'a read: the member list with join answers, asked with a POST body (spec 02 §7)',
    call: async () => ({ params: { id: (await community()).id }, body: { page: 1, pageSize: 10 } }),
  },
  'PUT /api/v1/admin/community/{communityId}/member/{userId}': audited('moderation', async () => {
    const c = await community();
    return { params: { communityId: c.id, userId: (await memberOf(c.id)).id }, body: { role: 1 } };
  }),
  'DELETE /api/v1/admin/community/{communityId}/member/{userId}': audited('moderation', async () => {
    const c = await community();
    return { params: { communityId: c.id, userId: (await memberOf(c.id)).id } };
  }),
  'POST /api/v1/admin/community/{id}/member': audited('moderation', async () => ({
    params: { id: (await community()).id },
    body: { userIds: [(await target()).id] },
  })),
  'POST /api/v1/admin/community/{id}/block': audited('moderation', async () => ({
    params: { id: (await community()).id },
    body: { users: [{ userId: (await target()).id, reason: 'Spam' }] },
  })),
  'PUT /api/v1/admin/community/{id}/block': audited('moderation', async () => {
    const { c, u } = await blocked();
    return { params: { id: c.id }, body: { users: [{ userId: u.id, reason: 'Repeated spam' }] } };
  }),
  'PUT /api/v1/admin/community/{id}/block/{userId}': audited('moderation', async () => {
    const { c, u } = await blocked();
    return { params: { id: c.id, userId: u.id }, body: { reason: 'Repeated spam' } };
  }),
  'POST /api/v1/admin/community/{id}/unblock': audited('moderation', async () => {
    const { c, u } = await blocked();
    return { params: { id: c.id }, body: { userIds: [u.id] } };
  }),
  'POST /api/v1/admin/community/{id}/meeting': audited('meeting.create', async () => ({
    params: { id: (await community()).id },
    form: fields(meetingFields),
  })),
  'PUT /api/v1/admin/community/{cid}/meeting/{mid}': audited('meeting.update', async () => ({
    params: await meeting(),
    form: fields({ ...meetingFields, visible: '3', name: 'Sensory integration case review (moved)' }),
  })),
  'DELETE /api/v1/admin/community/{cid}/meeting/{mid}': audited('meeting.delete', async () => ({
    params: await meeting(),
  })),
  'POST /api/v1/admin/community/{cid}/meeting/{mid}/cancel': audited('meeting.cancel', async () => ({
    params: await meeting(),
    body: { reason: 'The presenter is unwell.' },
  })),
  'PUT /api/v1/admin/community/{cid}/meeting/{mid}/add-members': audited('meeting.members', async () => {
    const m = await meeting();
    return { params: m, body: { userIds: [(await memberOf(m.cid)).id] } };
  }),
  'PUT /api/v1/admin/community/{cid}/meeting/{mid}/remove-members': audited('meeting.members', async () => {
    const m = await meeting();
    const u = await memberOf(m.cid);
    const res = await send('PUT', `/api/v1/admin/community/${m.cid}/meeting/${m.mid}/add-members`, {
      body: { userIds: [u.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { params: m, body: { userIds: [u.id] } };
  }),

  // Global communities management (spec 02 §2, §7 Admin communities, FAQ, managers)
  'POST /api/v1/admin/community': audited('community.create', async () => ({
    form: [...fields(await communityFields()), image()],
  })),
  'PUT /api/v1/admin/community/global-tc': audited('community.global-terms', { body: { value: '<p>Be kind</p>' } }),
  'POST /api/v1/admin/faq': audited('faq.create', {
    body: { faQs: [{ name: 'How do I join?', description: '<p>Press Join.</p>' }] },
  }),
  'PUT /api/v1/admin/faq/{id}': audited('faq.update', async () => ({
    params: { id: await faqItem() },
    body: { name: 'Who moderates?', description: '<p>Chosen members.</p>' },
  })),
  'DELETE /api/v1/admin/faq/{id}': audited('faq.delete', async () => ({ params: { id: await faqItem() } })),
  'PUT /api/v1/admin/faq/{id}/restore': audited('faq.restore', async () => ({ params: { id: await faqItem(true) } })),
  'POST /api/v1/admin/account/admin': audited('community.manager.add', async () => ({
    body: { userEmail: (await target()).account.email, role: 3 },
  })),
  'DELETE /api/v1/admin/account/admin': audited('community.manager.remove', async () => ({
    query: { userEmail: (await caller(t.app, t.ctx.db, { role: 3 })).account.email },
  })),

  // Events authoring (spec 05; issue 23)
  'POST /api/v1/admin/events': audited('event.create', { body: eventForm('Sensory integration in practice') }),
  'PUT /api/v1/admin/events/{id}': audited('event.update', async () => ({
    params: { id: (await createEvent(t.ctx.db, { status: 'draft' })).eventId },
    body: eventForm('Sensory integration in practice (2nd day)'),
  })),
  'POST /api/v1/admin/events/{id}/publish': audited('event.publish', async () => ({
    params: { id: (await createEvent(t.ctx.db, { status: 'draft' })).eventId },
    body: {},
  })),
  'POST /api/v1/admin/events/{id}/unpublish': audited('event.unpublish', async () => ({
    params: { id: (await createEvent(t.ctx.db)).eventId },
  })),
  'POST /api/v1/admin/events/{id}/duplicate': audited('event.duplicate', async () => ({
    params: { id: (await createEvent(t.ctx.db)).eventId },
  })),
  'POST /api/v1/admin/events/{id}/cancel': audited('event.cancel', async () => ({
    params: { id: (await createEvent(t.ctx.db)).eventId },
  })),
  'POST /api/v1/admin/events/{id}/checkin': audited('event.checkin', async () => {
    const { eventId, priceIds } = await createEvent(t.ctx.db);
    const holder = await newMember(t.app, t.ctx.db);
    const reg = await client(t.app).post('/api/event/register', holder, {
      ticketPriceId: priceIds[0],
      userId: holder.id,
    });
    expect(reg.statusCode, reg.body).toBe(200);
    return { params: { id: eventId }, body: { ticketId: reg.json().ticketId } };
  }),
  'POST /api/v1/admin/events/files': audited('event.file.upload', async () => ({
    form: [{ name: 'files', filename: 'venue.png', bytes: png, type: 'image/png' }],
  })),

  // Member imports (issue 23)
  'POST /api/v1/admin/member-imports/dry-run': {
    exempt: 'a dry run: answers what an import would do and writes nothing',
    call: async () => ({ form: [csvFile('dry.run@example.test')] }),
  },
  'POST /api/v1/admin/member-imports': audited('import.apply', async () => ({
    form: [csvFile('ava.import@example.test')],
  })),
  'POST /api/v1/admin/member-imports/{id}/undo': audited('import.undo', async () => {
    const res = await send('POST', '/api/v1/admin/member-imports', { form: [csvFile('undo.import@example.test')] });
    expect(res.statusCode, res.body).toBe(201);
    return { params: { id: res.json().data.id } };
  }),

  // API keys (issue 31)
  'POST /api/v1/admin/api-keys': audited('api-key.create', async () => ({
    body: { name: unique('Walk key'), scopes: ['members:read'] },
  })),
  'POST /api/v1/admin/api-keys/{id}/revoke': audited('api-key.revoke', async () => {
    const res = await send('POST', '/api/v1/admin/api-keys', {
      body: { name: unique('Walk key'), scopes: ['events:read'] },
    });
    return { params: { id: res.json().data.id } };
  }),

  // Webhooks (issue 31): the receiver is never reached (port 9, the discard port; delivery is not awaited).
  'POST /api/v1/admin/webhooks': audited('webhook.create', { body: webhookBody() }),
  'PUT /api/v1/admin/webhooks/{id}': audited('webhook.update', async () => ({
    params: { id: await webhookEndpoint() },
    body: { ...webhookBody(), description: 'Finance sync (renamed)' },
  })),
  'DELETE /api/v1/admin/webhooks/{id}': audited('webhook.delete', async () => ({
    params: { id: await webhookEndpoint() },
  })),
  'POST /api/v1/admin/webhooks/{id}/secret': audited('webhook.rotate-secret', async () => ({
    params: { id: await webhookEndpoint() },
  })),
  'POST /api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/replay': audited('webhook.replay', async () => {
    const id = await webhookEndpoint();
    const member = await send('POST', '/api/v1/admin/members', {
      body: { firstName: 'Hook', lastName: 'Walker', email: `hook.walker.${seq++}@example.test` },
    });
    expect(member.statusCode, member.body).toBe(201);
    const deliveries = await send('GET', `/api/v1/admin/webhooks/${id}/deliveries`, {});
    const [delivery] = deliveries.json().deliveries as { id: string }[];
    expect(delivery, deliveries.body).toBeTruthy();
    return { params: { id, deliveryId: delivery.id } };
  }),

  // Announcements and server values (spec 02 §7; issue 29)
  'POST /api/v1/admin/announcements': audited('announcement.create', {
    body: { title: 'AGM', description: 'Papers out', startDate: '2030-01-01', endDate: '2030-01-10' },
  }),
  'PUT /api/v1/admin/announcements/{id}': audited('announcement.update', async () => {
    const body = { title: 'AGM', description: 'Papers out', startDate: '2030-01-01', endDate: '2030-01-10' };
    const res = await send('POST', '/api/v1/admin/announcements', { body });
    return { params: { id: res.json().id }, body: { ...body, title: 'AGM papers' } };
  }),
  'DELETE /api/v1/admin/announcements/{id}': audited('announcement.delete', async () => {
    const body = { title: 'AGM', description: 'Papers out', startDate: '2030-01-01', endDate: '2030-01-10' };
    return { params: { id: (await send('POST', '/api/v1/admin/announcements', { body })).json().id } };
  }),
  'POST /api/v1/admin/server-values': audited('server-value.create', { body: { key: 'walk.a', value: 'one' } }),
  'PUT /api/v1/admin/server-values': audited('server-value.update', { body: { key: 'walk.a', value: 'two' } }),
  'DELETE /api/v1/admin/server-values': audited('server-value.delete', { query: { key: 'walk.a' } }),
  'PUT /api/v1/admin/supplier-details': audited('supplier-details.update', {
    body: {
      legalName: 'Walk Supplier Ltd',
      abn: '51 824 753 556',
      street: '1 Walk Street',
      suburb: 'Carlton',
      state: 'VIC',
      postcode: '3053',
    },
  }),
  'PUT /api/v1/admin/supplier-details/logo': audited('supplier-logo.update', {
    form: [
      { name: 'logo', filename: 'logo.png', bytes: makePng([0, 76, 88], [200, 210, 220], 240, 80), type: 'image/png' },
    ],
  }),
  'DELETE /api/v1/admin/supplier-details/logo': audited('supplier-logo.delete', {}),

  // Member administration (issue 23)
  'POST /api/v1/admin/members': audited('member.create', {
    body: { firstName: 'Noah', lastName: 'Tran', email: 'noah.tran@example.test' },
  }),
  'POST /api/v1/admin/members/bulk': audited('members.bulk', async () => ({
    body: { selection: { ids: [(await target()).id] }, action: 'invite' },
  })),
  'POST /api/v1/admin/members/export': audited('members.export', async () => ({
    body: { selection: { ids: [(await target()).id] }, reason: 'Board report' },
  })),
  'PUT /api/v1/admin/members/{id}': audited('member.update', async () => {
    const u = await target();
    return { params: { id: u.id }, body: { firstName: 'Ava', lastName: 'Nguyen', email: u.account.email } };
  }),
  'PUT /api/v1/admin/members/{id}/segments': audited('member.segments', async () => {
    const [seg] = await queryRows<{ id: number }>(
      t.ctx.db,
      `insert into segments (category_name, name) values ('Region', 'Hunter ${++seq}') returning id`,
    );
    return { params: { id: (await target()).id }, body: { segmentIds: [seg.id] } };
  }),
  'PUT /api/v1/admin/members/{id}/role': audited('role.change', async () => ({
    params: { id: (await target()).id },
    body: { role: 0, contactTypes: ['Member', 'EventsStaff'] },
  })),
  'PUT /api/v1/admin/members/{id}/membership': audited('member.membership', async () => {
    const u = await target();
    await t.ctx.db.execute(sql`insert into membership_types (code, name, fee_cents) values ('walk', 'Full', 49500)
      on conflict do nothing`);
    await t.ctx.db.execute(sql`insert into memberships (account_id, member_num, type_id, status, join_date, renewed_to)
      select ${u.id}, ${`OT${++seq}`}, id, 'Active', '2020-07-01', '2030-06-30' from membership_types where code = 'walk'`);
    return { params: { id: u.id }, body: { status: 'Lapsed' } };
  }),
  'POST /api/v1/admin/members/{id}/sign-out': audited('member.sign-out', async () => ({
    params: { id: (await target()).id },
  })),
  'POST /api/v1/admin/members/{id}/two-factor-reset': audited('member.two-factor-reset', async () => ({
    params: { id: (await target()).id },
  })),
  'POST /api/v1/admin/members/{id}/invite': audited('member.invite', async () => ({
    params: { id: (await target()).id },
  })),
  'POST /api/v1/admin/members/{id}/mails/{mailId}/resend': audited('member.mail-resend', async () => {
    const u = await target();
    await enqueueMail(t.ctx, t.ctx.db, {
      kind: 'auth.code',
      to: 'walk-target@example.org',
      accountId: u.id,
      subject: 'Your verification code',
      text: 'Your verification code is 482913',
    });
    const [mail] = await mailsOfAccount(t.ctx.db, u.id);
    return { params: { id: u.id, mailId: mail.id } };
  }),
};

function send(method: string, url: string, call: Call) {
  const form = call.form ? multipart(call.form) : null;
  return t.app.inject({
    method: method as 'POST',
    url,
    query: call.query,
    headers: { authorization: staff.authorization, ...form?.headers },
    ...(form ? { payload: form.payload } : call.body ? { payload: call.body } : {}),
  });
}

/** Row counts of every table of the public schema (an exempt call must leave them all as they were). */
async function allCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.ctx.db,
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = Number((await queryRows<{ n: number }>(t.ctx.db, `select count(*)::int as n from "${name}"`))[0].n);
  return counts;
}

const isStaffMutation = (op: { method: string; path: string }) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method) && op.path.startsWith('/api/v1/admin/');

beforeAll(async () => {
  t = await createTestApp();
  // No scheduled job runs beside the walk: a job's own writes (a notification fan-out, a mail marked
  // sent, a lease) between the two counts of an exempt call would be taken for the call's (seen once on
  // PostgreSQL). Every audit row the walk checks is written in the request's own transaction.
  await t.ctx.jobs.close();
  staff = await caller(t.app, t.ctx.db, { role: Role.Admin, contactTypes: ['Member', 'Staff'] });
  png = makePng([10, 20, 30], [200, 210, 220], 30, 10);
  pdf = await makePdf('Walk', 1);
}, 60_000);
afterAll(async () => t?.close());

describe('every staff mutation of the OpenAPI document writes an audit row', () => {
  it('the walk table names exactly the staff mutations of the document', async () => {
    const staffOps = (await loadOperations(t.app)).filter(isStaffMutation).map((op) => `${op.method} ${op.path}`);
    expect(staffOps.length).toBeGreaterThan(70);
    expect(
      staffOps.filter((key) => !(key in WALK)),
      'staff mutations with no request in WALK',
    ).toEqual([]);
    expect(
      Object.keys(WALK).filter((key) => !staffOps.includes(key)),
      'WALK entries naming no operation',
    ).toEqual([]);
  });

  it.each(Object.keys(WALK))('%s', async (key) => {
    const entry = WALK[key];
    const [method, path] = key.split(' ');
    const call = await entry.call();
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(call.params?.[name]));
    const [{ top }] = await queryRows<{ top: number }>(
      t.ctx.db,
      'select coalesce(max(id), 0)::int as top from staff_audit_log',
    );
    const before = 'exempt' in entry ? await allCounts() : null;
    const res = await send(method, url, call);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    if (before) {
      expect(await allCounts()).toEqual(before);
      return;
    }
    const rows = await queryRows<{ action: string; actor_id: string }>(
      t.ctx.db,
      `select action, actor_id from staff_audit_log where id > ${top} order by id`,
    );
    expect(
      rows.map((r) => r.action),
      res.body,
    ).toContain((entry as { action: string }).action);
    expect(rows.find((r) => r.action === (entry as { action: string }).action)?.actor_id).toBe(staff.id);
  });
});
