/**
 * CPD and courses in Chromium against the real server and its seeded demo data (spec 03 §2 CPD, §5
 * CPD, §7 CPD and enrolments, §8; issue 16): a member adds an outside CPD record with evidence and
 * sees the progress move (tracker and home card), previews and downloads the period report, and
 * unenrols from an active course while a completed one offers no Unenrol.
 */
import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { expectPath, pickOption, signIn } from './support/ui';

/** "15.75 / 20 hrs" → 15.75 */
const hoursOf = (text: string | null) => Number(/([\d.]+) \/ [\d.]+ hrs/.exec(text ?? '')?.[1]);

/** A small real PDF (file-type reads the %PDF signature). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('CPD', () => {
  test('a member adds an outside record with evidence and sees the progress move', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/cpd/tracker-page');
    const hours = page.getByTestId('cpd-hours').first();
    await expect(hours.first()).toBeVisible();
    const before = hoursOf(await hours.textContent());
    expect(before).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Add CPD record' }).click();
    await expectPath(page, '/cpd/records/new');
    await page.getByLabel('Title', { exact: true }).fill('Splinting for rheumatoid arthritis');
    await page.getByLabel('Category', { exact: true }).click();
    await pickOption(page, 'Workshop or conference');
    await page.getByLabel('Presenter', { exact: true }).fill('Lucy Tran');
    await page.getByLabel('Interactive (with other practitioners)').check();
    await page.getByLabel('Reflection', { exact: true }).fill('I now review splint fit at every second visit.');
    // Bad input shows the message; quarter hours are accepted.
    await page.getByLabel('Hours', { exact: true }).fill('-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Hours must be a positive number in steps of 0.25').first()).toBeVisible();
    await page.getByLabel('Hours', { exact: true }).fill('1.25');
    await page.locator('input[type=file]').setInputFiles({
      name: 'splinting-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByText('splinting-certificate.pdf').first()).toBeVisible();
    await screenshot(page, 'cpd-new-record');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expectPath(page, '/cpd/tracker-page');
    const card = page.getByRole('region', { name: 'Splinting for rheumatoid arthritis' });
    await expect(card.first()).toBeVisible();
    await expect(card.getByRole('button', { name: /splinting-certificate\.pdf/ }).first()).toBeVisible();
    await expect.poll(async () => hoursOf(await hours.textContent())).toBe(before + 1.25);
    await screenshot(page, 'cpd-tracker');

    // The home dashboard's card shows the same figures.
    await page.goto('/');
    await expect(page.getByText(`${before + 1.25} / 20 hrs`).first()).toBeVisible();
  });

  test('a member previews and downloads the period report', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/cpd/tracker-page');
    await page.getByRole('button', { name: 'Preview report' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Sensory processing in the classroom').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.first()).toBeHidden();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^CPD report \d{4}–\d{4}\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a member unenrols from an active course; a completed course has no Unenrol', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/cpd/enrolled-page');
    const active = page.getByRole('region', { name: 'Telehealth for occupational therapists' });
    await expect(active.first()).toBeVisible();
    const completed = page.getByRole('region', { name: 'Ethics and professional boundaries' });
    await expect(completed.getByText('Completed', { exact: true }).first()).toBeVisible();
    await expect(completed.getByRole('button', { name: /^More/ }).first()).toBeHidden();

    await active.getByRole('button', { name: 'More: Telehealth for occupational therapists' }).click();
    await page.getByRole('menuitem', { name: 'Unenrol' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unenrol' }).click();
    await expect(page.getByText('Unenroll success').first()).toBeVisible();
    await expect(active.first()).toBeHidden();
    await screenshot(page, 'cpd-enrolled');

    // The course is back in the catalogue without an enrolment.
    await page.goto('/cpd/all-courses');
    await expect(
      page.getByRole('button', { name: 'Enrol: Telehealth for occupational therapists' }).first(),
    ).toBeVisible();
  });
});
