/** Create and edit a meeting (spec 02 §5 Meeting): messages, the multipart payload, failures. */
import { MEETING_MESSAGES } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { adminMeeting } from '../../../../test/fixtures/meetings';
import { answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { MeetingFormModal } from './MeetingFormModal';

const API = '/api/v1/admin/community/5/meeting';
const meeting = adminMeeting({
  meetingId: '123 456',
  assets: [{ id: 801, path: '/files/801', fileName: 'agenda.pdf', size: 1200 }],
});

function renderModal(editing?: typeof meeting) {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <MeetingFormModal communityId={5} open meeting={editing} onClose={vi.fn()} onSaved={onSaved} />,
  );
  const dialog = screen.getByRole('dialog');
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: editing ? 'Save' : 'Create' }));
  return { ...view, onSaved, submit };
}

function entries(body: unknown): [string, string][] {
  return [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);
}

describe('MeetingFormModal', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T10:00:00+11:00') }));
  afterEach(() => vi.useRealTimers());

  it("shows the spec's messages for an empty meeting and sends nothing", async () => {
    const posts = captureRequests('post', API, meeting);
    const { submit } = renderModal();
    await submit();
    expect(await screen.findByText(MEETING_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MEETING_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(MEETING_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(MEETING_MESSAGES.linkRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('refuses a meeting link without a domain', async () => {
    const { user, submit } = renderModal();
    await user.type(screen.getByLabelText(/^Meeting link/), 'https://zoom');
    await submit();
    expect(await screen.findByText(MEETING_MESSAGES.linkInvalid)).toBeInTheDocument();
  });

  it('puts the edited meeting: blank fields left out, removed files and the one-time push', async () => {
    const puts = captureRequests('put', `${API}/61`, { ...meeting, name: 'Catch-up' });
    const { user, submit, onSaved } = renderModal(meeting);
    const title = await screen.findByDisplayValue('Monthly catch-up');
    await user.clear(title);
    await user.type(title, 'Catch-up');
    await user.click(screen.getByRole('button', { name: 'Remove agenda.pdf' }));
    await user.click(screen.getByRole('checkbox', { name: /Send push notification/ }));
    await submit();

    await expectToast(MEETING_MESSAGES.saved);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Catch-up' }), false);
    expect(entries(puts[0].body)).toEqual([
      ['name', 'Catch-up'],
      ['description', 'Cases and questions'],
      ['meetingLink', 'https://meet.example.org/abc'],
      ['meetingId', '123 456'],
      ['startDate', '2026-11-19T22:00:00.000Z'],
      ['duration', '90'],
      ['visible', '2'],
      ['sendNotification', 'true'],
      ['deletedAssetIds', '801'],
    ]);
  });

  it('says the edit failed with the server message on a 400', async () => {
    answerError('put', `${API}/61`, 400, { code: 'VALIDATION_ERROR', message: MEETING_MESSAGES.rsvpAfterStart });
    const { submit } = renderModal(meeting);
    await screen.findByDisplayValue('Monthly catch-up');
    await submit();
    await expectToast(`${MEETING_MESSAGES.editFailed} ${MEETING_MESSAGES.rsvpAfterStart}`);
  });

  it('on a 500 shows the error notification and the failed-edit toast', async () => {
    answerError('put', `${API}/61`, 500, { code: 'INTERNAL', message: 'Storage unavailable' });
    const { submit, onSaved } = renderModal(meeting);
    await screen.findByDisplayValue('Monthly catch-up');
    await submit();
    await expectErrorNotification('Storage unavailable');
    await expectToast(`${MEETING_MESSAGES.editFailed} Storage unavailable`);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
