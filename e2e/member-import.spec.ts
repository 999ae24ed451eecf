/**
 * Member CSV import in Chromium (issue 23; the API is covered in apps/server/test/member-import.test.ts):
 * staff upload a 50-row file with two bad rows, the dry run shows those two and why, they import the
 * other 48 skipping the refused rows, see the new members in the batch's list, and undo the batch; the
 * sample file the screen offers downloads and checks cleanly.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { expectPath, signIn } from './support/ui';

test.use({ tenant: 'ota' });

const FIRST = ['Amelia', 'Jack', 'Charlotte', 'Lachlan', 'Ruby', 'Thomas', 'Harper', 'Ethan'];
const LAST = ['Fraser', 'Nguyen', 'Kelly', 'Patel', "O'Brien", 'Walsh'];
const SEGMENTS = ['Paediatrics', 'Aged care;NDIS', 'Mental health', 'Hand therapy;Private practice', ''];

/** 50 rows: 48 new members, one with a bad email (row 12) and one with an unknown segment (row 31). */
function memberCsv(stamp: string): Buffer {
  const lines = ['First name,Surname,Email address,Mobile,Suburb,State,Segments'];
  for (let i = 0; i < 50; i += 1) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const email =
      i === 10
        ? 'amelia.fraser-at-example.org'
        : `${first}.${last.replace("'", '')}.${stamp}${i}@example.org`.toLowerCase();
    const segments = i === 29 ? 'Underwater basket weaving' : SEGMENTS[i % SEGMENTS.length];
    lines.push(
      `${first},"${last}",${email},04${String(10_000_000 + i * 7919).slice(0, 8)},Brunswick,VIC,"${segments}"`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

test.describe('member import', () => {
  test('membership staff import a 50-row CSV with two bad rows: the dry run shows them, the rest import, the batch is undone', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.membershipStaff.email, undefined, '/admin/users/import');
    await expect(page.getByRole('heading', { name: 'Import members' }).first()).toBeVisible();
    await expect(page.getByText('No imports yet').first()).toBeVisible();

    await page.locator('input[type=file]').setInputFiles({
      name: 'new-graduates.csv',
      mimeType: 'text/csv',
      buffer: memberCsv(Date.now().toString(36)),
    });
    // The dry run opens on the refused rows, with why.
    await expect(page.getByRole('heading', { name: 'Dry run' }).first()).toBeVisible();
    await expect(page.getByText('Email is not a valid address').first()).toBeVisible();
    await expect(page.getByText('Unknown segment "Underwater basket weaving"').first()).toBeVisible();
    await expect(page.getByText('Create 48').first()).toBeVisible();
    await expect(page.getByText('Refused 2').first()).toBeVisible();
    // The guessed mapping read "Surname" as Last name.
    await expect(page.getByLabel('Last name *').or(page.locator('#member-import-map-lastName')).first()).toBeVisible();
    const importButton = page.getByRole('button', { name: 'Import 48 members' });
    await expect(importButton).toBeDisabled();
    await page.getByText('Skip the 2 refused rows and import the rest').click();
    await screenshot(page, 'member-import-dry-run');
    await importButton.click();

    const result = page.getByRole('region', { name: 'Import complete' });
    await expect(result.first()).toBeVisible();
    await expect(result.getByText('48 created, 0 updated, 2 refused rows skipped.').first()).toBeVisible();
    await expect(result.getByText('Amelia Fraser', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'member-import-applied');

    await result.getByRole('button', { name: 'Undo new-graduates.csv' }).click();
    await page.getByRole('tooltip').or(page.locator('.ant-popconfirm')).getByRole('button', { name: 'Undo' }).click();
    await expect(result.getByText('Undone', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Past imports' }).getByText('Undone', { exact: true }).first(),
    ).toBeVisible();
    await expectPath(page, '/admin/users/import');
  });

  test('the sample file downloads from the import screen and checks cleanly: three members to create', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.membershipStaff.email, undefined, '/admin/users/import');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download a sample file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('member-import-sample.csv');
    const buffer = await readFile(await download.path());
    expect(buffer.toString('utf8')).toMatch(/^Email,First name,Last name,/);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer });
    await expect(page.getByRole('heading', { name: 'Dry run' }).first()).toBeVisible();
    await expect(page.getByText('Create 3').first()).toBeVisible();
    await expect(page.getByText('Refused 0').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 3 members' }).first()).toBeVisible();
  });
});
