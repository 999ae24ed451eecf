/**
 * The CPD Tracker (spec 03 §2 CPD, §5 progress, §6 Edit and certificates, §7 calls, §8 messages;
 * issue 16): the list states, a period's progress and compliance, the period choice, the learning
 * plan and reflection payloads, record deletion, the report, audit pack and evidence downloads, and
 * "Add CPD record".
 */
import { CPD_MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSavedFiles } from '../../../test/downloads';
import { expectToast } from '../../../test/feedback';
import { cpdPeriod, cpdRecord } from '../../../test/fixtures/cpd';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CPD_PATHS, CPD_TEXT } from '../constants';
import { TrackerView } from './TrackerView';

const PERIODS = '/api/user/cpds';
const fromEvent = cpdRecord({
  cpdId: 13,
  title: 'Annual conference',
  categoryName: 'Workshop or conference',
  hours: 6,
  interactive: true,
  reflection: 'Met the hand therapy group',
  editUrl: null,
  relatedEventId: 7,
  attachments: [{ id: 'att-9', name: 'agenda.pdf', size: 3072, mimeType: 'application/pdf' }],
});
const current = cpdPeriod({ cpdRecords: [cpdRecord(), fromEvent] });
const previous = cpdPeriod({
  cpdPeriodId: 2,
  label: '2025–2026',
  periodStartDate: '2025-07-01',
  periodEndDate: '2026-06-30',
  isCurrent: false,
  completedTotalHours: 21,
  progressPercent: 100,
  learningPlan: 'Learn splinting',
  cpdRecords: [cpdRecord({ cpdId: 5, title: 'Splinting course' })],
});

function renderTracker(periods = [previous, current]) {
  answer('get', PERIODS, periods);
  return renderWithProviders(<TrackerView />, {
    route: CPD_PATHS.tracker,
    routes: <Route path="/cpd/records/:id/edit" element={<p>Edit page</p>} />,
  });
}

const record = (title: string) => within(screen.getByRole('region', { name: title }));

