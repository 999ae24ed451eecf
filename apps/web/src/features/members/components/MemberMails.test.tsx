/** The Mails section of the staff member page (issue 30): states, empty, failure with retry, Resend. */
import { MemberMailSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { MemberMails } from './MemberMails';

const MEMBER_ID = '0b9a3c7e-5d1f-4a2b-9c8d-1e2f3a4b5c6d';
const API = `/api/v1/admin/members/${MEMBER_ID}/mails`;
const mail = (over: Partial<z.input<typeof MemberMailSchema>>) =>
  fixture(MemberMailSchema, {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'members.invitation',
    recipient: 'ada@example.org',
    subject: 'Your member portal account',
    status: 'sent',
    attempts: 1,
    createdAt: '2026-10-01T01:30:00.000Z',
    sentAt: '2026-10-01T01:30:05.000Z',
    nextAttemptAt: null,
    lastError: null,
    resendOf: null,
    ...over,
  });
const sent = mail({});
const waiting = mail({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'auth.password-reset',
  subject: 'Reset your password',
  status: 'pending',
  attempts: 2,
  sentAt: null,
  nextAttemptAt: '2026-10-01T01:32:00.000Z',
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
});
const render = (locked = false) => renderWithProviders(<MemberMails memberId={MEMBER_ID} locked={locked} />);

describe('MemberMails', () => {
  it('shows each mail with its delivery state, attempts and last error', async () => {
    answer('get', API, { data: [waiting, sent] });
    render();
    const pendingRow = (await screen.findByText('Reset your password')).closest('tr') as HTMLElement;
    expect(within(pendingRow).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(pendingRow).getByText('2 failed, next try Thu 1 Oct 2026, 11:32 am')).toBeInTheDocument();
    expect(within(pendingRow).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    const sentRow = screen.getByText('Your member portal account').closest('tr') as HTMLElement;
    expect(within(sentRow).getByText('Sent')).toBeInTheDocument();
    expect(within(sentRow).getByText('Thu 1 Oct 2026, 11:30 am', { selector: 'div' })).toBeInTheDocument();
    expect(within(sentRow).getByText('To ada@example.org')).toBeInTheDocument();
  });

  it('says when there are no mails, and shows a failure with retry', async () => {
    answer('get', API, { data: [] });
    answerError('get', API, 500, { code: 'INTERNAL', message: 'Something went wrong' }, { once: true });
    const { user } = render();
    expect(await screen.findByText('We could not load the mails')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No mails yet')).toBeInTheDocument();
  });

  it('Resend posts the mail and shows the copy after the refresh', async () => {
    answer('get', API, { data: [sent] });
    const copy = mail({
      id: '33333333-3333-4333-8333-333333333333',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      resendOf: sent.id,
    });
    const posts = captureRequests('post', `${API}/${sent.id}/resend`, { data: copy }, 201);
    const { user } = render();
    const button = await screen.findByRole('button', { name: 'Resend Your member portal account' });
    // What the list answers once the copy is written.
    answer('get', API, { data: [copy, sent] });
    await user.click(button);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByText('To ada@example.org · re-sent copy')).toBeInTheDocument();
  });

  it('has no Resend when the member is outside the caller’s reach', async () => {
    answer('get', API, { data: [sent] });
    render(true);
    await screen.findByText('Your member portal account');
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });
});
