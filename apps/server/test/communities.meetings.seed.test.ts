/**
 * Demo meetings seed (issue 18 Demo data): the demo member sees upcoming, past, deadline-passed and
 * private (invited) meetings with answers and bookmarks; the moderator manages them; the seed is fast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed';
import { seedAccounts } from '../src/db/seed/accounts.seed';
import { seedCommunities } from '../src/db/seed/communities.seed';
import { seedMeetingAssetLinks } from '../src/db/seed/meetings/assets.seed';
import { TENANT_MEETING_PLANS } from '../src/db/seed/meetings/meeting-plans';
import { seedMeetings } from '../src/db/seed/meetings/meetings.seed';
import { hashPassword } from '../src/lib/crypto';
import { storageFor } from '../src/modules/files/storage';
import { countRows } from './communities-fixtures';
import { signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let seedMs: number;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.ctx.db, await hashPassword(DEMO_PASSWORD), 300);
  await seedCommunities(t.ctx.db, { storage: storageFor(t.config) });
  const started = performance.now();
  await seedMeetings(t.ctx.db, { storage: storageFor(t.config) });
  await seedMeetingAssetLinks(t.ctx.db);
  seedMs = performance.now() - started;
  member = (await signInAs(t.app, 'member@example.org', DEMO_PASSWORD)).authorization;
}, 180_000);
afterAll(async () => t?.close());

describe('meetings seed', () => {
  it('gives the demo member upcoming, past, closed and private meetings with answers and bookmarks', async () => {
    expect(seedMs).toBeLessThan(2000);
    const explore = async (body: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/community/meeting',
          headers: { authorization: member },
          payload: body,
        })
      ).json() as {
        meets: { name: string; status: number; isFavorite: boolean; rsvpClosed: string | null; visible: number }[];
      };
    const all = await explore({});
    const byName = new Map(all.meets.map((m) => [m.name, m]));
    expect(byName.get('Sensory processing case review')).toMatchObject({ status: 1, isFavorite: true });
    expect(byName.get('Supervision circle for new paediatric OTs')).toMatchObject({ visible: 3 });
    expect(byName.has('Committee planning (private)')).toBe(false);
    expect(byName.get('NDIS reporting clinic')?.rsvpClosed).toBe('RSVP is closed. The deadline has passed.');
    expect((await explore({ showPast: true })).meets.length).toBeGreaterThan(0);
    expect((await explore({ onlyFavorite: true })).meets.length).toBe(2);
    const dash = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/meetings?page=1&pageSize=4',
      headers: { authorization: member },
    });
    expect(dash.json().totalItemCount).toBeGreaterThan(3);
    expect(await seedMeetings(t.ctx.db, { storage: storageFor(t.config) })).toBe(false);
    expect(await seedMeetingAssetLinks(t.ctx.db)).toBe(false);
    expect(await countRows(t.ctx.db, 'community_assets', "type = 1 and link like 'https://%'")).toBeGreaterThanOrEqual(
      3,
    );
  });
});

describe('meetings seed of the other tenants (issue 32)', () => {
  it.each(['psa', 'maritime', 'tls'] as const)(
    "%s: the demo member's home shows upcoming meetings of the tenant's own profession",
    async (tenant) => {
      const app = await createTestApp({ TENANT: tenant });
      try {
        await seedAccounts(app.ctx.db, await hashPassword(DEMO_PASSWORD), 50, tenant);
        await seedCommunities(app.ctx.db, { storage: storageFor(app.config), tenant });
        expect(await seedMeetings(app.ctx.db, { storage: storageFor(app.config), tenant })).toBe(true);
        const auth = (await signInAs(app.app, 'member@example.org', DEMO_PASSWORD)).authorization;
        const dash = await app.app.inject({
          method: 'GET',
          url: '/api/v1/dashboard/meetings?page=1&pageSize=4',
          headers: { authorization: auth },
        });
        expect(dash.statusCode).toBe(200);
        const body = dash.json() as { meets: { name: string }[]; totalItemCount: number };
        const upcoming = (TENANT_MEETING_PLANS[tenant] ?? []).filter((p) => p.startsIn > 0).map((p) => p.name);
        expect(upcoming.length).toBeGreaterThanOrEqual(2);
        expect(body.totalItemCount).toBe(upcoming.length);
        expect(body.meets.map((m) => m.name).sort()).toEqual([...upcoming].sort());
      } finally {
        await app.close();
      }
    },
    60_000,
  );
});
