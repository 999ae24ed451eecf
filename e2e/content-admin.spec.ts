/**
 * Staff content authoring in Chromium (issue #5, beyond the spec; the authoring API is covered in
 * apps/server/test/content.authoring.test.ts): staff create a news item with a tag and an
 * attachment and publish it, and a member finds and opens it; a scheduled item stays hidden from
 * members; staff rename and delete tags and categories; a member cannot reach the authoring screens.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { failureScreenshot, newPage, PHONE, screenshot } from './support/browser';
import { accountMenuButton, expectPath, pickFilteredOption, pickOption, signIn } from './support/ui';

test.use({ tenant: 'ota' });

/** A small one-page PDF (the server checks the content against the extension). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Opens the new-item form of a kind from its authoring list. */
async function openNewForm(page: Page, kind: 'news', button: string) {
  await page.goto(`/admin/content/${kind}`);
  await page.getByRole('link', { name: button }).first().click();
  await expectPath(page, `/admin/content/${kind}/new`);
  await expect(page.getByRole('textbox', { name: 'Content' }).first()).toBeVisible();
}

/** Confirms the open confirmation dialog with its button. */
async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.first()).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

test.describe('staff content authoring', () => {
  test('staff create a news item with a tag and an attachment and publish it; a member finds and opens it', async ({
    page,
    browser,
    server,
  }) => {
    const title = 'Quokka outreach programme launches';
    await signIn(page, ACCOUNTS.staff.email);
    // Staff (not an administrator) reach authoring from the account menu.
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Admin', exact: true }).click();
    await expectPath(page, '/admin/content/news');
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByText('Content', { exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByText('Communities management').count(),
    ).resolves.toBe(0);
    await expect(page.getByRole('table').first()).toBeVisible();
    await screenshot(page, 'content-admin-list');

    await openNewForm(page, 'news', 'New news item');
    // Validation: a title is required.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Please enter a title', { exact: true }).first()).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: /^Description/ }).fill('A new programme for regional members.');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await editor.pressSequentially('Outreach visits');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await editor.pressSequentially(' start in March across the state.');

    await page.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('combobox', { name: 'Tags' }).fill('Ethics');
    await pickFilteredOption(page, 'Ethics');
    await page.keyboard.press('Escape');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload files' }).click(),
    ]);
    await chooser.setFiles({ name: 'outreach-agenda.pdf', mimeType: 'application/pdf', buffer: PDF });
    const attachments = page.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByText('outreach-agenda.pdf', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'content-admin-new');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await confirm(page, 'Publish');
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
    await page.waitForURL((url) => /^\/admin\/content\/news\/\d+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Archive', exact: true }).first()).toBeVisible();

    // The member finds it in the library and opens it.
    const member = await newPage(browser, server.url);
    try {
      await signIn(member.page, ACCOUNTS.member.email);
      await member.page.goto('/news/all_categories');
      await member.page.getByLabel('Search news', { exact: true }).fill('Quokka');
      await member.page.waitForURL((url) => url.searchParams.get('q') === 'Quokka');
      await expect(member.page.getByTestId('filter-chips').getByText('"Quokka"').first()).toBeVisible();
      await member.page.getByRole('link', { name: title, exact: true }).first().click();
      await expectPath(member.page, `/news/details/${id}`);
      await expect(member.page.getByRole('heading', { name: title, level: 1 }).first()).toBeVisible();
      await expect(member.page.locator('strong', { hasText: 'Outreach visits' }).first()).toBeVisible();
      await expect(member.page.getByText('#Ethics', { exact: true }).first()).toBeVisible();
      await expect(member.page.getByRole('button', { name: 'outreach-agenda.pdf', exact: true }).first()).toBeVisible();
      await screenshot(member.page, 'content-admin-published-news');
    } catch (error) {
      await failureScreenshot(member.page, 'content-admin-member-view');
      throw error;
    } finally {
      await member.context.close();
    }

    // Archiving hides it again.
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await confirm(page, 'Archive');
    await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unarchive', exact: true }).first()).toBeVisible();
  });

  test('a scheduled item (future publish date) is listed as scheduled and members do not see it', async ({
    page,
    browser,
    server,
  }) => {
    const title = 'Numbat newsletter preview';
    await signIn(page, ACCOUNTS.staff.email);
    await openNewForm(page, 'news', 'New news item');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.getByRole('textbox', { name: 'Content' }).pressSequentially('Coming next year.');
    const date = page.getByLabel('Publish date', { exact: true });
    await date.click();
    await date.fill('01/03/2099 9:00 am');
    await date.press('Enter');
    await expect(page.getByRole('button', { name: 'Schedule', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByText(/Members will see it from Sun 1 Mar 2099, 9:00 am/)
        .first(),
    ).toBeVisible();
    await confirm(page, 'Schedule');
    await expect(page.getByText('Scheduled for Sun 1 Mar 2099, 9:00 am', { exact: true }).first()).toBeVisible();
    await page.waitForURL((url) => /^\/admin\/content\/news\/\d+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop();

    await page.goto('/admin/content/news?state=scheduled');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.first()).toBeVisible();
    await expect(row.getByText('Scheduled · Sun 1 Mar 2099, 9:00 am', { exact: true }).first()).toBeVisible();
    await page.goto('/admin/content/news?state=published');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title }).first()).toBeHidden();

    const member = await newPage(browser, server.url);
    try {
      await signIn(member.page, ACCOUNTS.member.email);
      await member.page.goto(`/news/details/${id}`);
      await expect(member.page.getByText('Not found', { exact: true }).first()).toBeVisible();
      await member.page.goto('/news/all_categories');
      await member.page.getByLabel('Search news', { exact: true }).fill('Numbat newsletter');
      await expect(member.page.getByText('No news available.', { exact: true }).first()).toBeVisible();
    } finally {
      await member.context.close();
    }
  });

  test('staff rename a tag (a taken name is refused) and delete a category, which members no longer see', async ({
    page,
    browser,
    server,
  }) => {
    await signIn(page, ACCOUNTS.staff.email, undefined, '/admin/content/taxonomy');
    await page.getByRole('button', { name: 'Rename tag "Ethics"', exact: true }).click();
    const rename = page.getByRole('form', { name: 'Rename tag' });
    await rename.getByLabel('Tag name', { exact: true }).fill('leadership');
    await rename.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(rename.getByText('This tag already exists', { exact: true }).first()).toBeVisible();
    await rename.getByLabel('Tag name', { exact: true }).fill('Professional ethics');
    await rename.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Tag renamed to "Professional ethics"', { exact: true }).first()).toBeVisible();
    const tags = page.getByRole('list', { name: 'Tags', exact: true });
    await expect(tags.getByText('Professional ethics', { exact: true }).first()).toBeVisible();
    await expect(tags.getByText('Ethics', { exact: true }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Delete category "Advocacy"', exact: true }).click();
    await expect(
      page
        .getByText('Its subcategories go too; items in it lose them and keep everything else.', { exact: true })
        .first(),
    ).toBeVisible();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Category "Advocacy" deleted', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rename category "Advocacy"', exact: true }).first()).toBeHidden();
    await screenshot(page, 'content-admin-taxonomy');

    const member = await newPage(browser, server.url);
    try {
      await signIn(member.page, ACCOUNTS.member.email);
      await member.page.goto('/news/all_categories');
      await expect(member.page.getByText('Association news', { exact: true }).first()).toBeVisible();
      await expect(member.page.getByText('Advocacy', { exact: true }).count()).resolves.toBe(0);
    } finally {
      await member.context.close();
    }
  });

  test('a member cannot reach the authoring screens and has no Admin entry', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/admin/content/news/new');
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { name: 'New news item' }).count()).resolves.toBe(0);
    await accountMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'My Favourites' }).first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin', exact: true }).count()).resolves.toBe(0);
  });

  test.describe(() => {
    test.use(PHONE);
    test('the authoring list and form work on a phone', async ({ page }) => {
      await signIn(page, ACCOUNTS.staff.email, undefined, '/admin/content/resources');
      // On a phone the list is one card per item (ResponsiveTable), not a squashed table.
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
      // No sideways scrolling on a phone.
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await pickOption(page, 'Draft');
      await page.waitForURL((url) => url.searchParams.get('state') === 'draft');
      await screenshot(page, 'content-admin-list-phone');
      await cards.getByRole('link').first().click();
      await expect(page.getByRole('textbox', { name: 'Content' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish', exact: true }).first()).toBeVisible();
      await screenshot(page, 'content-admin-edit-phone');
    });
  });
});
