/** The member FAQ page (spec 02 §2, §8): the accordion of answers, deleted items left out, states. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqItem, faqList } from '../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { FAQ_TEXT } from '../constants';
import { FaqView } from './FaqView';

const API = '/api/v1/faq';
const item = faqItem;
const faq = faqList;

describe('FaqView', () => {
  it('lists the questions (not the deleted ones) and opens an answer', async () => {
    const requests = captureRequests(
      'get',
      API,
      faq([
        item(1, 'How do I join?', '<p>Press <strong>Join</strong>.</p>'),
        item(2, 'Old question', '<p>Gone</p>', true),
      ]),
    );
    const { user } = renderWithProviders(<FaqView />);
    expect(screen.getByRole('heading', { name: FAQ_TEXT.title })).toBeInTheDocument();
    expectLoading();
    await user.click(await screen.findByText('How do I join?'));
    expect(await screen.findByText('Join')).toBeInTheDocument();
    expect(screen.queryByText('Old question')).not.toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '1000' });
  });

  it('says there are no FAQ when every item is deleted', async () => {
    answer('get', API, faq([item(2, 'Old question', '<p>Gone</p>', true)]));
    renderWithProviders(<FaqView />);
    expect(await screen.findByText(FAQ_TEXT.empty, { selector: 'div' })).toBeInTheDocument();
  });

  it("shows the spec's failure text and loads again on retry", async () => {
    answer('get', API, faq([item(1, 'How do I join?', '<p>Press Join.</p>')]));
    failNextLoad(API);
    const { user } = renderWithProviders(<FaqView />);
    await expectFailureThenRetry(user, { title: FAQ_TEXT.loadFailed, loaded: 'How do I join?' });
  });
});
