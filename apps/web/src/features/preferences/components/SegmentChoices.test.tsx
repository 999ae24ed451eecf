/**
 * The interests and communication-preference screens (issue 16; spec 03 §2, §4 per-item Add and
 * Remove, §5 search from 3 characters, §8 empty states): the categories, the search, the request
 * each button sends and its effect, the member's own list, and a load failure.
 */
import { PREFERENCES_MESSAGES as M, UserSegmentCategoryListSchema, UserSegmentSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { PREFERENCES_TEXT as TEXT } from '../constants';
import { SegmentChoices } from './SegmentChoices';

const API = '/api/user/segment/interests';
const interests = fixture(UserSegmentCategoryListSchema, [
  {
    categoryName: 'Practice areas',
    segments: [
      { segmentId: 81, segmentName: 'Hand therapy', selected: true },
      { segmentId: 82, segmentName: 'Paediatrics', selected: false },
    ],
  },
  { categoryName: 'Settings', segments: [{ segmentId: 90, segmentName: 'Hospital', selected: false }] },
]);
const changed = (segmentId: number, segmentName: string, selected: boolean) =>
  fixture(UserSegmentSchema, { segmentId, segmentName, selected, categoryName: 'Practice areas' });

function renderChoices(mode: 'all' | 'mine', list: object = interests) {
  answer('get', API, list);
  return renderWithProviders(<SegmentChoices kind="interests" mode={mode} title="Practice Areas of Interest" />);
}

describe('SegmentChoices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every interest by category with Remove for the chosen and Add for the others', async () => {
    renderChoices('all');
    const practice = within(await screen.findByRole('region', { name: 'Practice areas' }));
    expect(practice.getByRole('button', { name: `${TEXT.remove} Hand therapy` })).toBeInTheDocument();
    expect(practice.getByRole('button', { name: `${TEXT.add} Paediatrics` })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Settings' })).getByText('Hospital')).toBeInTheDocument();
  });

  it('filters from the third character, and says when nothing matches', async () => {
    const { user } = renderChoices('all');
    const search = await screen.findByRole('searchbox', { name: 'Search Practice Areas of Interest' });
    await user.type(search, 'pa');
    expect(screen.getByText('Hospital')).toBeInTheDocument();
    await user.type(search, 'e');
    expect(screen.getByText('Paediatrics')).toBeInTheDocument();
    expect(screen.queryByText('Hospital')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText(TEXT.noMatch)).toBeInTheDocument();
  });

  it('adds with POST and removes with DELETE, each button turning into the other', async () => {
    const adds = captureRequests('post', '/api/user/segment/:id', changed(82, 'Paediatrics', true));
    const removes = captureRequests('delete', '/api/user/segment/:id', changed(81, 'Hand therapy', false));
    const { user } = renderChoices('all');
    await user.click(await screen.findByRole('button', { name: `${TEXT.add} Paediatrics` }));
    expect(await screen.findByRole('button', { name: `${TEXT.remove} Paediatrics` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${TEXT.remove} Hand therapy` }));
    expect(await screen.findByRole('button', { name: `${TEXT.add} Hand therapy` })).toBeInTheDocument();
    expect(adds.map((a) => a.params.id)).toEqual(['82']);
    expect(removes.map((r) => r.params.id)).toEqual(['81']);
  });

  it('keeps the item as it was when the server refuses (logged only)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerError('post', '/api/user/segment/82', 404, { code: 'NOT_FOUND', message: M.segmentNotFound });
    const { user } = renderChoices('all');
    await user.click(await screen.findByRole('button', { name: `${TEXT.add} Paediatrics` }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Segment change failed', 82, expect.anything()));
    expect(screen.getByRole('button', { name: `${TEXT.add} Paediatrics` })).toBeEnabled();
  });

  it("shows only the member's own interests with the way to choose more, and 'No interests yet' when none", async () => {
    const { unmount } = renderChoices('mine');
    expect(await screen.findByText('Hand therapy')).toBeInTheDocument();
    expect(screen.queryByText('Paediatrics')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXT.chooseInterests })).toHaveAttribute(
      'href',
      '/settings/area-of-interests',
    );
    unmount();

    renderChoices('mine', [
      { categoryName: 'Practice areas', segments: [{ segmentId: 82, segmentName: 'Paediatrics', selected: false }] },
    ]);
    expect(await screen.findByText(M.noInterestsYet)).toBeInTheDocument();
  });

  it('logs a load failure, shows the empty text, and loads again on Try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('get', API, interests);
    answerError('get', API, 503, { code: 'SERVICE_UNAVAILABLE', message: 'Segments down' }, { once: true });
    const { user } = renderWithProviders(<SegmentChoices kind="interests" mode="all" title="Interests" />);
    expect(await screen.findByText(M.noInterestsAvailable)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Loading segments failed', 'interests', expect.anything());
    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByText('Hand therapy')).toBeInTheDocument();
  });
});
