/**
 * The bulk bar over the members table (issue 23, 28): the selection's label and links, each bulk
 * action's dialog (its required choice, the exact POST body for a hand-picked or a filter
 * selection, the result toast with skipped members) and the CSV export with its required reason.
 */
import type { MemberSelection } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders, waitForDialogOpened } from '../../../test/render';
import { TEXT } from '../constants';
import { BulkBar } from './BulkBar';

const API = '/api/v1/admin/members';
const IDS = ['0b9a3c7e-5d1f-4a2b-9c8d-1e2f3a4b5c6d', '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'];
const BY_HAND: MemberSelection = { ids: IDS };
/** The menu button (its name ends with the arrow icon's label). */
const BULK_BUTTON = new RegExp(`^${TEXT.bulkActions}`);
const BY_FILTER: MemberSelection = { filter: { status: 'Lapsed', search: 'ada' } };

function renderBar(selection: MemberSelection = BY_HAND, count = 2) {
  const onSelectAll = vi.fn();
  const onClear = vi.fn();
  const view = renderWithProviders(
    <BulkBar
      selection={selection}
      count={count}
      label={TEXT.selected(count)}
      total={45}
      canSelectAll={'ids' in selection}
      onSelectAll={onSelectAll}
      onClear={onClear}
      segmentOptions={[
        { value: 3, label: 'Board' },
        { value: 4, label: 'Students' },
      ]}
    />,
  );
  /** Opens the action `name` from the Bulk actions menu and returns its dialog once open. */
  const openAction = async (name: string) => {
    await view.user.click(screen.getByRole('button', { name: BULK_BUTTON }));
    await view.user.click(await screen.findByRole('menuitem', { name }));
    const dialog = await screen.findByRole('dialog');
    await waitForDialogOpened(dialog);
    return dialog;
  };
  const apply = (dialog: HTMLElement, name = 'Apply') => view.user.click(within(dialog).getByRole('button', { name }));
  return { ...view, openAction, apply, onSelectAll, onClear };
}

describe('BulkBar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the count and offers to select all matching or clear', async () => {
    const { user, onSelectAll, onClear } = renderBar();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 45 matching' }));
    expect(onSelectAll).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: TEXT.clearSelection }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('lists the five bulk actions', async () => {
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: BULK_BUTTON }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Add segments',
      'Remove segments',
      'Change membership status',
      'Send invitation',
      'Export',
    ]);
  });

  it('asks for a segment, then posts the hand-picked ids with it and reports the result', async () => {
    const posts = captureRequests('post', `${API}/bulk`, { data: { selected: 2, changed: 2, skipped: 0 } });
    const { user, openAction, apply } = renderBar();
    const dialog = await openAction('Add segments');
    expect(within(dialog).getByText('2 members selected.')).toBeInTheDocument();
    await apply(dialog);
    expect(await within(dialog).findByText('Choose at least one segment.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('Students'));
    await apply(dialog);
    await expectToast('Done: 2 changes across 2 members');
    expect(posts.map((p) => p.body)).toEqual([{ selection: BY_HAND, action: 'addSegments', segmentIds: [4] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes the status of a filter selection and names the members left alone', async () => {
    const posts = captureRequests('post', `${API}/bulk`, { data: { selected: 45, changed: 40, skipped: 5 } });
    const { user, openAction, apply } = renderBar(BY_FILTER, 45);
    expect(screen.queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
    const dialog = await openAction('Change membership status');
    await apply(dialog);
    expect(await within(dialog).findByText('Choose a membership status.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('Cancelled'));
    await apply(dialog);
    await expectToast('Done: 40 changes across 45 members (5 left alone: their role or scopes are not below yours)');
    expect(posts.map((p) => p.body)).toEqual([
      { selection: BY_FILTER, action: 'membershipStatus', status: 'Cancelled' },
    ]);
  });

  it('sends the invitation with no other field', async () => {
    const posts = captureRequests('post', `${API}/bulk`, { data: { selected: 1, changed: 1, skipped: 0 } });
    const { openAction, apply } = renderBar({ ids: [IDS[0]] }, 1);
    const dialog = await openAction('Send invitation');
    expect(within(dialog).getByText('1 member selected.')).toBeInTheDocument();
    expect(within(dialog).getByText(/emailed a link to sign in for the first time/)).toBeInTheDocument();
    await apply(dialog);
    await expectToast('Done: 1 change across 1 member');
    expect(posts.map((p) => p.body)).toEqual([{ selection: { ids: [IDS[0]] }, action: 'invite' }]);
  });

  it('requires a reason for the export, then saves the CSV or the workbook the server answers', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const posts = captureRequests('post', `${API}/export`, 'id,email\n');
    const { user, openAction, apply } = renderBar(BY_FILTER, 45);
    const dialog = await openAction('Export');
    expect(within(dialog).getByText(TEXT.reasonHelp)).toBeInTheDocument();
    await apply(dialog, 'Export');
    expect(await within(dialog).findByText('Please enter a reason for the export.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(TEXT.reason), 'Board mail-out');
    await apply(dialog, 'Export');
    await expectToast('Exported 45 members');
    expect(posts.map((p) => p.body)).toEqual([{ selection: BY_FILTER, reason: 'Board mail-out', format: 'csv' }]);
    expect(saved).toEqual([expect.stringMatching(/^members-\d{4}-\d{2}-\d{2}\.csv$/)]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openAction('Export');
    await user.click(within(again).getByRole('radio', { name: TEXT.exportFormatXlsx }));
    await user.type(within(again).getByLabelText(TEXT.reason), 'Board report');
    await apply(again, 'Export');
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].body).toEqual({ selection: BY_FILTER, reason: 'Board report', format: 'xlsx' });
    await waitFor(() => expect(saved[1]).toMatch(/^members-\d{4}-\d{2}-\d{2}\.xlsx$/));
  });

  it("keeps the dialog open with the server's message when the action is refused", async () => {
    answerError('post', `${API}/bulk`, 403, { code: 'FORBIDDEN', message: 'You may not change these members' });
    const { openAction, apply } = renderBar();
    const dialog = await openAction('Send invitation');
    await apply(dialog);
    await expectToast('You may not change these members');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
