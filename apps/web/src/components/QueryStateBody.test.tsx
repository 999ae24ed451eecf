/**
 * The one list-state component (issue 29): skeleton while loading, the failure with the server's
 * message and a retry, the empty state, the list; an infinite list keeps its pages when a later
 * page fails (keepData).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiA } from '../lib/api';
import { expectFailureThenRetry, expectLoading, failNextLoad, REFUSAL_MESSAGE } from '../test/list-state';
import { answer, captureRequests } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { LOAD_FAILED, QueryStateBody } from './QueryStateBody';

const API = '/api/v1/things';
type Page = { items: string[]; next: number | null };

function Things() {
  const query = useQuery({ queryKey: ['things'], queryFn: () => apiA.get<Page>(API) });
  return (
    <QueryStateBody query={query} isEmpty={(d) => d.items.length === 0} empty={<p>Nothing yet</p>}>
      {(data) => (
        <ul aria-label="Things">
          {data.items.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </QueryStateBody>
  );
}

function PagedThings({ keepData }: { keepData: boolean }) {
  const query = useInfiniteQuery({
    queryKey: ['paged-things'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => apiA.get<Page>(API, { query: { page: pageParam } }),
    getNextPageParam: (last) => last.next,
  });
  return (
    <>
      <QueryStateBody query={query} keepData={keepData} loadFailed="The things failed" retry="Again">
        {(data) => <p>{data.pages.flatMap((p) => p.items).join(', ')}</p>}
      </QueryStateBody>
      <button type="button" onClick={() => void query.fetchNextPage()}>
        More
      </button>
      {query.isFetchNextPageError && <p>The next page failed</p>}
    </>
  );
}

describe('QueryStateBody', () => {
  it('shows a loading region, then the list of the answer', async () => {
    answer('get', API, { items: ['Splints', 'Casts'], next: null });
    renderWithProviders(<Things />);
    expectLoading();
    expect(await screen.findByRole('list', { name: 'Things' })).toHaveTextContent('SplintsCasts');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the empty state when the answer holds nothing', async () => {
    answer('get', API, { items: [], next: null });
    renderWithProviders(<Things />);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Things' })).not.toBeInTheDocument();
  });

  it('shows the default failure title with the server message, and asks again on retry', async () => {
    const requests = captureRequests('get', API, { items: ['Splints'], next: null });
    failNextLoad(API);
    const { user } = renderWithProviders(<Things />);
    await expectFailureThenRetry(user, { title: LOAD_FAILED, loaded: 'Splints' });
    expect(requests).toHaveLength(1);
  });

  it('keeps the loaded pages of an infinite list when the next page fails (keepData)', async () => {
    answer('get', API, { items: ['Splints'], next: 2 });
    const { user } = renderWithProviders(<PagedThings keepData />);
    expect(await screen.findByText('Splints')).toBeInTheDocument();
    failNextLoad(API);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('The next page failed')).toBeInTheDocument();
    expect(screen.getByText('Splints')).toBeInTheDocument();
    expect(screen.queryByText('The things failed')).not.toBeInTheDocument();
  });

  it('shows the failure, with its own title and retry text, when a later page fails without keepData', async () => {
    answer('get', API, { items: ['Splints'], next: 2 });
    const { user } = renderWithProviders(<PagedThings keepData={false} />);
    expect(await screen.findByText('Splints')).toBeInTheDocument();
    failNextLoad(API);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('The things failed')).toBeInTheDocument();
    expect(screen.getByText(REFUSAL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
    expect(screen.queryByText('Splints')).not.toBeInTheDocument();
  });
});
