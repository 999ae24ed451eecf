/**
 * Global communities management in Chromium against the real server and its seeded demo data
 * (spec 02 §2 Global administration, §4, §5, §6; issue 20), as admin@example.org: create a private
 * community with an image and a category and find it in explore; add a sub-category and rename a
 * tag; add and remove a manager; add, delete and restore a FAQ item and see it on the member FAQ page.
 */
import { describe, it } from 'vitest';
import { ACCOUNTS } from './support/accounts';
import { PHONE, screenshot } from './support/browser';
import { usePortal } from './support/portal';
import { expectHidden, expectPath, expectVisible, fullyShown, signIn } from './support/ui';

const portal = usePortal();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('communities management', () => {
  it(
    'an admin creates a private community with an image and a category, then finds it in explore',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.admin.email);
      await page.goto('/admin/communities-management');
      await expectPath(page, '/admin/communities-management/communities');
      await expectVisible(page.getByRole('tab', { name: 'FAQ' }));
      await expectVisible(page.getByRole('row', { name: /Paediatric OT Network/ }));
      await screenshot(page, 'communities-management-communities');

      await page.getByRole('button', { name: 'Create community' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create community' });
      await dialog.getByLabel('Community name').fill('Driver Rehabilitation Practitioners');
      await expectVisible(
        dialog.getByLabel('Alias').and(page.locator('[value="driver-rehabilitation-practitioners"]')),
      );
      await dialog.getByLabel('Short description').fill('Return to driving after injury');
      await dialog.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
      await expectVisible(dialog.getByText('Image: cover.png'));
      await dialog.getByLabel('Category').click();
      await (
        await fullyShown(page.locator('.ant-select-tree-node-content-wrapper', { hasText: 'Hand therapy' }))
      ).click();
      await expectVisible(dialog.locator('.ant-select-selection-item', { hasText: 'Hand therapy' }));
      await dialog.getByText('Community name', { exact: true }).click();
      await dialog.getByRole('radio', { name: 'Private' }).check();
      await screenshot(page, 'communities-management-create');
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expectHidden(dialog);
      await expectVisible(page.getByRole('row', { name: /Driver Rehabilitation Practitioners.*Private/ }));

      await page.goto('/communities/explore');
      await expectVisible(page.getByText('Driver Rehabilitation Practitioners').first());
    }),
  );

  it(
    'an admin adds a sub-category and renames a tag',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.admin.email);
      await page.goto('/admin/communities-management/categories');
      await page.getByRole('button', { name: 'Add sub-category to Clinical practice' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create category' });
      await dialog.getByLabel('Name').fill('Vocational rehabilitation');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectHidden(dialog);
      const parent = page.getByRole('row', { name: /Clinical practice/ });
      await parent.getByRole('button', { name: /Expand row/ }).click();
      await expectVisible(page.getByRole('row', { name: /Vocational rehabilitation/ }));
      await screenshot(page, 'communities-management-categories');

      await page.goto('/admin/communities-management/tags');
      await page.getByLabel('Search tags').fill('Splint');
      const row = page.getByRole('row', { name: /Splinting/ });
      await row.getByRole('button', { name: 'Edit Splinting' }).click();
      const tagDialog = page.getByRole('dialog', { name: 'Edit tag' });
      await tagDialog.getByLabel('Tag name').fill('Splinting and orthoses');
      await tagDialog.getByRole('button', { name: 'Save' }).click();
      await expectHidden(tagDialog);
      await expectVisible(page.getByRole('cell', { name: 'Splinting and orthoses', exact: true }));
    }),
  );

  it(
    'an admin adds a manager (warned that other roles go) and removes them',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.admin.email);
      await page.goto('/admin/communities-management/administrators');
      await page.getByRole('button', { name: 'Add manager' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add manager' });
      await expectVisible(dialog.getByText(/other roles and associations in communities will be removed/));
      const search = dialog.getByRole('combobox');
      await search.fill('ni');
      await expectVisible(dialog.getByText('Please enter at least 3 letters'));
      await search.fill('newmember');
      await (await fullyShown(page.locator('.ant-select-item-option', { hasText: ACCOUNTS.newmember.email }))).click();
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expectHidden(dialog);
      const row = page.getByRole('row', { name: new RegExp(ACCOUNTS.newmember.email) });
      await expectVisible(row);
      await screenshot(page, 'communities-management-managers');
      await row.getByRole('button', { name: `Remove ${ACCOUNTS.newmember.email}` }).click();
      await (await fullyShown(page.getByRole('dialog'))).getByRole('button', { name: 'Remove' }).click();
      await expectHidden(row);
    }),
  );

  it(
    'an admin adds, deletes and restores a FAQ item, and the member FAQ page follows (phone)',
    portal.run(async ({ page }) => {
      const question = 'Can I post in more than one community?';
      await signIn(page, ACCOUNTS.admin.email);
      await page.goto('/admin/communities-management/faq');
      await expectVisible(page.getByRole('heading', { name: 'Create frequently asked questions' }));
      await page.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('No changes to save'));
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.getByLabel('New question 1 question').fill(question);
      await page.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Please input the answer!'));
      await page.getByLabel('New question 1 answer').click();
      await page.keyboard.type('Yes: share the post link, or post it again in the other community.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Successfully saved'));
      await screenshot(page, 'communities-management-faq-phone');

      await page.goto('/communities/faq');
      await expectVisible(page.getByText(question));

      await page.goto('/admin/communities-management/faq');
      await page.getByRole('button', { name: `Delete ${question}` }).click();
      await expectVisible(page.getByRole('button', { name: `Restore ${question}` }));
      await page.goto('/communities/faq');
      await expectVisible(page.getByText('How do I join a private community?'));
      await expectHidden(page.getByText(question));

      await page.goto('/admin/communities-management/faq');
      await page.getByRole('button', { name: `Restore ${question}` }).click();
      await expectVisible(page.getByRole('button', { name: `Delete ${question}` }));
      await page.goto('/communities/faq');
      await expectVisible(page.getByText(question));
    }, PHONE),
  );
});
