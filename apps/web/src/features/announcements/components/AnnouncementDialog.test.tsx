/** Create / edit announcement (spec 02 §2, §5): the spec's messages, the segment search, the payload and failures. */
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { storedAnnouncement } from '../../../test/fixtures/announcements';
import { memberSegments } from '../../../test/fixtures/members';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { pasteInto, renderWithProviders } from '../../../test/render';
import { MESSAGES, TEXT } from '../constants';
import { AnnouncementDialog } from './AnnouncementDialog';

const API = '/api/v1/admin/announcements';
const day = (offset: number) => dayjs().startOf('day').add(offset, 'day');

function renderDialog(announcement?: ReturnType<typeof storedAnnouncement>) {
  answer('get', '/api/segment/all', memberSegments);
  const onClose = vi.fn();
  const view = renderWithProviders(<AnnouncementDialog open announcement={announcement} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  const save = () => view.user.click(within(dialog).getByRole('button', { name: TEXT.save }));
  /** Types both days of the range as DD/MM/YYYY. */
  const typeDates = async (start: dayjs.Dayjs, end: dayjs.Dayjs) => {
    for (const [id, value] of [
      ['announcement-start', start],
      ['announcement-end', end],
    ] as const) {
      await view.user.click(document.getElementById(id) as HTMLElement);
      await view.user.paste(value.format('DD/MM/YYYY'));
      await view.user.keyboard('{Enter}');
    }
  };
  return { ...view, dialog, save, typeDates, onClose };
}

describe('AnnouncementDialog', () => {
  it("shows the spec's messages for an empty form and sends nothing", async () => {
    const posts = captureRequests('post', API, storedAnnouncement());
    const { save, dialog, onClose } = renderDialog();
    expect(within(dialog).getByText(TEXT.create)).toBeInTheDocument();
    await save();
    expect(await screen.findByText(MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.dateRangeRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a link that is not http(s) and a title over 150 characters', async () => {
    const { user, save } = renderDialog();
    await user.type(screen.getByLabelText(/^Link/), 'ftp://example.org');
    await pasteInto(user, screen.getByLabelText(TEXT.title), 'x'.repeat(151));
    await save();
    expect(await screen.findByText(MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.titleTooLong)).toBeInTheDocument();
  });

  it('does not take a start before today', async () => {
    const posts = captureRequests('post', API, storedAnnouncement());
    const { user, save, typeDates } = renderDialog();
    await user.type(screen.getByLabelText(TEXT.title), 'Late notice');
    await typeDates(day(-2), day(3));
    await save();
    // A past day is disabled in the picker: typing it leaves the range incomplete.
    expect(await screen.findByText(MESSAGES.dateRangeRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('offers segments only from three characters and posts the new announcement, inactive', async () => {
    const posts = captureRequests('post', API, storedAnnouncement({ id: 9 }));
    const { user, save, typeDates, onClose } = renderDialog();
    await pasteInto(user, screen.getByLabelText(TEXT.title), 'Student webinar');
    await pasteInto(user, screen.getByLabelText(TEXT.description), 'Free for students this month');
    await pasteInto(user, screen.getByLabelText(/^Link/), ' https://example.org/webinar ');
    await typeDates(day(1), day(8));
    const segments = screen.getByRole('combobox', { name: /^Segments/ });
    await user.type(segments, 'St');
    expect(await screen.findByText(TEXT.typeMore)).toBeInTheDocument();
    await user.type(segments, 'u');
    await user.click(await screen.findByText('Students'));
    await save();

    await expectToast(MESSAGES.saved);
    expect(posts.map((p) => p.body)).toEqual([
      {
        title: 'Student webinar',
        description: 'Free for students this month',
        link: 'https://example.org/webinar',
        isActive: false,
        startDate: day(1).format('YYYY-MM-DD'),
        endDate: day(8).format('YYYY-MM-DD'),
        segmentIds: [4],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('puts an edit with its stored past start, its active flag and an emptied link as null', async () => {
    const stored = storedAnnouncement({ isActive: true, segmentIds: [3] });
    const puts = captureRequests('put', `${API}/8`, stored);
    const { user, save, dialog } = renderDialog(stored);
    expect(within(dialog).getByText(TEXT.edit)).toBeInTheDocument();
    expect(await screen.findByText('Board')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Link/));
    await save();

    await expectToast(MESSAGES.saved);
    expect(puts.map((p) => p.body)).toEqual([
      {
        title: 'AGM notice',
        description: 'The annual general meeting is on 3 March',
        link: null,
        isActive: true,
        startDate: dayjs('2026-03-01T00:00:00.000Z').format('YYYY-MM-DD'),
        endDate: dayjs('2026-03-03T00:00:00.000Z').format('YYYY-MM-DD'),
        segmentIds: [3],
      },
    ]);
  });

  it("toasts the spec's failure with the server's reason and stays open", async () => {
    const stored = storedAnnouncement();
    answerError('put', `${API}/8`, 400, { code: 'VALIDATION_ERROR', message: MESSAGES.unknownSegment });
    const { save, onClose } = renderDialog(stored);
    await save();
    await expectToast(`${MESSAGES.createFailed} ${MESSAGES.unknownSegment}`);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when segments cannot be loaded', async () => {
    answerError('get', '/api/segment/all', 403, { code: 'FORBIDDEN', message: 'No segments for you' });
    const { user } = renderWithProviders(<AnnouncementDialog open onClose={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: /^Segments/ }));
    await waitFor(() => expect(screen.getByText(MESSAGES.segmentsFailed)).toBeInTheDocument());
  });
});
