/**
 * The search page (spec 01 §2 Global search, §5, §8 empty texts; issue 17): the heading, the tabs
 * with their counts (only enabled areas; Posts disabled for a tag), each tab's results and where
 * they open, the queries sent, the tag panel, the empty texts and the failure.
 */
import { LIMITS, MESSAGES, SearchSectionPageSchema, SearchSummarySchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SearchResultsView } from './SearchResultsView';

const result = (id: number, title: string, extra: object = {}) => ({
  id,
  title,
  description: null,
  date: null,
  community: null,
  isClickable: true,
  ...extra,
});
const page = (items: ReturnType<typeof result>[], total = items.length) =>
  fixture(SearchSectionPageSchema, { items, totalItemCount: total });
const policy = { id: 61, label: 'Policy' };
const newsPage = page([result(501, 'Splinting standards', { description: 'New guidance' })], 12);
const communitiesPage = page([
  result(40, 'Hand therapy group', { community: { id: 40, alias: 'hand-therapy', name: 'Hand therapy group' } }),
  result(41, 'Closed circle', { community: { id: 41, alias: 'closed', name: 'Closed circle' }, isClickable: false }),
]);
function summary(overrides: Partial<z.input<typeof SearchSummarySchema>> = {}) {
  return fixture(SearchSummarySchema, {
    keyword: 'splint',
    tag: null,
    news: newsPage,
    resources: page([], 0),
    events: null,
    posts: page([], 3),
    communities: communitiesPage,
    tags: { items: [policy], totalItemCount: 1 },
    ...overrides,
  });
}

/** Renders the search page at `query`; answers the summary, tags and the sections' pages. */
function renderSearch(query: string, answers: { summary?: object; tags?: object } = {}) {
  answer('get', '/api/v1/search', answers.summary ?? summary());
  answer('get', '/api/v1/search/tags', answers.tags ?? { items: [policy], totalItemCount: 1 });
  const news = captureRequests('get', '/api/v1/search/news', newsPage);
  const communities = captureRequests('get', '/api/v1/search/communities', communitiesPage);
  answer('get', '/api/v1/search/resources', page([], 0));
  const view = renderWithProviders(<SearchResultsView communitiesBase="/communities" />, { route: `/search${query}` });
  return { ...view, news, communities };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('SearchResultsView', () => {
  it('asks for a keyword first and searches nothing', () => {
    renderWithProviders(<SearchResultsView communitiesBase="/communities" />, { route: '/search' });
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noSearchResults)).toBeInTheDocument();
  });

  it('shows the tabs of the enabled areas with their counts, and the first tab’s results', async () => {
    const { news } = renderSearch('?keyword=splint');
    expect(screen.getByRole('heading', { name: 'Results for splint' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Splinting standards' });
    expect(link).toHaveAttribute('href', '/news/details/501');
    expect(screen.getByText('New guidance')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'News 12',
      'Resources 0',
      'Posts 3',
      'Communities 2',
    ]);
    expect(news[0].query).toEqual({ keyword: 'splint', page: '1', pageSize: '10' });
  });

  it('shows a count that reached the keyword search window as "200+" (issue 33)', async () => {
    renderSearch('?keyword=therapy', {
      summary: summary({ keyword: 'therapy', news: page([], LIMITS.keywordSearchWindow), posts: page([], 199) }),
    });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'News 200+',
        'Resources 0',
        'Posts 199',
        'Communities 2',
      ]),
    );
  });

  it('opens a tab through the URL; a community the member cannot open is shown without a link', async () => {
    const { user, communities } = renderSearch('?keyword=splint');
    await screen.findByRole('link', { name: 'Splinting standards' });
    await user.click(tab(/^Communities/));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('section=communities'));
    const list = within(await screen.findByRole('list', { name: 'Communities results' }));
    expect(list.getByRole('link', { name: 'Hand therapy group' })).toHaveAttribute('href', '/communities/hand-therapy');
    expect(list.getByText('Closed circle')).toHaveAttribute('aria-disabled');
    expect(list.queryByRole('link', { name: 'Closed circle' })).not.toBeInTheDocument();
    expect(communities[0].query).toEqual({ keyword: 'splint', page: '1', pageSize: '10' });
  });

  it("says the tab's empty text when it has no results", async () => {
    renderSearch('?keyword=splint&section=resources');
    expect(await screen.findByText(MESSAGES.noResourcesFound)).toBeInTheDocument();
    expect(tab(/^Resources/)).toHaveAttribute('aria-selected', 'true');
  });

  it('searches by tag: its label in the heading, Posts disabled, the tag marked in the panel', async () => {
    const { news } = renderSearch('?tagId=61&section=posts', { summary: summary({ tag: policy, keyword: '' }) });
    expect(await screen.findByRole('heading', { name: 'Results for #Policy' })).toBeInTheDocument();
    expect(tab(/^Posts/)).toHaveAttribute('aria-disabled', 'true');
    expect(tab(/^News/)).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('link', { name: 'Splinting standards' });
    expect(news[0].query).toEqual({ tagId: '61', page: '1', pageSize: '10' });
    const panel = within(screen.getByRole('complementary', { name: 'Tags' }));
    expect(panel.getByRole('link', { name: '#Policy' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the first 150 matching tags until "See all tags", and "No tags found." when none match', async () => {
    const many = Array.from({ length: 152 }, (_, i) => ({ id: i + 1, label: `tag${i + 1}` }));
    const { user, unmount } = renderSearch('?keyword=tag', { tags: { items: many, totalItemCount: 152 } });
    const panel = within(screen.getByRole('complementary', { name: 'Tags' }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(150));
    expect(panel.getByRole('link', { name: '#tag1' })).toHaveAttribute('href', '/search?tagId=1');
    await user.click(panel.getByRole('button', { name: MESSAGES.seeAllTags }));
    expect(panel.getAllByRole('link')).toHaveLength(152);
    await user.click(panel.getByRole('button', { name: MESSAGES.showLessTags }));
    expect(panel.getAllByRole('link')).toHaveLength(150);
    unmount();

    renderSearch('?keyword=zzz', { tags: { items: [], totalItemCount: 0 } });
    expect(await screen.findByText(MESSAGES.noTagsFound)).toBeInTheDocument();
  });

  it('searches again from the box, keeping the open tab', async () => {
    const { user } = renderSearch('?keyword=splint&section=communities');
    await screen.findByRole('list', { name: 'Communities results' });
    const box = screen.getByRole('textbox', { name: 'Search keyword' });
    await user.clear(box);
    await user.type(box, ' hand {Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=hand&section=communities'),
    );
  });

  it('shows the failure of the search with Retry', async () => {
    answer('get', '/api/v1/search', summary());
    answerError('get', '/api/v1/search', 400, { code: 'VALIDATION_ERROR', message: 'Bad keyword' }, { once: true });
    answer('get', '/api/v1/search/tags', { items: [], totalItemCount: 0 });
    answer('get', '/api/v1/search/news', newsPage);
    const { user } = renderWithProviders(<SearchResultsView communitiesBase="/communities" />, {
      route: '/search?keyword=splint',
    });
    expect(await screen.findByText(MESSAGES.unknownError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Splinting standards' })).toBeInTheDocument();
  });
});
