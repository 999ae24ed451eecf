/**
 * Member directory and privacy in Chromium against the seeded demo data (spec 03 §2 Directories
 * and profiles, /settings/profile-visibility; §3 Privacy settings; issue 16): a member finds a
 * colleague by name and location and opens the profile; a member hides themself from the directory
 * and a second member can no longer find them.
 */
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { newPage, screenshot } from './support/browser';
import { pickOption, signIn } from './support/ui';

/** Waits for the directory request of the name typed, then for the cards. */
async function searchName(page: import('playwright-core').Page, name: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/directory/member/list') && new URL(r.url()).searchParams.get('name') === name,
  );
  await page.getByLabel('Search by name').fill(name);
  await answered;
}

test.describe('member directory', () => {
  test('finds a member by name and location and opens their profile', async ({ page }) => {
    await signIn(page, ACCOUNTS.moderator.email, undefined, '/members');
    await expect(page.getByRole('list', { name: 'Members' }).first()).toBeVisible();
    await searchName(page, 'Mia Mem');
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('link', { name: 'Mia Member' }).first()).toBeVisible();

    // Mia lives in New South Wales: Tasmania leaves her out, New South Wales keeps her.
    await page.getByRole('combobox', { name: 'Location' }).click();
    await pickOption(page, 'Tasmania');
    await expect(page.getByText('No members found').first()).toBeVisible();
    await screenshot(page, 'directory-no-members');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await pickOption(page, 'New South Wales');
    await expect(members.getByRole('link', { name: 'Mia Member' }).first()).toBeVisible();
    await members.getByRole('link', { name: 'Mia Member' }).click();
    await page.waitForURL(/\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Mia Member', level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Harbour City Occupational Therapy').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'member@example.org' }).first()).toBeVisible();
  });

  test('a member hides themself from the directory and a second member can no longer find them', async ({
    page,
    browser,
    server,
  }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/settings/profile-visibility');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('switch', { name: 'Include me in the member directory' }).click();
    await page.getByRole('switch', { name: 'Show my email' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/privacy') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    await expect(page.getByText('Privacy settings saved').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true }).first()).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByText('You are not listed in the member directory.').first()).toBeVisible();
    await expect(page.getByText(/Hidden from other members by your privacy settings: Email/).first()).toBeVisible();
    await screenshot(page, 'directory-own-profile-hidden');

    const other = await newPage(browser, server.url);
    try {
      await signIn(other.page, ACCOUNTS.moderator.email);
      await other.page.goto('/members');
      await expect(other.page.getByRole('list', { name: 'Members' }).first()).toBeVisible();
      await searchName(other.page, 'Mia Mem');
      await expect(other.page.getByText('No members found').first()).toBeVisible();
    } finally {
      await other.context.close();
    }
  });
});
