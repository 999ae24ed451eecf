/**
 * Deterministic demo data (issue #2 §5): fixed random seed, Australian locale. Runs on an empty
 * database at start (outside production unless SEED_DEMO=true) and by `npm run db:seed`.
 * Every demo account's password is `Member#2025` (hashed once, argon2id). The texts come from the
 * corpus of the tenant the server runs with (`./corpus/<tenant>/`, issue 21).
 */
import { isSubModuleEnabled } from '@portal/shared';
import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { accounts } from '../schema';
import { storageFor } from '../../modules/files';
import { seedAccounts } from './accounts.seed';
import { seedAccountSettings } from './account/account-settings.seed';
import { seedAnnouncements } from './announcements/announcements.seed';
import { seedStaffAudit } from './audit/audit.seed';
import { seedCommunities } from './communities.seed';
import { seedCommunityAdmin } from './community-admin/community-admin.seed';
import { seedContent } from './content.seed';
import { seedCpd } from './cpd/cpd.seed';
import { seedDirectory } from './directory/directory.seed';
import { seedEvents } from './events.seed';
import { seedMeetingAssetLinks } from './meetings/assets.seed';
import { seedMeetings } from './meetings/meetings.seed';
import { seedMembership } from './membership/membership.seed';
import { seedNotificationMailHistory } from './notifications/mail-history.seed';
import { seedPreferences } from './preferences/preferences.seed';

export const DEMO_PASSWORD = 'Member#2025';

/** Seeds when the accounts table is empty. Safe with several processes starting at once. */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(accounts);
  if (Number(n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [{ n: again }] = await tx.select({ n: count() }).from(accounts);
    if (Number(again) > 0) return false;
    await seedAccounts(tx, passwordHash, 500, ctx.config.tenant.id);
    await seedAccountSettings(tx);
    await seedPreferences(tx, {
      tenant: ctx.config.tenant.id,
      findAnOt: isSubModuleEnabled(ctx.config.tenant.features, 'settings', 'find_an_ot'),
    });
    await seedDirectory(tx, ctx.config.tenant.id);
    await seedContent(tx, {
      storage: storageFor(ctx.config),
      activeStatus: ctx.config.tenant.contentActiveTabKey,
      tenant: ctx.config.tenant.id,
    });
    await seedCommunities(tx, { storage: storageFor(ctx.config), tenant: ctx.config.tenant.id });
    await seedCommunityAdmin(tx, Date.now());
    await seedEvents(tx, { storage: storageFor(ctx.config), tenant: ctx.config.tenant.id });
    await seedCpd(tx, { storage: storageFor(ctx.config), tenantId: ctx.config.tenant.id });
    await seedMeetings(tx, { storage: storageFor(ctx.config), tenant: ctx.config.tenant.id });
    await seedMeetingAssetLinks(tx);
    await seedMembership(tx, {
      storage: storageFor(ctx.config),
      timeZone: ctx.config.tenant.timeZone,
      tenant: ctx.config.tenant.id,
    });
    await seedAnnouncements(tx, { now: Date.now(), tenant: ctx.config.tenant.id });
    await seedStaffAudit(tx);
    // Last: every notification the steps above wrote counts as already mailed.
    await seedNotificationMailHistory(tx);
    return true;
  });
  if (seeded) ctx.log.info('Demo data seeded (sign in as member@example.org / Member#2025)');
  return seeded;
}
