/** The CPD record form (spec 03 §7, issue 16): messages, the multipart payload, and error answers. */
import { CPD_MESSAGES } from '@portal/shared';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import { cpdRecord } from '../../../test/fixtures/cpd';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CPD_PATHS, CPD_TEXT } from '../constants';
import { RecordFormView } from './RecordFormView';

const record = cpdRecord({
  attachments: [{ id: 'att-1', name: 'certificate.pdf', size: 2048, mimeType: 'application/pdf' }],
});

function renderForm(id?: number) {
  return renderWithProviders(<RecordFormView id={id} />, {
    routes: <Route path={CPD_PATHS.tracker} element={<p>Tracker page</p>} />,
    route: id ? `/cpd/records/${id}/edit` : '/cpd/records/new',
  });
}

/** FormData as [name, value] pairs (files by name, type and size). */
function entries(body: unknown): [string, unknown][] {
  return [...(body as FormData).entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size },
  ]);
}

const save = () => screen.getByRole('button', { name: CPD_TEXT.save });

describe('RecordFormView', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T10:00:00+11:00') }));
  afterEach(() => vi.useRealTimers());

  it('shows the title, category and hours messages on an empty submit', async () => {
    const posts = captureRequests('post', '/api/cpd/record', record);
    const { user } = renderForm();
    await user.click(save());
    expect(await screen.findByText(CPD_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(CPD_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(CPD_MESSAGES.hoursInvalid)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('refuses hours off the quarter-hour steps, over 500, and a completed date in the future', async () => {
    const { user } = renderForm();
    const hours = screen.getByLabelText('Hours');
    await user.type(hours, '1.3');
    await user.clear(screen.getByLabelText('Completed date'));
    await user.type(screen.getByLabelText('Completed date'), '2026-11-03');
    await user.click(save());
    expect(await screen.findByText(CPD_MESSAGES.hoursInvalid)).toBeInTheDocument();
    expect(screen.getByText(CPD_MESSAGES.dateInFuture)).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '501');
    await user.click(save());
    expect(await screen.findByText(CPD_MESSAGES.hoursTooMany)).toBeInTheDocument();
  });

  it('refuses evidence over 10 MB before sending anything', async () => {
    const { user, container } = renderForm();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, big);
    expect(await screen.findByText(CPD_MESSAGES.evidenceTooLarge)).toBeInTheDocument();
  });

  it('posts the new record as multipart with its evidence, then opens the tracker', async () => {
    const posts = captureRequests('post', '/api/cpd/record', record);
    const { user, container } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Splinting course');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Workshop or conference'));
    await user.type(screen.getByLabelText('Hours'), '1.75');
    await user.click(screen.getByRole('checkbox', { name: /Interactive/ }));
    await user.type(screen.getByLabelText('Reflection'), 'Changed how I fit splints');
    const pdf = new File(['%PDF-1.4'], 'evidence.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, pdf);
    await user.click(save());

    expect(await screen.findByText('Tracker page')).toBeInTheDocument();
    await expectToast(CPD_MESSAGES.recordSaved);
    expect(posts).toHaveLength(1);
    expect(entries(posts[0].body)).toEqual([
      ['title', 'Splinting course'],
      ['categoryName', 'Workshop or conference'],
      ['hours', '1.75'],
      ['interactive', 'true'],
      ['reflection', 'Changed how I fit splints'],
      ['completedDate', '2026-11-02'],
      ['evidence', { name: 'evidence.pdf', type: 'application/pdf', size: 8 }],
    ]);
  });

  it('puts an edited record with the evidence removed', async () => {
    answer('get', '/api/cpd/record/12', record);
    const puts = captureRequests('put', '/api/cpd/record/12', record);
    const { user } = renderForm(12);
    await user.click(await screen.findByRole('button', { name: 'Remove certificate.pdf' }));
    expect(screen.queryByText(/certificate\.pdf/)).not.toBeInTheDocument();
    await user.click(save());

    await screen.findByText('Tracker page');
    expect(entries(puts[0].body)).toEqual([
      ['title', 'Sensory integration webinar'],
      ['categoryName', 'Online course or webinar'],
      ['presenter', 'Dr Ayres'],
      ['hours', '2'],
      ['interactive', 'false'],
      ['completedDate', '2026-10-20'],
      ['removeAttachmentIds', 'att-1'],
    ]);
  });

  it('says a record from an event cannot be changed', async () => {
    answer('get', '/api/cpd/record/12', { ...record, editUrl: null, relatedEventId: 7 });
    renderForm(12);
    expect(await screen.findByText(CPD_MESSAGES.eventRecordReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CPD_TEXT.save })).not.toBeInTheDocument();
  });

  it('shows the message of a 400 answer under the form and stays', async () => {
    answerError('put', '/api/cpd/record/12', 400, { code: 'VALIDATION_ERROR', message: CPD_MESSAGES.evidenceType });
    answer('get', '/api/cpd/record/12', record);
    const { user } = renderForm(12);
    await screen.findByDisplayValue('Sensory integration webinar');
    await user.click(save());
    expect(await screen.findByText(CPD_MESSAGES.evidenceType)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cpd/records/12/edit');
  });

  it('shows the error notification of a 500 answer', async () => {
    answerError('put', '/api/cpd/record/12', 500, { code: 'INTERNAL', message: 'Storage unavailable' });
    answer('get', '/api/cpd/record/12', record);
    const { user } = renderForm(12);
    await screen.findByDisplayValue('Sensory integration webinar');
    await user.click(save());
    await expectErrorNotification('Storage unavailable');
    // The form also says it under the fields (InlineMessage).
    expect(screen.getAllByText('Storage unavailable')).toHaveLength(2);
  });
});
