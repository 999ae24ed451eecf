/**
 * A news or resources library (spec 03 §2 News and resources, Library side menu; §7 SEARCH
 * /api/content/{kind}; §9 page size 8): the grid's list states, the SEARCH body each filter sends
 * (ContentSearchInputSchema), the filters kept in the URL, the chips, and infinite scroll.
 */
import { ContentSearchInputSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryItem, librarySearchPage } from '../../../test/fixtures/content';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, type CapturedRequest, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import type { ContentKind } from '../constants';
import { LibraryView } from './LibraryView';

const TAGS = ['Advocacy', 'Budget', 'Ethics', 'Funding', 'Policy', 'Workforce'].map((label, i) => ({
  id: 60 + i,
  label,
}));
const CATEGORIES = [
  { id: 22, label: 'Practice', type: 'NewsCategories' as const },
  { id: 21, label: 'Advocacy', type: 'NewsCategories' as const },
];
const budget = libraryItem({ categories: [{ id: 21, label: 'Advocacy' }] });
const ethics = libraryItem({ id: 502, name: 'Ethics update', shortDescription: null });

/**
 * Renders the `kind` library at `route`; answers its menu lists and its SEARCH with `rows`, runs
 * `before` (answers that go first, e.g. a failure) and returns the SEARCH requests.
 */
function renderLibrary(
  kind: ContentKind = 'news',
  route = `/${kind}/all_categories`,
  rows = [budget, ethics],
  before?: () => void,
) {
  answer('get', '/api/content/items/tag', { data: TAGS });
  answer('get', '/api/content/items/category', { data: CATEGORIES });
  answer('get', `/api/v1/${kind === 'news' ? 'news' : 'resource'}/favorite`, {
    favoriteNewsIds: [],
    favoriteResourcesIds: [],
  });
  const searches = captureRequests('search', `/api/content/${kind}`, librarySearchPage(rows));
  before?.();
  const view = renderWithProviders(<LibraryView kind={kind} />, { route, path: `/${kind}/:categoryId` });
  return { ...view, searches };
}

/** Waits until the last SEARCH body (valid for the contract) equals `expected`. */
async function expectLastSearch(searches: CapturedRequest[], expected: object) {
  await waitFor(() => expect(searches.at(-1)?.body).toEqual(expected));
  expect(() => ContentSearchInputSchema.parse(searches.at(-1)?.body)).not.toThrow();
}

const location = () => screen.getByTestId('location');
const FIRST_PAGE = { categoryId: 'all_categories', sort: 'created_desc', page: 1, limit: 8 };

