/**
 * Staff administration of members in Chromium (issue 23; the API, scopes and audit rows are covered
 * in apps/server/test/members-admin.test.ts and audit.actions.test.ts): an Admin edits a member's
 * segments and sees the entry in the audit log; membership staff bulk-add a segment to a filtered
 * selection. Who reaches which screen is covered by the server tests (scopes) and the admin shell.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { usePortal } from './support/portal';
import { expectHidden, expectPath, expectVisible, pickFilteredOption, signIn } from './support/ui';

const portal = usePortal({ tenant: 'ota' });

describe('staff administration of members', () => {
  it(
    "an Admin edits a member's segments and sees the audit entry",
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.admin.email);
      await page.goto('/admin/users');
      await page.getByRole('searchbox', { name: 'Search name, email or member number' }).fill('member@example.org');
      const link = page.getByRole('link', { name: ACCOUNTS.member.name, exact: true });
      await expectVisible(link);
      await screenshot(page, 'admin-users-list');
      await link.click();
      await expectVisible(page.getByRole('heading', { name: 'Details' }));

      const segments = page.getByRole('combobox', { name: 'Segments' });
      await segments.click();
      await segments.fill('Hand therapy');
      await pickFilteredOption(page, 'Hand therapy');
      await expectVisible(page.locator('.ant-select-selection-item').filter({ hasText: 'Hand therapy' }));
      await page.keyboard.press('Escape');
      const saved = page.waitForResponse((r) => r.url().endsWith('/segments') && r.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save segments' }).click();
      await saved;
      await expectVisible(page.getByText('Segments saved'));
      await screenshot(page, 'admin-member-page');

      await page.getByRole('link', { name: 'View audit entries' }).click();
      await expectPath(page, '/admin/audit');
      await expectVisible(page.getByText(`Changed segments of ${ACCOUNTS.member.name}`).first());
      await expectVisible(page.getByText(ACCOUNTS.admin.email).first());
      await screenshot(page, 'admin-audit-log');
    }),
  );

  it(
    'membership staff bulk-add a segment to a filtered selection',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.membershipStaff.email);
      await page.goto('/admin/users?status=Lapsed');
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expectVisible(rows.first());
      // Select one row by hand, then widen to everything the filter matches.
      await rows.first().getByRole('checkbox').check();
      await expectVisible(page.getByText('1 selected'));
      const selectAll = page.getByRole('button', { name: /^Select all \d+ matching$/ });
      const total = Number((await selectAll.textContent())?.match(/\d+/)?.[0]);
      await selectAll.click();
      await expectVisible(page.getByText(`All ${total} matching the filters`));
      await page.getByRole('button', { name: /Bulk actions/ }).click();
      await page.getByRole('menuitem', { name: 'Add segments' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').click();
      await dialog.getByRole('combobox').fill('Rural and remote');
      await pickFilteredOption(page, 'Rural and remote');
      // The choice shows as a tag in the field before Apply (a click on a list still filtering is lost).
      await expectVisible(dialog.locator('.ant-select-selection-item').filter({ hasText: 'Rural and remote' }));
      await page.keyboard.press('Escape');
      const done = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/members/bulk'));
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await done;
      await expectVisible(page.getByText(new RegExp(`across ${total} members?$`)));
      await expectHidden(dialog);

      // Every lapsed member now has the segment: the same filter plus the segment finds them all.
      const filtered = page.waitForResponse(
        (r) => r.url().includes('/api/v1/admin/members?') && r.url().includes('segmentId='),
      );
      const segmentFilter = page.getByRole('combobox', { name: 'Segment', exact: true });
      await segmentFilter.click();
      await segmentFilter.fill('Rural and remote');
      await pickFilteredOption(page, 'Rural and remote');
      expect((await (await filtered).json()).meta.total_count).toBe(total);
      await expectVisible(rows.first());
      await screenshot(page, 'admin-users-filtered');
    }),
  );
});
