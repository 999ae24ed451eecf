/** Cancel my Membership (spec 03 §2, §4, §5; issue 15): read only until asked, the spec's messages, the payload, sign-out. */
import { CanCancelMembershipSchema, MEMBERSHIP_MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { pasteInto, renderWithProviders } from '../../../test/render';
import { onSessionEnded } from '../../../lib/session';
import { MEMBERSHIP_TEXT as TEXT } from '../constants';
import { CancelMembershipView } from './CancelMembershipView';

const CHECK = '/api/user/CanCancelMembership';
const API = '/api/user/CancelMembership';
const allowed = fixture(CanCancelMembershipSchema, {
  canCancelMembership: true,
  cancelMembershipReasons: [
    { value: 'retiring', label: 'Retiring from practice' },
    { value: 'other', label: 'Other' },
  ],
});

let stopListening: () => void = () => {};
afterEach(() => stopListening());

/** Renders the screen, presses "Cancel Membership", and records whether the session was ended. */
async function startCancelling() {
  answer('get', CHECK, allowed);
  const sessionEnded = vi.fn();
  stopListening = onSessionEnded(sessionEnded);
  const view = renderWithProviders(<CancelMembershipView />);
  await view.user.click(await screen.findByRole('button', { name: TEXT.cancelButton }));
  const confirm = () => view.user.click(screen.getByRole('button', { name: TEXT.confirm }));
  return { ...view, confirm, sessionEnded };
}

describe('CancelMembershipView', () => {
  it('keeps the reasons read only until "Cancel Membership" is pressed', async () => {
    answer('get', CHECK, allowed);
    const { user } = renderWithProviders(<CancelMembershipView />);
    expect(await screen.findByRole('radio', { name: 'Retiring from practice' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: TEXT.confirm })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.cancelButton }));
    expect(screen.getByRole('radio', { name: 'Retiring from practice' })).toBeEnabled();
  });

  it('says when the membership cannot be cancelled online', async () => {
    answer('get', CHECK, { ...allowed, canCancelMembership: false });
    renderWithProviders(<CancelMembershipView />);
    expect(await screen.findByText(TEXT.cannotCancel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.cancelButton })).not.toBeInTheDocument();
  });

  it("asks for a reason, then for details of 'Other', with the spec's messages", async () => {
    const posts = captureRequests('post', API, { message: 'ok' });
    const { user, confirm } = await startCancelling();
    await confirm();
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await pasteInto(user, await screen.findByLabelText(TEXT.details), '   ');
    await confirm();
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.detailsRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('posts the reason with no details, says so and ends the session', async () => {
    const posts = captureRequests('post', API, { message: 'ok' });
    const { user, confirm, sessionEnded } = await startCancelling();
    await user.click(screen.getByRole('radio', { name: 'Retiring from practice' }));
    await confirm();
    await expectToast(MEMBERSHIP_MESSAGES.cancelled);
    expect(posts.map((p) => p.body)).toEqual([
      { CancelMembershipReason: 'retiring', CancelMembershipReasonOther: null },
    ]);
    await waitFor(() => expect(sessionEnded).toHaveBeenCalled());
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("posts 'Other' with the trimmed details", async () => {
    const posts = captureRequests('post', API, { message: 'ok' });
    const { user, confirm } = await startCancelling();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await pasteInto(user, await screen.findByLabelText(TEXT.details), ' Moving overseas ');
    await confirm();
    await expectToast(MEMBERSHIP_MESSAGES.cancelled);
    expect(posts.map((p) => p.body)).toEqual([
      { CancelMembershipReason: 'other', CancelMembershipReasonOther: 'Moving overseas' },
    ]);
  });

  it("names a refusal with the spec's title and keeps the session", async () => {
    answerError('post', API, 409, { code: 'CONFLICT', message: 'An invoice is still open' });
    const { user, confirm, sessionEnded } = await startCancelling();
    await user.click(screen.getByRole('radio', { name: 'Retiring from practice' }));
    await confirm();
    await expectErrorNotification(MEMBERSHIP_MESSAGES.cancelFailed, 'An invoice is still open');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: TEXT.confirm })).toBeEnabled();
  });

  it('Cancel returns to read only and forgets the choice', async () => {
    const { user } = await startCancelling();
    await user.click(screen.getByRole('radio', { name: 'Retiring from practice' }));
    await user.click(screen.getByRole('button', { name: TEXT.cancel }));
    expect(screen.getByRole('radio', { name: 'Retiring from practice' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Retiring from practice' })).toBeDisabled();
  });
});
