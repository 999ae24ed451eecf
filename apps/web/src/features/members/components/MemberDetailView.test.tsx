/**
 * /admin/users/{id} (issue 23, 28): the member's page: load states, the details form (messages, the
 * PUT payload, the server's field errors), segments, role and contact types behind a confirmation,
 * membership status, the security actions, and the read-only page of an account above the caller.
 */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import {
  EMAIL_TAKEN,
  memberDetail,
  memberDetailsInput,
  memberMembership,
  memberSegments,
  staffAbilities,
} from '../../../test/fixtures/members';
import { expectFailureThenRetry, failNextLoad } from '../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { clickWhenEnabled, pasteInto, renderWithProviders } from '../../../test/render';
import { MemberDetailView } from './MemberDetailView';

const ID = '0b9a3c7e-5d1f-4a2b-9c8d-1e2f3a4b5c6d';
const API = `/api/v1/admin/members/${ID}`;

type Member = ReturnType<typeof memberDetail>;

/** Renders the page of `member` (Ada Lovelace) and waits for its details form. */
async function renderPage(member: Member = memberDetail(), abilities = staffAbilities()) {
  answer('get', API, { data: member });
  answer('get', '/api/segment/all', memberSegments);
  answer('get', '/api/v1/admin/members/abilities', abilities);
  answer('get', `${API}/mails`, { data: [] });
  const view = renderWithProviders(<MemberDetailView id={ID} />);
  await screen.findByRole('heading', { name: 'Details' });
  return view;
}

/** Picks `option` (by its title) in the select labelled `label`. */
async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  await user.click(matches.at(-1) as HTMLElement);
}

