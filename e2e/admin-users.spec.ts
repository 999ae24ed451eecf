/**
 * Staff administration of members in Chromium (issue 23; the API, scopes and audit rows are covered
 * in apps/server/test/members-admin.test.ts and audit.actions.test.ts): an Admin edits a member's
 * segments and sees the entry in the audit log; membership staff bulk-add a segment to a filtered
 * selection. Who reaches which screen is covered by the server tests (scopes) and the admin shell.
 */
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { expectPath, pickFilteredOption, signIn } from './support/ui';

test.use({ tenant: 'ota' });

test.describe('staff administration of members', () => {
  test("an Admin edits a member's segments and sees the audit entry", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin.email, undefined, '/admin/users');
    await page.getByRole('searchbox', { name: 'Search name, email or member number' }).fill('member@example.org');
    const link = page.getByRole('link', { name: ACCOUNTS.member.name, exact: true });
    await expect(link.first()).toBeVisible();
    await screenshot(page, 'admin-users-list');
    await link.click();
    await expect(page.getByRole('heading', { name: 'Details' }).first()).toBeVisible();

    const segments = page.getByRole('combobox', { name: 'Segments' });
    await segments.click();
    await segments.fill('Hand therapy');
    await pickFilteredOption(page, 'Hand therapy');
    await expect(page.locator('.ant-select-selection-item').filter({ hasText: 'Hand therapy' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse((r) => r.url().endsWith('/segments') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save segments' }).click();
    await saved;
    await expect(page.getByText('Segments saved').first()).toBeVisible();
    await screenshot(page, 'admin-member-page');

    await page.getByRole('link', { name: 'View audit entries' }).click();
    await expectPath(page, '/admin/audit');
    await expect(page.getByText(`Changed segments of ${ACCOUNTS.member.name}`).first()).toBeVisible();
    await expect(page.getByText(ACCOUNTS.admin.email).first()).toBeVisible();
    await screenshot(page, 'admin-audit-log');
  });

  test('membership staff bulk-add a segment to a filtered selection', async ({ page }) => {
    await signIn(page, ACCOUNTS.membershipStaff.email, undefined, '/admin/users?status=Lapsed');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    // Select one row by hand, then widen to everything the filter matches.
    await rows.first().getByRole('checkbox').check();
    await expect(page.getByText('1 selected').first()).toBeVisible();
    const selectAll = page.getByRole('button', { name: /^Select all \d+ matching$/ });
    const total = Number((await selectAll.textContent())?.match(/\d+/)?.[0]);
    await selectAll.click();
    await expect(page.getByText(`All ${total} matching the filters`).first()).toBeVisible();
    await page.getByRole('button', { name: /Bulk actions/ }).click();
    await page.getByRole('menuitem', { name: 'Add segments' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await dialog.getByRole('combobox').fill('Rural and remote');
    await pickFilteredOption(page, 'Rural and remote');
    // The choice shows as a tag in the field before Apply (a click on a list still filtering is lost).
    await expect(
      dialog.locator('.ant-select-selection-item').filter({ hasText: 'Rural and remote' }).first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    const done = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/members/bulk'));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await done;
    await expect(page.getByText(new RegExp(`across ${total} members?$`)).first()).toBeVisible();
    await expect(dialog.first()).toBeHidden();

    // Every lapsed member now has the segment: the same filter plus the segment finds them all.
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/v1/admin/members?') && r.url().includes('segmentId='),
    );
    const segmentFilter = page.getByRole('combobox', { name: 'Segment', exact: true });
    await segmentFilter.click();
    await segmentFilter.fill('Rural and remote');
    await pickFilteredOption(page, 'Rural and remote');
    expect((await (await filtered).json()).meta.total_count).toBe(total);
    await expect(rows.first()).toBeVisible();
    await screenshot(page, 'admin-users-filtered');
  });
});
