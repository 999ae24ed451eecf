/**
 * Member CSV import in Chromium (issue 23; the API is covered in apps/server/test/member-import.test.ts):
 * staff upload a 50-row file with two bad rows, the dry run shows those two and why, they import the
 * other 48 skipping the refused rows, see the new members in the batch's list, and undo the batch; the
 * sample file the screen offers downloads and checks cleanly.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { usePortal } from './support/portal';
import { expectPath, expectVisible, signIn } from './support/ui';

const portal = usePortal({ tenant: 'ota' });

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

describe('member import', () => {
  it(
    'membership staff import a 50-row CSV with two bad rows: the dry run shows them, the rest import, the batch is undone',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.membershipStaff.email);
      await page.goto('/admin/users/import');
      await expectVisible(page.getByRole('heading', { name: 'Import members' }));
      await expectVisible(page.getByText('No imports yet'));

      await page.locator('input[type=file]').setInputFiles({
        name: 'new-graduates.csv',
        mimeType: 'text/csv',
        buffer: memberCsv(Date.now().toString(36)),
      });
      // The dry run opens on the refused rows, with why.
      await expectVisible(page.getByRole('heading', { name: 'Dry run' }));
      await expectVisible(page.getByText('Email is not a valid address'));
      await expectVisible(page.getByText('Unknown segment "Underwater basket weaving"'));
      await expectVisible(page.getByText('Create 48'));
      await expectVisible(page.getByText('Refused 2'));
      // The guessed mapping read "Surname" as Last name.
      await expectVisible(page.getByLabel('Last name *').or(page.locator('#member-import-map-lastName')).first());
      const importButton = page.getByRole('button', { name: 'Import 48 members' });
      expect(await importButton.isDisabled()).toBe(true);
      await page.getByText('Skip the 2 refused rows and import the rest').click();
      await screenshot(page, 'member-import-dry-run');
      await importButton.click();

      const result = page.getByRole('region', { name: 'Import complete' });
      await expectVisible(result);
      await expectVisible(result.getByText('48 created, 0 updated, 2 refused rows skipped.'));
      await expectVisible(result.getByText('Amelia Fraser', { exact: true }).first());
      await screenshot(page, 'member-import-applied');

      await result.getByRole('button', { name: 'Undo new-graduates.csv' }).click();
      await page.getByRole('tooltip').or(page.locator('.ant-popconfirm')).getByRole('button', { name: 'Undo' }).click();
      await expectVisible(result.getByText('Undone', { exact: true }));
      await expectVisible(page.getByRole('region', { name: 'Past imports' }).getByText('Undone', { exact: true }));
      await expectPath(page, '/admin/users/import');
    }),
  );

  it(
    'the sample file downloads from the import screen and checks cleanly: three members to create',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.membershipStaff.email);
      await page.goto('/admin/users/import');
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download a sample file' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('member-import-sample.csv');
      const buffer = await readFile(await download.path());
      expect(buffer.toString('utf8')).toMatch(/^Email,First name,Last name,/);
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer });
      await expectVisible(page.getByRole('heading', { name: 'Dry run' }));
      await expectVisible(page.getByText('Create 3'));
      await expectVisible(page.getByText('Refused 0'));
      await expectVisible(page.getByRole('button', { name: 'Import 3 members' }));
    }),
  );
});