/** Waits for the confirmation titled `title` and clicks its "Confirm". */
async function confirmDialog(user: UserEvent, title: string) {
  const [heading] = await screen.findAllByText(title);
  const dialog = heading.closest('.ant-modal') as HTMLElement;
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('MemberDetailView: loading', () => {
  it('says the member was not found on a 404, with the way back to the list', async () => {
    answerError('get', API, 404, { code: 'NOT_FOUND', message: 'Member not found' });
    renderWithProviders(<MemberDetailView id={ID} />);
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/admin/users');
  });

  it('shows the server message of another failure and loads again on retry', async () => {
    answer('get', API, { data: memberDetail() });
    answer('get', '/api/segment/all', memberSegments);
    answer('get', '/api/v1/admin/members/abilities', staffAbilities());
    answer('get', `${API}/mails`, { data: [] });
    failNextLoad(API);
    const { user } = renderWithProviders(<MemberDetailView id={ID} />);
    await expectFailureThenRetry(user, { title: 'We could not load this member', loaded: 'Sign-in and security' });
  });

  it('fills the form, the summaries and the audit link from the answer', async () => {
    await renderPage(
      memberDetail({
        membership: memberMembership(),
        invoices: [{ id: 'i1', number: 'INV-0042', issuedAt: '2026-07-01', totalCents: 19_950, status: 'Paid' }],
        tickets: [{ id: 'T-9', eventTitle: 'Winter forum', eventStartUtc: '2026-07-20T00:00:00Z', status: 'Valid' }],
        cpd: { activities: 3, hours: 7.5 },
      }),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(screen.getByLabelText('Suburb')).toHaveValue('Newtown');
    expect(screen.getByText('Life')).toBeInTheDocument();
    expect(screen.getByText('INV-0042')).toBeInTheDocument();
    expect(screen.getByText('$199.50')).toBeInTheDocument();
    expect(screen.getByText('T-9 (Valid)')).toBeInTheDocument();
    expect(screen.getByText('7.5')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View audit entries' })).toHaveAttribute(
      'href',
      `/admin/audit?entityId=${ID}`,
    );
  });
});

describe('MemberDetailView: details form', () => {
  it('shows the messages of emptied required fields and of a bad address, and sends nothing', async () => {
    const puts = captureRequests('put', API, { data: memberDetail() });
    const { user } = await renderPage();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter a first name')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a last name')).toBeInTheDocument();
    expect(await screen.findByText('Please enter an email address')).toBeInTheDocument();

    await pasteInto(user, screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('puts every detail, the changed ones included, and says they were saved', async () => {
    const puts = captureRequests('put', API, { data: memberDetail({ preferredName: 'Countess' }) });
    const { user } = await renderPage();
    await pasteInto(user, screen.getByLabelText('Preferred name'), 'Countess');
    await user.clear(screen.getByLabelText('Suburb'));
    await pasteInto(user, screen.getByLabelText('Suburb'), 'Marylebone');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await expectToast('Details saved');
    expect(puts.map((p) => p.body)).toEqual([
      { ...memberDetailsInput(memberDetail()), preferredName: 'Countess', suburb: 'Marylebone' },
    ]);
  });

  it('marks the field the server refuses (409 for a taken address) and keeps what was typed', async () => {
    answerError('put', API, 409, EMAIL_TAKEN);
    const { user } = await renderPage();
    await user.clear(screen.getByLabelText('Email'));
    await pasteInto(user, screen.getByLabelText('Email'), 'grace@example.org');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    // Under the field and as the toast.
    await waitFor(() => expect(screen.getAllByText('This email address is already in use')).toHaveLength(2));
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.org');
  });

  it('shows the error notification of a 500 answer', async () => {
    answerError('put', API, 500, { code: 'INTERNAL', message: 'Database unavailable' });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await expectErrorNotification('Database unavailable');
  });

  it('tells that a new address waits for its owner to confirm it', async () => {
    await renderPage(memberDetail({ pendingEmail: 'ada@new.example.org' }));
    expect(
      screen.getByText(
        'Waiting for ada@new.example.org to confirm the new address; until then ada@example.org signs in.',
      ),
    ).toBeInTheDocument();
  });
});

describe('MemberDetailView: segments, role and membership', () => {
  it('puts the segment ids once they differ from the saved ones', async () => {
    const puts = captureRequests('put', `${API}/segments`, {
      data: memberDetail({
        segments: [
          { id: 3, name: 'Board', categoryName: 'Governance' },
          { id: 4, name: 'Students', categoryName: 'Membership' },
        ],
      }),
    });
    const { user } = await renderPage();
    const save = screen.getByRole('button', { name: 'Save segments' });
    expect(save).toBeDisabled();
    await choose(user, 'Segments', 'Students');
    await clickWhenEnabled(user, save);
    await expectToast('Segments saved');
    expect(puts.map((p) => p.body)).toEqual([{ segmentIds: [3, 4] }]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('changes role and contact types only after the confirmation', async () => {
    const puts = captureRequests('put', `${API}/role`, {
      data: memberDetail({ role: 3, contactTypes: ['Member', 'EventsStaff'] }),
    });
    const { user } = await renderPage();
    await choose(user, 'Role', 'Manager');
    await choose(user, 'Contact types', 'Events staff');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Staff contact types give access to staff areas.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await confirmDialog(user, 'Change role and contact types?');
    await expectToast('Role saved');
    expect(puts.map((p) => p.body)).toEqual([{ role: 3, contactTypes: ['Member', 'EventsStaff'] }]);
  });

  it('shows role and contact types as text to a caller who may not edit them', async () => {
    await renderPage(
      memberDetail({
        contactTypes: ['Member', 'MembershipStaff'],
        permissions: { canEditRole: false, canManage: true },
      }),
      staffAbilities({ canEditRoles: false, canReadAudit: false }),
    );
    expect(screen.getByText('Member, Membership staff')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View audit entries' })).not.toBeInTheDocument();
  });

  it('puts the chosen membership status', async () => {
    const membership = memberMembership();
    const puts = captureRequests('put', `${API}/membership`, {
      data: memberDetail({ membership: memberMembership('Lapsed') }),
    });
    const { user } = await renderPage(memberDetail({ membership }));
    await choose(user, 'Membership status', 'Lapsed');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Save status' }));
    await expectToast('Membership status saved');
    expect(puts.map((p) => p.body)).toEqual([{ status: 'Lapsed' }]);
  });

  it('says "No membership" when the member holds none', async () => {
    await renderPage();
    expect(screen.getByText('No membership')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save status' })).not.toBeInTheDocument();
  });
});

describe('MemberDetailView: sign-in and security', () => {
  const session = {
    id: 's1',
    createdAt: '2026-11-01T00:00:00Z',
    expiresAt: '2026-12-01T00:00:00Z',
    impersonated: false,
  };

  it('signs the member out of every session after the confirmation', async () => {
    const posts = captureRequests('post', `${API}/sign-out`, { data: memberDetail() });
    const { user } = await renderPage(memberDetail({ sessions: [session] }));
    await user.click(screen.getByRole('button', { name: 'Sign out of all sessions' }));
    expect(await screen.findByText('Every session of Ada Lovelace ends now.')).toBeInTheDocument();
    await confirmDialog(user, 'Sign this member out?');
    await expectToast('Signed out of every session');
    expect(posts.map((p) => p.body)).toEqual([{}]);
  });

  it('resets two-factor sign-in after the confirmation, and sends the invitation at once', async () => {
    const resets = captureRequests('post', `${API}/two-factor-reset`, { data: memberDetail() });
    const invites = captureRequests('post', `${API}/invite`, { data: memberDetail() });
    const { user } = await renderPage(memberDetail({ enableTfa: true }));
    await user.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    await confirmDialog(user, 'Reset two-factor sign-in?');
    await expectToast('Two-factor sign-in reset');
    expect(resets).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await expectToast('Invitation sent');
    expect(invites).toHaveLength(1);
  });

  it('offers no sign-out without sessions and no reset without two-factor', async () => {
    await renderPage();
    expect(screen.getByRole('button', { name: 'Sign out of all sessions' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset two-factor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  });

  it('locks every change of an account above the caller and says why', async () => {
    await renderPage(
      memberDetail({ sessions: [session], enableTfa: true, permissions: { canEditRole: false, canManage: false } }),
    );
    expect(screen.getByText(MESSAGES.cannotManageAccount)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    for (const name of [
      'Save details',
      'Save segments',
      'Sign out of all sessions',
      'Reset two-factor',
      'Send invitation',
    ])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('shows staff a refund waiting for the provider and a refund that failed with its reason', async () => {
    await renderPage(
      memberDetail({
        invoices: [
          {
            id: 'i1',
            number: 'INV-0042',
            issuedAt: '2026-07-01',
            totalCents: 19_950,
            status: 'Paid',
            refundPendingCents: 17_955,
            refundFailure: null,
          },
          {
            id: 'i2',
            number: 'INV-0043',
            issuedAt: '2026-07-02',
            totalCents: 9_000,
            status: 'Paid',
            refundPendingCents: 0,
            refundFailure: 'Stripe: refund failed (expired_or_canceled_card)',
          },
        ],
      }),
    );
    const row = (number: string) => within(screen.getByText(number).closest('tr') as HTMLElement);
    expect(row('INV-0042').getByText('Refund pending')).toBeInTheDocument();
    expect(row('INV-0042').queryByText('Refund failed')).not.toBeInTheDocument();
    expect(row('INV-0043').queryByText('Refund pending')).not.toBeInTheDocument();
    expect(row('INV-0043').getByText('Refund failed')).toBeInTheDocument();
    expect(
      row('INV-0043').getByText(
        'Stripe: refund failed (expired_or_canceled_card). Refund it by hand in the payment provider.',
      ),
    ).toBeInTheDocument();
  });
});