describe('TrackerView', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the current period's progress and what the standard still asks", async () => {
    renderTracker();
    expectLoading();
    expect(await screen.findByRole('combobox', { name: CPD_TEXT.period })).toBeInTheDocument();
    expect(screen.getByText('2026–2027 (current)')).toBeInTheDocument();
    expect(screen.getByTestId('cpd-hours')).toHaveTextContent('12.5 / 20 hrs');
    expect(screen.getByRole('progressbar', { name: 'Progress 12.5 / 20 hrs' })).toHaveAttribute('aria-valuenow', '62');
    expect(screen.getByText(/2 \/\s*5 hrs/)).toBeInTheDocument();
    expect(screen.getByText('1 missing')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: CPD_TEXT.notMet })).toHaveLength(4);
    expect(screen.getAllByTestId('cpd-record')).toHaveLength(2);
  });

  it('shows the load failure in the spec words, then the tracker after Try again', async () => {
    answer('get', PERIODS, [current]);
    failNextLoad(PERIODS);
    const { user } = renderWithProviders(<TrackerView />);
    await expectFailureThenRetry(user, { title: CPD_MESSAGES.loadDocumentError, loaded: 'Annual conference' });
  });

  it('says there are no records when the member has no period, without "Add CPD record"', async () => {
    renderTracker([]);
    expect(await screen.findByText(CPD_MESSAGES.noRecords)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add CPD record/ })).not.toBeInTheDocument();
  });

  it('switches to an earlier period with its own plan and records', async () => {
    const { user } = renderTracker();
    await user.click(await screen.findByRole('combobox', { name: CPD_TEXT.period }));
    await user.click(await screen.findByTitle('2025–2026'));
    expect(await screen.findByText('Splinting course')).toBeInTheDocument();
    expect(screen.queryByText('Annual conference')).not.toBeInTheDocument();
    expect(screen.getByText('Learn splinting')).toBeInTheDocument();
    expect(screen.getByTestId('cpd-hours')).toHaveTextContent('21 / 20 hrs');
  });

  it('saves the learning plan of the shown period and says so', async () => {
    const puts = captureRequests('put', '/api/user/cpd/period/:id/plan', current);
    const { user } = renderTracker();
    await user.click(await screen.findByRole('button', { name: CPD_TEXT.editPlan }));
    await user.type(screen.getByLabelText(CPD_TEXT.learningPlanHelp), 'Paediatric feeding');
    await user.click(screen.getByRole('button', { name: CPD_TEXT.savePlan }));
    await expectToast(CPD_MESSAGES.planSaved);
    expect(puts.map((p) => [p.params.id, p.body])).toEqual([['3', { learningPlan: 'Paediatric feeding' }]]);
    await waitFor(() => expect(screen.queryByRole('button', { name: CPD_TEXT.savePlan })).not.toBeInTheDocument());
  });

  it('keeps the plan editor open with the error notification when saving fails', async () => {
    answerError('put', '/api/user/cpd/period/3/plan', 500, { code: 'INTERNAL', message: 'Plan store down' });
    const { user } = renderTracker();
    await user.click(await screen.findByRole('button', { name: CPD_TEXT.editPlan }));
    await user.type(screen.getByLabelText(CPD_TEXT.learningPlanHelp), 'Goals');
    await user.click(screen.getByRole('button', { name: CPD_TEXT.savePlan }));
    expect(await screen.findByText('Plan store down')).toBeInTheDocument();
    expect(screen.getByLabelText(CPD_TEXT.learningPlanHelp)).toHaveValue('Goals');
  });

  it('offers Edit and Delete on an outside record, certificates and a reflection on an event record', async () => {
    const { user } = renderTracker();
    await screen.findByText('Annual conference');
    const outside = record('Sensory integration webinar');
    expect(outside.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(outside.queryByRole('button', { name: /certificate/ })).not.toBeInTheDocument();
    const event = record('Annual conference');
    expect(event.queryByRole('button', { name: /Edit$/ })).not.toBeInTheDocument();
    expect(event.getByRole('button', { name: /Open certificate/ })).toBeInTheDocument();
    expect(event.getByRole('link', { name: CPD_TEXT.fromEvent })).toHaveAttribute('href', '/events/7');
    expect(event.getByText(CPD_TEXT.interactiveTag)).toBeInTheDocument();
    expect(event.getByText('Met the hand therapy group')).toBeInTheDocument();
    await user.click(outside.getByRole('button', { name: /Edit$/ }));
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
  });

  it('puts the edited reflection of an event record', async () => {
    const puts = captureRequests('put', '/api/cpd/record/13/reflection', fromEvent);
    const { user } = renderTracker();
    await screen.findByText('Annual conference');
    await user.click(record('Annual conference').getByRole('button', { name: CPD_TEXT.editReflection }));
    const box = screen.getByRole('textbox', { name: CPD_TEXT.reflection });
    await user.clear(box);
    await user.type(box, 'Joined the splinting group');
    await user.click(screen.getByRole('button', { name: CPD_TEXT.saveReflection }));
    await expectToast(CPD_MESSAGES.recordSaved);
    expect(puts.map((p) => p.body)).toEqual([{ reflection: 'Joined the splinting group' }]);
  });

  it('deletes an outside record after the confirmation', async () => {
    const deletes = captureRequests('delete', '/api/cpd/record/:id', { message: 'Deleted' });
    const { user } = renderTracker();
    await screen.findByText('Annual conference');
    await user.click(record('Sensory integration webinar').getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(CPD_TEXT.deleteConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await expectToast(CPD_MESSAGES.recordDeleted);
    expect(deletes.map((d) => d.params.id)).toEqual(['12']);
  });

  it('downloads the period report, the audit pack, the certificate and the evidence under their names', async () => {
    const saved = recordSavedFiles();
    answer('get', '/api/cpd/period/3/download', { ok: true });
    answer('get', '/api/cpd/period/3/auditpack', { ok: true });
    answer('get', '/api/cpd/13/download', { ok: true });
    answer('get', '/api/user/cpd/attachment/att-9/download', { ok: true });
    const { user } = renderTracker();
    await screen.findByText('Annual conference');
    await user.click(screen.getByRole('button', { name: /Download report/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /Download audit pack/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await user.click(record('Annual conference').getByRole('button', { name: /Download certificate/ }));
    await waitFor(() => expect(saved).toHaveLength(3));
    await user.click(record('Annual conference').getByRole('button', { name: /agenda\.pdf \(3\.0 KB\)/ }));
    await waitFor(() =>
      expect(saved).toEqual([
        'CPD report 2026–2027.pdf',
        'CPD audit pack 2026–2027.zip',
        'Certificate - Annual conference.pdf',
        'agenda.pdf',
      ]),
    );
  });

  it('says when a download fails', async () => {
    answerError('get', '/api/cpd/period/3/auditpack', 404, { code: 'NOT_FOUND', message: 'No evidence yet' });
    const { user } = renderTracker();
    await user.click(await screen.findByRole('button', { name: /Download audit pack/ }));
    await expectToast(`${CPD_MESSAGES.downloadError} No evidence yet`);
  });

  it('previews the period report in a dialog, and says when it cannot load', async () => {
    answer('get', '/api/cpd/period/3/printview', {
      previewUrl: '/api/cpd/period/3/download?inline=true',
      previewHtml: '<h2>Report of Ada</h2>',
    });
    const { user } = renderTracker();
    await user.click(await screen.findByRole('button', { name: /Preview report/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Preview report 2026–2027')).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Report of Ada' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: CPD_TEXT.cancel }));

    answerError('get', '/api/cpd/period/3/printview', 500, { code: 'INTERNAL', message: 'Renderer down' });
    await user.click(screen.getByRole('button', { name: /Preview report/ }));
    await expectToast(CPD_MESSAGES.loadDocumentError);
  });

  it('opens the create page the server names for "Add CPD record"', async () => {
    answer('get', '/api/cpd/new', { url: '/cpd/records/new?from=tracker' });
    const { user } = renderTracker();
    await user.click(await screen.findByRole('button', { name: /Add CPD record/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cpd/records/new?from=tracker'));
  });

  it('falls back to the built-in create page when the server answers an outside address', async () => {
    answer('get', '/api/cpd/new', { url: 'https://elsewhere.example.org/cpd' });
    const { user } = renderTracker();
    await user.click(await screen.findByRole('button', { name: /Add CPD record/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cpd\/records\/new$/));
  });
});
