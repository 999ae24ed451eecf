/** The staff content list (issue #5): rows, empty states, error with retry, state filter and pages in the query. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentItem, contentList } from '../../../../test/fixtures/content';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { KIND_TEXT, TEXT } from '../constants';
import { ContentAdminList } from './ContentAdminList';

const API = '/api/v1/admin/content/items';
const renderList = (route = '/admin/content/news') =>
  renderWithProviders(<ContentAdminList kind="news" />, { route, path: '/admin/content/news' });

describe('ContentAdminList', () => {
  it('renders a row per item with its state, and asks for news 20 a page', async () => {
    const requests = captureRequests('get', API, contentList([contentItem()]));
    renderList();
    const link = await screen.findByRole('link', { name: 'Budget submission' });
    expect(link).toHaveAttribute('href', '/admin/content/news/900');
    expect(within(link.closest('tr') as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ kind: 'news', page: '1', limit: '20' });
  });

  it('offers to create the first item when there is none, and says when nothing matches', async () => {
    answer('get', API, contentList([]));
    const first = renderList();
    expect(await screen.findByText(KIND_TEXT.news.empty)).toBeInTheDocument();
    first.unmount();
    renderList('/admin/content/news?q=zzz');
    expect(await screen.findByText(TEXT.noMatch)).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, contentList([contentItem()]));
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'Content staff only' }, { once: true });
    const { user } = renderList();
    expect(await screen.findByText(TEXT.loadError)).toBeInTheDocument();
    expect(screen.getByText('Content staff only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('link', { name: 'Budget submission' })).toBeInTheDocument();
  });

  it('sends the chosen state and the next page', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => contentItem({ id: i + 1, name: `Item ${i + 1}` }));
    const requests = captureRequests('get', API, contentList(rows, 30));
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Item 1' });
    await user.click(screen.getByText('Draft'));
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ kind: 'news', state: 'draft', page: '1', limit: '20' }),
    );
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ kind: 'news', state: 'draft', page: '2', limit: '20' }),
    );
  });
});
