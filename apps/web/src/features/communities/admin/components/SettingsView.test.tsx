/**
 * Admin settings (spec 02 §2 Settings, §4 archive by confirmation, §7 PUT admin/community/{id}):
 * the community form filled from the community, its multipart save, archive and unarchive behind a
 * confirmation, the failure page, and the read-only form without commentEdit.
 */
import { COMMUNITY_PERMISSION_FLAGS, type CommunityPermissionFlag, PERMISSION_FLAGS } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { communityCategory, communityDetails, postTag } from '../../../../test/fixtures/communities';
import { memberSegments } from '../../../../test/fixtures/members';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { clickWhenEnabled, renderWithProviders } from '../../../../test/render';
import { SettingsView } from './SettingsView';

const ADMIN = '/api/v1/admin/community/12';

type Community = Parameters<typeof communityDetails>[1];

/** Answers what the page reads (the caller has no global communities flag: no alias look-up). */
function answerPage(
  community: Community = {},
  granted: readonly CommunityPermissionFlag[] = COMMUNITY_PERMISSION_FLAGS,
) {
  answer('get', '/api/v1/community/12', communityDetails(granted, { categoryIds: [3], tagsId: [7], ...community }));
  answer('get', '/api/v1/community/category', { categories: [communityCategory] });
  answer('get', '/api/v1/community/post/tag', { tags: [postTag], totalItemCount: 1 });
  answer('get', '/api/segment/all', memberSegments);
  answer('get', '/api/v1/permission', Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])));
}

async function renderSettings(community?: Community, granted?: readonly CommunityPermissionFlag[]) {
  answerPage(community, granted);
  const view = renderWithProviders(<SettingsView id={12} />);
  await screen.findByRole('heading', { name: 'Admin settings' });
  return view;
}

/** The parts of a multipart body by name (files by their name). */
const parts = (body: unknown) => Object.fromEntries((body as FormData).entries());

describe('SettingsView', () => {
  it('fills the form from the community', async () => {
    await renderSettings();
    expect(screen.getByLabelText('Community name')).toHaveValue('Hand therapy');
    expect(screen.getByLabelText('Alias')).toHaveValue('hand-therapy');
    expect(screen.getByLabelText('Short description')).toHaveValue('Splints and more');
  });

  it('puts the changed community as multipart and says it was saved', async () => {
    const puts = captureRequests('put', ADMIN, communityDetails());
    const { user } = await renderSettings();
    const name = screen.getByLabelText('Community name');
    await user.clear(name);
    await user.type(name, 'Hand therapy network');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Save' }));
    await expectToast('Successfully saved');
    // The kept choices travel with the change; no segments chosen is said out loud.
    const expected = { name: 'Hand therapy network', categoryIds: '3', tagsId: '7', isSetSegmentIdsEmpty: 'true' };
    expect(puts.map((p) => parts(p.body))).toEqual([expect.objectContaining(expected)]);
  });

  it("shows the server's refusal of a save", async () => {
    answerError('put', ADMIN, 409, { code: 'CONFLICT', message: 'This alias is already used' });
    const { user } = await renderSettings();
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Save' }));
    await expectToast('This alias is already used');
  });

  it('archives only after the confirmation', async () => {
    const puts = captureRequests('put', `${ADMIN}/archive`, { success: true });
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const [title] = await screen.findAllByText('Archive this community?');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('Members will no longer be able to post or comment.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expectToast('Archived/Unarchived successfully');
    expect(puts.map((p) => p.body)).toEqual([{ isArchived: true }]);
  });

  it('unarchives an archived community, and says when that fails', async () => {
    answerError('put', `${ADMIN}/archive`, 500, { code: 'INTERNAL', message: 'Database unavailable' });
    const { user } = await renderSettings({ isArchived: true, archivedDate: '2026-10-01T00:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Unarchive' }));
    const [title] = await screen.findAllByText('Unarchive this community?');
    await user.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Unarchive' }));
    await expectToast('Archived/Unarchived failed');
  });

  it('shows the failure page when the categories cannot be loaded', async () => {
    answerPage();
    answerError('get', '/api/v1/community/category', 403, { code: 'FORBIDDEN', message: 'Staff only' });
    renderWithProviders(<SettingsView id={12} />);
    expect(await screen.findByText('Error fetching community. Try again.')).toBeInTheDocument();
  });

  it('is read-only without the settings permission', async () => {
    await renderSettings(
      {},
      COMMUNITY_PERMISSION_FLAGS.filter((f) => f !== 'commentEdit'),
    );
    expect(screen.getByLabelText('Community name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
