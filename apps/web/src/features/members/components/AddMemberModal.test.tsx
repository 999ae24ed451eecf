/** Add member (issue 23): validation, the create payload, and the server's 409/500 answers. */
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import { EMAIL_TAKEN, memberDetail } from '../../../test/fixtures/members';
import { answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { TEXT } from '../constants';
import { AddMemberModal } from './AddMemberModal';

const API = '/api/v1/admin/members';
const segmentOptions = [
  { value: 3, label: 'Board' },
  { value: 4, label: 'Students' },
];

function renderModal(onClose = vi.fn()) {
  const view = renderWithProviders(<AddMemberModal open onClose={onClose} segmentOptions={segmentOptions} />, {
    route: '/admin/users',
    path: '/admin/users',
    routes: <Route path="/admin/users/:id" element={<p>Member page</p>} />,
  });
  const dialog = screen.getByRole('dialog');
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: TEXT.addMember }));
  return { ...view, dialog, submit, onClose };
}

async function fillRequired(user: ReturnType<typeof renderModal>['user']) {
  await user.type(screen.getByLabelText(/^First name/), 'Grace');
  await user.type(screen.getByLabelText(/^Last name/), 'Hopper');
  await user.type(screen.getByLabelText(/^Email/), 'grace@example.org');
}

describe('AddMemberModal', () => {
  it('shows the three required messages on an empty submit and sends nothing', async () => {
    const posts = captureRequests('post', API, { data: memberDetail() });
    const { submit } = renderModal();
    await submit();
    expect(await screen.findByText('Please enter a first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter an email address')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('rejects an address that is not an email', async () => {
    const { user, submit } = renderModal();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('posts the member with segments and the invitation choice, then opens their page', async () => {
    const posts = captureRequests('post', API, { data: memberDetail({ id: 'f2f0c7a4-1c1d-4e9b-8f8a-0a0b0c0d0e0f' }) });
    const { user, submit, onClose } = renderModal();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Member number/), 'M-2002');
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByText('Students'));
    await user.click(screen.getByRole('checkbox', { name: /Send an invitation email/ }));
    await submit();

    await expectToast('Member added');
    expect(posts.map((p) => p.body)).toEqual([
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.org',
        memberNum: 'M-2002',
        segmentIds: [4],
        sendInvitation: false,
        contactTypes: ['Member'],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Member page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users/f2f0c7a4-1c1d-4e9b-8f8a-0a0b0c0d0e0f');
  });

  it('marks the email field when the server answers 409 for a taken address', async () => {
    answerError('post', API, 409, EMAIL_TAKEN);
    const { user, submit, onClose } = renderModal();
    await fillRequired(user);
    await submit();
    // Once under the field, once as the toast.
    await waitFor(() => expect(screen.getAllByText('This email address is already in use')).toHaveLength(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the error notification of a 500 answer and keeps the dialog open', async () => {
    answerError('post', API, 500, { code: 'INTERNAL', message: 'Database unavailable' });
    const { user, submit, onClose } = renderModal();
    await fillRequired(user);
    await submit();
    await expectErrorNotification('Database unavailable');
    expect(onClose).not.toHaveBeenCalled();
  });
});
