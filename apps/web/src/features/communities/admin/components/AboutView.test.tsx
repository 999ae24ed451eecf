/**
 * About (spec 02 §2 "Who are we?" with the side card linking to the settings page, §7 PUT
 * admin/community/{id}/about): the text or "No content", the editor's payload, cancel, a refusal,
 * and the read-only page without commentEdit.
 */
import { COMMUNITY_PERMISSION_FLAGS, type CommunityPermissionFlag } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { communityDetails } from '../../../../test/fixtures/communities';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { AboutView } from './AboutView';

const ABOUT = '/api/v1/admin/community/12/about';

async function renderAbout(
  about: string | null,
  granted: readonly CommunityPermissionFlag[] = COMMUNITY_PERMISSION_FLAGS,
) {
  answer('get', '/api/v1/community/12', communityDetails(granted, { about }));
  const view = renderWithProviders(<AboutView id={12} />);
  await screen.findByRole('heading', { name: 'About' });
  /** Opens the editor and returns its text box. */
  const edit = async () => {
    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    return screen.findByRole('textbox', { name: 'Who are we?' });
  };
  return { ...view, edit };
}

describe('AboutView', () => {
  it('shows the text and a card with the community and its settings link', async () => {
    await renderAbout('<p>We splint hands.</p>');
    expect(screen.getByText('We splint hands.')).toBeInTheDocument();
    expect(screen.getByText('Hand therapy')).toBeInTheDocument();
    expect(screen.getByText('Splints and more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin settings' })).toHaveAttribute(
      'href',
      '/admin/community/12/settings',
    );
  });

  it('says "No content" when nothing was written', async () => {
    await renderAbout(null);
    expect(screen.getByText('No content', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('puts the edited text and shows it again', async () => {
    const puts = captureRequests('put', ABOUT, { id: 12, about: '<p>We splint hands. Join us.</p>' });
    const { user, edit } = await renderAbout('<p>We splint hands.</p>');
    const editor = await edit();
    expect(editor).toHaveTextContent('We splint hands.');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}We splint hands. Join us.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Successfully saved');
    expect(puts.map((p) => p.body)).toEqual([{ about: '<p>We splint hands. Join us.</p>' }]);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Who are we?' })).not.toBeInTheDocument());
  });

  it('drops the changes on Cancel and sends nothing', async () => {
    const puts = captureRequests('put', ABOUT, { id: 12, about: '' });
    const { user, edit } = await renderAbout('<p>We splint hands.</p>');
    await user.click(await edit());
    await user.keyboard('Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('We splint hands.')).toBeInTheDocument();
    expect(screen.queryByText(/Draft/)).not.toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the editor", async () => {
    answerError('put', ABOUT, 403, { code: 'FORBIDDEN', message: 'Only community admins can edit this' });
    const { user, edit } = await renderAbout('<p>We splint hands.</p>');
    await edit();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Only community admins can edit this');
    expect(screen.getByRole('textbox', { name: 'Who are we?' })).toBeInTheDocument();
  });

  it('offers no Edit without the settings permission', async () => {
    await renderAbout(
      '<p>We splint hands.</p>',
      COMMUNITY_PERMISSION_FLAGS.filter((f) => f !== 'commentEdit'),
    );
    expect(screen.getByText('We splint hands.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
