/**
 * Global communities management in Chromium against the real server and its seeded demo data
 * (spec 02 §2 Global administration, §4, §5, §6; issue 20), as admin@example.org: create a private
 * community with an image and a category and find it in explore; add a sub-category and rename a
 * tag; add and remove a manager; add, delete and restore a FAQ item and see it on the member FAQ page.
 */
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { PHONE, screenshot } from './support/browser';
import { expectPath, signIn } from './support/ui';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('communities management', () => {
  test('an admin creates a private community with an image and a category, then finds it in explore', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin.email, undefined, '/admin/communities-management');
    await expectPath(page, '/admin/communities-management/communities');
    await expect(page.getByRole('tab', { name: 'FAQ' }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Paediatric OT Network/ }).first()).toBeVisible();
    await screenshot(page, 'communities-management-communities');

    await page.getByRole('button', { name: 'Create community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create community' });
    await dialog.getByLabel('Community name').fill('Driver Rehabilitation Practitioners');
    await expect(
      dialog.getByLabel('Alias').and(page.locator('[value="driver-rehabilitation-practitioners"]')).first(),
    ).toBeVisible();
    await dialog.getByLabel('Short description').fill('Return to driving after injury');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('Image: cover.png').first()).toBeVisible();
    await dialog.getByLabel('Category').click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: 'Hand therapy' }).click();
    await expect(dialog.locator('.ant-select-selection-item', { hasText: 'Hand therapy' }).first()).toBeVisible();
    await dialog.getByText('Community name', { exact: true }).click();
    await dialog.getByRole('radio', { name: 'Private' }).check();
    await screenshot(page, 'communities-management-create');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.first()).toBeHidden();
    await expect(page.getByRole('row', { name: /Driver Rehabilitation Practitioners.*Private/ }).first()).toBeVisible();

    await page.goto('/communities/explore');
    await expect(page.getByText('Driver Rehabilitation Practitioners').first()).toBeVisible();
  });

  test('an admin adds a sub-category and renames a tag', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin.email, undefined, '/admin/communities-management/categories');
    await page.getByRole('button', { name: 'Add sub-category to Clinical practice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create category' });
    await dialog.getByLabel('Name').fill('Vocational rehabilitation');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.first()).toBeHidden();
    const parent = page.getByRole('row', { name: /Clinical practice/ });
    await parent.getByRole('button', { name: /Expand row/ }).click();
    await expect(page.getByRole('row', { name: /Vocational rehabilitation/ }).first()).toBeVisible();
    await screenshot(page, 'communities-management-categories');

    await page.goto('/admin/communities-management/tags');
    await page.getByLabel('Search tags').fill('Splint');
    const row = page.getByRole('row', { name: /Splinting/ });
    await row.getByRole('button', { name: 'Edit Splinting' }).click();
    const tagDialog = page.getByRole('dialog', { name: 'Edit tag' });
    await tagDialog.getByLabel('Tag name').fill('Splinting and orthoses');
    await tagDialog.getByRole('button', { name: 'Save' }).click();
    await expect(tagDialog.first()).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Splinting and orthoses', exact: true }).first()).toBeVisible();
  });

  test('an admin adds a manager (warned that other roles go) and removes them', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin.email, undefined, '/admin/communities-management/administrators');
    await page.getByRole('button', { name: 'Add manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add manager' });
    await expect(dialog.getByText(/other roles and associations in communities will be removed/).first()).toBeVisible();
    const search = dialog.getByRole('combobox');
    await search.fill('ni');
    await expect(dialog.getByText('Please enter at least 3 letters').first()).toBeVisible();
    await search.fill('newmember');
    await page.locator('.ant-select-item-option', { hasText: ACCOUNTS.newmember.email }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.first()).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(ACCOUNTS.newmember.email) });
    await expect(row.first()).toBeVisible();
    await screenshot(page, 'communities-management-managers');
    await row.getByRole('button', { name: `Remove ${ACCOUNTS.newmember.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(row.first()).toBeHidden();
  });

  test.describe(() => {
    test.use(PHONE);
    test('an admin adds, deletes and restores a FAQ item, and the member FAQ page follows (phone)', async ({
      page,
    }) => {
      const question = 'Can I post in more than one community?';
      await signIn(page, ACCOUNTS.admin.email, undefined, '/admin/communities-management/faq');
      await expect(page.getByRole('heading', { name: 'Create frequently asked questions' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('No changes to save').first()).toBeVisible();
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.getByLabel('New question 1 question').fill(question);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Please input the answer!').first()).toBeVisible();
      await page.getByLabel('New question 1 answer').click();
      await page.keyboard.type('Yes: share the post link, or post it again in the other community.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Successfully saved').first()).toBeVisible();
      await screenshot(page, 'communities-management-faq-phone');

      await page.goto('/communities/faq');
      await expect(page.getByText(question).first()).toBeVisible();

      await page.goto('/admin/communities-management/faq');
      await page.getByRole('button', { name: `Delete ${question}` }).click();
      await expect(page.getByRole('button', { name: `Restore ${question}` }).first()).toBeVisible();
      await page.goto('/communities/faq');
      await expect(page.getByText('How do I join a private community?').first()).toBeVisible();
      await expect(page.getByText(question).first()).toBeHidden();

      await page.goto('/admin/communities-management/faq');
      await page.getByRole('button', { name: `Restore ${question}` }).click();
      await expect(page.getByRole('button', { name: `Delete ${question}` }).first()).toBeVisible();
      await page.goto('/communities/faq');
      await expect(page.getByText(question).first()).toBeVisible();
    });
  });
});
