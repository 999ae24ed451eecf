/** The staff audit log (issue 23): rows and their changes, empty and error states, filters in the query. */
import { StaffAuditEntrySchema, StaffAuditPageSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { TEXT } from '../constants';
import { AuditLogView } from './AuditLogView';

const API = '/api/v1/admin/audit';
const MEMBER_ID = '0b9a3c7e-5d1f-4a2b-9c8d-1e2f3a4b5c6d';
const entry = fixture(StaffAuditEntrySchema, {
  id: 1,
  occurredAt: '2026-10-01T01:30:00.000Z',
  actorId: null,
  actorEmail: 'staff@example.org',
  action: 'member.update',
  entityType: 'member',
  entityId: MEMBER_ID,
  summary: 'Changed Ada Lovelace',
  before: { mobile: null },
  after: { mobile: '0400 000 000' },
  reason: null,
  detail: null,
});
const page = (items: z.input<typeof StaffAuditEntrySchema>[], totalItems = items.length) =>
  fixture(StaffAuditPageSchema, { items, page: 1, size: 25, totalItems });
const renderLog = (route = '/admin/audit') => renderWithProviders(<AuditLogView />, { route, path: '/admin/audit' });

describe('AuditLogView', () => {
  it('renders each entry with when, what, who, and its field changes when expanded', async () => {
    const requests = captureRequests('get', API, page([entry]));
    const { user } = renderLog();
    const link = await screen.findByRole('link', { name: 'Changed Ada Lovelace' });
    expect(link).toHaveAttribute('href', `/admin/users/${MEMBER_ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Thu 1 Oct 2026, 11:30 am')).toBeInTheDocument();
    expect(within(row).getByText('member.update')).toBeInTheDocument();
    expect(within(row).getByText('staff@example.org')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', size: '25' });

    await user.click(within(row).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('mobile')).toBeInTheDocument();
    expect(screen.getByText('(empty)')).toBeInTheDocument();
    expect(screen.getByText('0400 000 000')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    answer('get', API, page([]));
    renderLog();
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, page([entry]));
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'Admins only' }, { once: true });
    const { user } = renderLog();
    expect(await screen.findByText('We could not load the audit log')).toBeInTheDocument();
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('link', { name: 'Changed Ada Lovelace' })).toBeInTheDocument();
  });

  it('sends the filters from the address and the entity chosen', async () => {
    const requests = captureRequests('get', API, page([entry]));
    const { user } = renderLog(`/admin/audit?action=member.&entityId=${MEMBER_ID}&from=2026-10-01`);
    await screen.findByRole('link', { name: 'Changed Ada Lovelace' });
    expect(requests[0].query).toEqual({
      page: '1',
      size: '25',
      action: 'member.',
      entityId: MEMBER_ID,
      from: '2026-10-01',
    });
    await user.click(screen.getByRole('combobox', { name: 'Entity' }));
    await user.click(await screen.findByTitle('event'));
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ entityType: 'event', action: 'member.' }));
  });
});