describe('LibraryView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows skeletons, then a card per item with its link, category and bookmark, sorted categories in the menu', async () => {
    const { searches } = renderLibrary();
    expectLoading();
    const card = (await screen.findByRole('link', { name: 'Budget submission' })).closest('.ant-card') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Budget submission' })).toHaveAttribute('href', '/news/details/501');
    expect(within(card).getByText('What we asked the government for')).toBeInTheDocument();
    expect(within(card).getByText('Advocacy')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Ethics update' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'News filters' }));
    expect((await menu.findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'All categories',
      'Advocacy',
      'Practice',
    ]);
    expect(menu.getByRole('button', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
    expect(searches.map((s) => s.body)).toEqual([FIRST_PAGE]);
  });

  it("says the library's empty text when nothing matches", async () => {
    renderLibrary('resources', '/resources/all_categories', []);
    expect(await screen.findByText('No resources available')).toBeInTheDocument();
  });

  it('shows the failure with the server message, and the cards after Try again', async () => {
    const { user } = renderLibrary('news', undefined, undefined, () => failNextLoad('/api/content/news', 'search'));
    await expectFailureThenRetry(user, { title: "We couldn't load this list", loaded: 'Budget submission' });
  });

  it('searches 500 ms after typing, keeps the term in the URL and shows it as a chip', async () => {
    const { user, searches } = renderLibrary();
    await screen.findByText('Budget submission');
    await user.type(screen.getByRole('textbox', { name: 'Search news' }), ' budget ');
    await expectLastSearch(searches, { ...FIRST_PAGE, search: 'budget' });
    expect(location()).toHaveTextContent('/news/all_categories?q=budget');
    const chips = within(screen.getByTestId('filter-chips'));
    await user.click(chips.getByRole('button', { name: 'Remove "budget"' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search news' })).toHaveValue(''));
    expect(location()).toHaveTextContent(/^\/news\/all_categories$/);
    expect(screen.queryByTestId('filter-chips')).not.toBeInTheDocument();
  });

  it('opens a category in the route, returns to all on a second click, and clears every filter at once', async () => {
    const { user, searches } = renderLibrary('news', '/news/all_categories?tags=61');
    await screen.findByText('Budget submission');
    await user.click(await screen.findByRole('button', { name: 'Advocacy' }));
    await expectLastSearch(searches, { ...FIRST_PAGE, categoryId: 21, tagIds: [61] });
    expect(location()).toHaveTextContent('/news/21?tags=61');
    const chips = within(screen.getByTestId('filter-chips'));
    expect(chips.getByText('Advocacy')).toBeInTheDocument();
    expect(chips.getByText('Budget')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Advocacy', current: true }));
    await waitFor(() => expect(location()).toHaveTextContent('/news/all_categories?tags=61'));
    await user.click(screen.getByRole('button', { name: 'Advocacy' }));
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    await expectLastSearch(searches, FIRST_PAGE);
    expect(location()).toHaveTextContent(/^\/news\/all_categories$/);
  });

  it('shows five tags until "See all tags", filters them by the tag search, and sends the chosen ids', async () => {
    const { user, searches } = renderLibrary();
    const menu = within(screen.getByRole('navigation', { name: 'News filters' }));
    const tagNames = () => menu.getAllByRole('checkbox').map((tag) => tag.textContent);
    await waitFor(() => expect(tagNames()).toEqual(['Advocacy', 'Budget', 'Ethics', 'Funding', 'Policy']));
    await user.click(menu.getByRole('button', { name: 'See all tags' }));
    expect(tagNames()).toContain('Workforce');
    await user.click(menu.getByRole('button', { name: 'Show less tags' }));
    expect(tagNames()).not.toContain('Workforce');

    await user.type(menu.getByRole('textbox', { name: 'Search tags' }), 'FORCE');
    expect(tagNames()).toEqual(['Workforce']);
    await user.click(menu.getByRole('checkbox', { name: 'Workforce' }));
    await expectLastSearch(searches, { ...FIRST_PAGE, tagIds: [65] });
    await user.clear(menu.getByRole('textbox', { name: 'Search tags' }));
    await user.click(menu.getByRole('checkbox', { name: 'Ethics' }));
    await expectLastSearch(searches, { ...FIRST_PAGE, tagIds: [65, 62] });
    expect(location()).toHaveTextContent('?tags=65%2C62');
  });

  it('filters resources by type and to the bookmarked ones, and sorts by name', async () => {
    const { user, searches } = renderLibrary('resources');
    await screen.findByText('Budget submission');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('PDF'));
    await user.click(screen.getByRole('switch', { name: 'Bookmarked' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Name (A-Z)'));
    await expectLastSearch(searches, { ...FIRST_PAGE, type: 'pdf', onlyFavorites: true, sort: 'name_asc' });
    expect(location()).toHaveTextContent('/resources/all_categories?type=pdf&fav=1&sort=name_asc');
    const chips = within(screen.getByTestId('filter-chips'));
    expect(chips.getByText('PDF')).toBeInTheDocument();
    await user.click(chips.getByRole('button', { name: 'Remove Bookmarked' }));
    await expectLastSearch(searches, { ...FIRST_PAGE, type: 'pdf', sort: 'name_asc' });
  });

  it('asks for the next page of 8 when the end of the grid comes near, until all items are loaded', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() =>
            this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
          );
        }
        disconnect() {}
      },
    );
    const first = Array.from({ length: 8 }, (_, i) => libraryItem({ id: 700 + i, name: `Item ${i + 1}` }));
    const rest = [libraryItem({ id: 708, name: 'Item 9' }), libraryItem({ id: 709, name: 'Item 10' })];
    const { searches } = renderLibrary('news', '/news/all_categories', rest, () =>
      answer('search', '/api/content/news', librarySearchPage(first, 10), 200, { once: true }),
    );
    expect(await screen.findByRole('link', { name: 'Item 10' })).toBeInTheDocument();
    const titles = within(screen.getByTestId('content-grid')).getAllByRole('link', { hidden: false });
    expect(titles.map((link) => link.textContent)).toEqual(Array.from({ length: 10 }, (_, i) => `Item ${i + 1}`));
    expect(searches.map((s) => s.body)).toEqual([{ ...FIRST_PAGE, page: 2 }]);
  });
});
