/**
 * Interests and 'Find an OT' in Chromium against the real server and its seeded demo data
 * (issue 16; spec 03 §2 Settings pages in scope, §4 Interests and communication preferences): a
 * member adds an interest and removes it again (each item with its own button and loading), and a
 * member lists their practice on Find an OT, is refused without a practice name, then finds the
 * listing on the public /find-an-ot page signed out, with only the contact they chose to show.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { newPage, screenshot } from './support/browser';
import { expectPath, pickOption, signIn, signInWithForm } from './support/ui';

/** Opens the antd select labelled `label` and clicks the option whose whole text is `option`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await pickOption(page, option);
  await page.keyboard.press('Escape');
}

test.describe('interests and Find an OT', () => {
  test('a member adds the Research interest, sees it under My Areas of Interest, and removes it there', async ({
    page,
  }) => {
    // Opening the page first: sign-in sends the member straight back to it.
    await signInWithForm(page, ACCOUNTS.member.email, undefined, '/settings/area-of-interests');
    await expectPath(page, '/settings/area-of-interests');
    await expect(page.getByRole('heading', { name: 'Practice Areas of Interest' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Paediatrics' }).first()).toBeVisible();
    const add = page.getByRole('button', { name: 'Add Research' });
    const settled = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/user\/segment\/\d+$/.test(new URL(r.url()).pathname),
    );
    await add.click();
    await settled;
    await expect(page.getByRole('button', { name: 'Remove Research' }).first()).toBeVisible();
    // The search narrows the list from 3 characters.
    await page.getByLabel('Search Practice Areas of Interest').fill('rese');
    await expect(page.getByRole('button', { name: 'Remove Paediatrics' }).first()).toBeHidden();
    await screenshot(page, 'preferences-area-of-interests');

    await page.getByRole('link', { name: 'My Areas of Interest' }).click();
    await expectPath(page, '/settings/user-interests');
    const remove = page.getByRole('button', { name: 'Remove Research' });
    await expect(remove.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Paediatrics' }).first()).toBeVisible();
    await remove.click();
    await expect(remove.first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove Paediatrics' }).first()).toBeVisible();
    // Stored: the page loaded again from the server no longer holds Research.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove Paediatrics' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Research' }).first()).toBeHidden();
  });

  test('a member lists their practice on Find an OT and finds it on the public page signed out, phone shown and email hidden', async ({
    page,
    browser,
    server,
  }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/settings/manage-find-an-ot');
    await expectPath(page, '/settings/manage-find-an-ot');
    await expect(page.getByRole('heading', { name: "Manage 'Find an OT'" }).first()).toBeVisible();
    await page.getByRole('switch', { name: 'List my practice on Find an OT' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please enter a practice name').first()).toBeVisible();

    await page.getByLabel('Practice name', { exact: true }).fill('Blue Mountains Paediatric OT');
    await page
      .getByLabel('Services', { exact: true })
      .fill('Handwriting, sensory processing and school readiness programs for children aged 3 to 12.');
    await choose(page, 'Areas of practice', 'Paediatrics');
    await choose(page, 'Funding schemes', 'NDIS');
    await page.getByLabel('Suburb', { exact: true }).fill('Katoomba');
    await choose(page, 'State', 'NSW');
    await page.getByLabel('Postcode', { exact: true }).fill('2780');
    await page.getByLabel('Contact phone', { exact: true }).fill('02 4782 1234');
    await page.getByLabel('Show my phone on Find an OT').check();
    await page.getByLabel('Contact email', { exact: true }).fill('mia@bluemountainsot.example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText("'Find an OT' listing saved").first()).toBeVisible();
    await screenshot(page, 'preferences-manage-find-an-ot');

    // Signed out: a fresh browser context with no session.
    const visitor = await newPage(browser, server.url);
    try {
      const publicPage = visitor.page;
      await publicPage.goto('/find-an-ot');
      await expect(publicPage.getByRole('heading', { name: 'Find an OT', level: 1 }).first()).toBeVisible();
      await expectPath(publicPage, '/find-an-ot');
      await publicPage.getByLabel('Suburb or postcode').fill('katoomba');
      await publicPage.getByRole('button', { name: 'Search' }).click();
      await expectPath(publicPage, '/find-an-ot', '?q=katoomba');
      const card = publicPage.getByRole('listitem').filter({ hasText: 'Blue Mountains Paediatric OT' });
      await expect(card.first()).toBeVisible();
      await expect(card.getByText('Mia Member · Katoomba NSW 2780').first()).toBeVisible();
      await expect(card.getByRole('link', { name: '02 4782 1234' }).first()).toBeVisible();
      await expect(card.getByText('mia@bluemountainsot.example.com').first()).toBeHidden();
      await expect(publicPage.getByText('1 occupational therapist', { exact: true }).first()).toBeVisible();
      await screenshot(publicPage, 'preferences-find-an-ot-public');
    } finally {
      await visitor.context.close();
    }
    // The page opens the same with a session (and is checked for accessibility there).
    await page.goto('/find-an-ot?q=katoomba');
    await expect(page.getByRole('listitem').filter({ hasText: 'Blue Mountains Paediatric OT' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the portal' }).first()).toBeVisible();
  });
});
