/**
 * /admin/users/import (issue 23): choosing a CSV runs the dry run (multipart file, guessed
 * columns), refused rows block the import until skipped, a changed column asks for a new check,
 * the apply sends the file, columns and options, and the result lists the batch's members; the
 * server's refusals show in place.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { importBatch, importBatchList, importBatchRows, importDryRun } from '../../../test/fixtures/member-import';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { clickWhenEnabled, renderWithProviders } from '../../../test/render';
import { TEXT } from '../constants';
import { MemberImportView } from './MemberImportView';

const API = '/api/v1/admin/member-imports';
const csv = new File(['Email,Given,Family\nada@example.org,Ada,Lovelace\n'], 'members.csv', { type: 'text/csv' });

/** The multipart body as an object of its text parts, the file by its name. */
const parts = (body: unknown) =>
  Object.fromEntries([...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));

/** Renders the screen (no past imports) and chooses `file`; waits for the dry run's (or another) section. */
async function chooseFile(dryRun = importDryRun(), heading: string = TEXT.dryRunTitle) {
  answer('get', API, importBatchList([]));
  const checks = captureRequests('post', `${API}/dry-run`, dryRun);
  const view = renderWithProviders(<MemberImportView />);
  expect(await screen.findByText(TEXT.pastEmpty)).toBeInTheDocument();
  await view.user.upload(view.container.querySelector('input[type="file"]') as HTMLInputElement, csv);
  await screen.findByRole('heading', { name: heading });
  return { ...view, checks };
}

const importButton = (n: number) => screen.getByRole('button', { name: TEXT.apply(n) });

describe('MemberImportView', () => {
  it('sends the chosen file alone to the dry run and shows the guessed columns and counts', async () => {
    const { user, checks } = await chooseFile();
    expect(checks.map((c) => parts(c.body))).toEqual([{ file: 'members.csv' }]);
    expect(screen.getByText('members.csv')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Email *' })).toBeInTheDocument();
    expect(screen.getByTitle('Given')).toBeInTheDocument();
    // The refused rows show first; "All" shows every row with what it would change.
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    await user.click(screen.getByText('All 3'));
    const ada = (await screen.findByText('Ada Lovelace')).closest('tr') as HTMLElement;
    expect(within(ada).getByText('Create')).toBeInTheDocument();
    const grace = screen.getByText('Grace Hopper').closest('tr') as HTMLElement;
    expect(within(grace).getByText('Mobile')).toBeInTheDocument();
  });

  it('blocks the import while refused rows are not skipped', async () => {
    const { user } = await chooseFile();
    expect(screen.getByText(TEXT.refusedBlock)).toBeInTheDocument();
    expect(importButton(2)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: TEXT.skipRefused(1) }));
    expect(importButton(2)).toBeEnabled();
  });

  it('imports with the file, the columns and both options, then lists the members of the import', async () => {
    const applies = captureRequests('post', API, {
      data: importBatch({ counts: { total: 3, create: 1, update: 1, unchanged: 0, refuse: 1 } }),
    });
    answer('get', `${API}/:id/rows`, importBatchRows);
    const { user } = await chooseFile();
    await user.click(screen.getByRole('checkbox', { name: TEXT.skipRefused(1) }));
    await user.click(screen.getByRole('checkbox', { name: TEXT.sendInvitations }));
    await clickWhenEnabled(user, importButton(2));

    await expectToast(TEXT.applied);
    expect(applies.map((a) => parts(a.body))).toEqual([
      {
        mapping: JSON.stringify({ email: 0, firstName: 1, lastName: 2 }),
        skipRefused: 'true',
        sendInvitations: 'true',
        file: 'members.csv',
      },
    ]);
    expect(screen.getByText('1 created, 1 updated, 1 refused rows skipped.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: TEXT.membersOfImport });
    expect(await within(table).findByText('Bad Row')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TEXT.dryRunTitle })).not.toBeInTheDocument();
  });

  it('asks for a new check after a column change, sending the chosen columns', async () => {
    const { user, checks } = await chooseFile(
      importDryRun({ counts: { total: 3, create: 2, update: 1, unchanged: 0, refuse: 0 } }),
    );
    expect(importButton(3)).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: 'Last name' }));
    const [notImported] = (await screen.findAllByTitle(TEXT.notImported)).filter((el) =>
      el.closest('.ant-select-dropdown'),
    );
    await user.click(notImported);
    expect(importButton(3)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: TEXT.checkAgain }));
    await waitFor(() => expect(checks).toHaveLength(2));
    expect(parts(checks[1].body)).toEqual({
      mapping: JSON.stringify({ email: 0, firstName: 1, lastName: null }),
      file: 'members.csv',
    });
  });

  it('says when there is nothing to import', async () => {
    await chooseFile(importDryRun({ counts: { total: 1, create: 0, update: 0, unchanged: 1, refuse: 0 } }));
    expect(screen.getByText(TEXT.nothingToApply)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the file in place", async () => {
    answer('get', API, importBatchList([]));
    answerError('post', `${API}/dry-run`, 400, { code: 'VALIDATION', message: 'The file has no email column' });
    const { user, container } = renderWithProviders(<MemberImportView />);
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, csv);
    expect(await screen.findByText('The file has no email column')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TEXT.dryRunTitle })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the import and keeps the dry run", async () => {
    answerError('post', API, 409, { code: 'CONFLICT', message: 'Another import is running' });
    const { user } = await chooseFile();
    await user.click(screen.getByRole('checkbox', { name: TEXT.skipRefused(1) }));
    await clickWhenEnabled(user, importButton(2));
    expect(await screen.findAllByText('Another import is running')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: TEXT.dryRunTitle })).toBeInTheDocument();
  });

  it('shows what the server guessed for each field and how the file was read (issue 31)', async () => {
    await chooseFile();
    const email = screen.getByRole('combobox', { name: 'Email *' });
    expect(email).toHaveAccessibleDescription(TEXT.guessedByName);
    expect(screen.getByRole('combobox', { name: 'First name' })).toHaveAccessibleDescription(TEXT.guessedRemembered);
    expect(screen.getByRole('combobox', { name: 'Last name' })).toHaveAccessibleDescription(TEXT.guessedRemembered);
    expect(screen.getByRole('combobox', { name: 'Mobile' })).not.toHaveAccessibleDescription();
    expect(screen.getByText(`${TEXT.readAs}: UTF-8, comma`)).toBeInTheDocument();
  });

  it('offers the mapping when no Email column was found, and reads another sheet of a workbook when chosen', async () => {
    const { user, checks } = await chooseFile(
      importDryRun({
        source: { format: 'xlsx', encoding: null, delimiter: null, sheets: ['Read me', 'Members'], sheet: 'Read me' },
        columns: ['Notes'],
        guesses: [{ field: null, source: null }],
        mapping: {},
        mappingError: 'Map a column to Email: members are matched on their email address.',
        counts: { total: 0, create: 0, update: 0, unchanged: 0, refuse: 0 },
        rows: [],
      }),
      TEXT.mappingTitle,
    );
    expect(
      await screen.findByText('Map a column to Email: members are matched on their email address.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TEXT.dryRunTitle })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: TEXT.sheet }));
    await user.click(await screen.findByTitle('Members'));
    await waitFor(() => expect(checks).toHaveLength(2));
    expect(parts(checks[1].body)).toEqual({ sheet: 'Members', file: 'members.csv' });
  });
});
