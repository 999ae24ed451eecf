/** Blacklist a member or change the reason (spec 02 §5 Blacklist): the required reason, Save's state, both payloads, failure. */
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { answerError, captureRequests } from '../../../../test/mock-api';
import { pasteInto, renderWithProviders } from '../../../../test/render';
import { BlockUserModal } from './BlockUserModal';

const API = '/api/v1/admin/community/3/block';
const member = { userId: 'u-77', firstName: 'Grace', lastName: 'Hopper' };

function renderModal(reason?: string) {
  const onClose = vi.fn();
  const view = renderWithProviders(<BlockUserModal id={3} user={member} reason={reason} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  const saveButton = () => within(dialog).getByRole('button', { name: 'Save' });
  return { ...view, dialog, saveButton, onClose };
}

describe('BlockUserModal', () => {
  it('keeps Save off while the reason is empty or only spaces', async () => {
    const { user, dialog, saveButton } = renderModal();
    expect(within(dialog).getByText('Blacklist Grace Hopper')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await pasteInto(user, screen.getByLabelText('Reason'), '   ');
    expect(saveButton()).toBeDisabled();
  });

  it("asks for a reason with the spec's wording when an edit empties it, and sends nothing", async () => {
    const puts = captureRequests('put', `${API}/u-77`, { success: true });
    const { user, saveButton } = renderModal('Spam');
    await user.clear(screen.getByLabelText('Reason'));
    await user.click(saveButton());
    expect(await screen.findByText(COMMUNITY_ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('blacklists the member with the trimmed reason', async () => {
    const posts = captureRequests('post', API, { success: true });
    const { user, saveButton, onClose } = renderModal();
    await pasteInto(user, screen.getByLabelText('Reason'), ' Repeated spam ');
    await user.click(saveButton());
    await expectToast('Successfully saved');
    expect(posts.map((p) => p.body)).toEqual([{ users: [{ userId: 'u-77', reason: 'Repeated spam' }] }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('edits the reason of a blacklisted member, Save off while unchanged', async () => {
    const puts = captureRequests('put', `${API}/u-77`, { success: true });
    const { user, dialog, saveButton } = renderModal('Spam');
    expect(within(dialog).getByText('Edit blacklist reason')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('Spam');
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), ' and abuse');
    await user.click(saveButton());
    await expectToast('Successfully saved');
    expect(puts.map((p) => p.body)).toEqual([{ reason: 'Spam and abuse' }]);
  });

  it("toasts a refusal with the server's reason and stays open", async () => {
    answerError('post', API, 403, { code: 'FORBIDDEN', message: 'Managers cannot be blacklisted' });
    const { user, saveButton, onClose } = renderModal();
    await pasteInto(user, screen.getByLabelText('Reason'), 'Spam');
    await user.click(saveButton());
    await expectToast('Failed to ban members: Managers cannot be blacklisted');
    expect(onClose).not.toHaveBeenCalled();
  });
});
