/**
 * The staff CPD compliance list (issue 16): the rows with hours, plan and status, the counts in the
 * status filter, the query each filter sends (GET /api/cpd/compliance), the failure, and the CSV
 * export under its name.
 */
import { CPD_MESSAGES, CpdComplianceResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSavedFiles } from '../../../test/downloads';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CPD_TEXT } from '../constants';
import { ComplianceView } from './ComplianceView';

const API = '/api/cpd/compliance';
const row = (accountId: string, name: string, status: 'Complete' | 'On track' | 'Short', completedHours: number) => ({
  accountId,
  name,
  email: `${accountId}@example.org`,
  completedHours,
  interactiveHours: 1.5,
  minimumRequiredHours: 20,
  progressPercent: Math.min(100, Math.floor((completedHours / 20) * 100)),
  learningPlan: status === 'Complete',
  recordsWithoutReflection: status === 'Complete' ? 0 : 2,
  status,
});
const answerList = fixture(CpdComplianceResponseSchema, {
  periodStartDate: '2026-07-01',
  periodEndDate: '2027-06-30',
  label: '2026–2027',
  counts: { Complete: 1, 'On track': 0, Short: 1 },
  items: [row('ada', 'Ada Lovelace', 'Complete', 21), row('sam', 'Sam Short', 'Short', 3.25)],
  totalItems: 2,
});

const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement);

describe('ComplianceView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each member with hours, interactive hours, plan, missing reflections and status', async () => {
    const asked = captureRequests('get', API, answerList);
    renderWithProviders(<ComplianceView />);
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(rowOf('Ada Lovelace').getByText('21 / 20 hrs')).toBeInTheDocument();
    expect(rowOf('Ada Lovelace').getByText('Complete')).toBeInTheDocument();
    expect(
      rowOf('Sam Short')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sam Short', 'sam@example.org', '3.25 / 20 hrs', '1.5 hrs', 'No', '2', 'Short']);
    expect(screen.getByText('Complete (1)')).toBeInTheDocument();
    expect(screen.getByText('Short (1)')).toBeInTheDocument();
    expect(asked[0].query).toEqual({ page: '1', size: '50' });
  });

  it('asks for the chosen status and start year, from page 1', async () => {
    const asked = captureRequests('get', API, answerList);
    const { user } = renderWithProviders(<ComplianceView />);
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    await user.click(screen.getByText('Short (1)'));
    await waitFor(() => expect(asked.at(-1)?.query).toEqual({ status: 'Short', page: '1', size: '50' }));
    const lastYear = new Date().getFullYear() - 1;
    await user.click(screen.getByRole('combobox', { name: 'Period start year' }));
    await user.click(await screen.findByTitle(`Starting ${lastYear}`));
    await waitFor(() =>
      expect(asked.at(-1)?.query).toEqual({ startYear: String(lastYear), status: 'Short', page: '1', size: '50' }),
    );
  });

  it('says "Error" when the list cannot load (a member who is not staff)', async () => {
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'Staff only' });
    renderWithProviders(<ComplianceView />);
    expect(await screen.findByText(CPD_MESSAGES.error)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('exports the filtered list as CSV named after the period', async () => {
    const saved = recordSavedFiles();
    answer('get', API, answerList);
    const exports = captureRequests('get', `${API}/export`, { ok: true });
    const { user } = renderWithProviders(<ComplianceView />);
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    await user.click(screen.getByText('Short (1)'));
    // The name comes from the loaded list's period: wait for the filtered list.
    expect(await screen.findByText(/^Period 2026–2027:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(CPD_TEXT.exportCsv) }));
    await waitFor(() => expect(saved).toEqual(['CPD compliance 2026–2027.csv']));
    expect(exports.map((e) => e.query)).toEqual([{ status: 'Short' }]);
  });
});
