/**
 * Member-only pages (spec 03 §2 Member-only pages, §6 membersOnly filter, §8 messages): the index
 * opens the first page, the Pages menu moves between pages, and the empty, not-found and error
 * states.
 */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { MemberPagesView } from './MemberPagesView';

const PAGES = '/api/content/items/page';
const list = {
  data: [
    { id: 3, name: 'Code of conduct' },
    { id: 4, name: 'Fee schedule' },
  ],
};

function renderPages(route = '/pages') {
  return renderWithProviders(<MemberPagesView />, {
    route,
    routes: <Route path="/pages/:id" element={<MemberPagesView />} />,
    path: '/pages',
  });
}

describe('MemberPagesView', () => {
  it('asks for the member-only pages and opens the first one from the index', async () => {
    const asked = captureRequests('get', PAGES, list);
    answer('get', `${PAGES}/3`, { data: { id: 3, name: 'Code of conduct', content: '<p>Be kind.</p>' } });
    renderPages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Code of conduct' })).toBeInTheDocument();
    expect(screen.getByText('Be kind.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pages/3');
    expect(asked[0].query).toEqual({ 'filter[membersOnly][_eq]': 'true', fields: 'id,name' });
  });

  it('moves to another page from the Pages menu', async () => {
    answer('get', PAGES, list);
    answer('get', `${PAGES}/3`, { data: { id: 3, name: 'Code of conduct', content: '<p>Be kind.</p>' } });
    answer('get', `${PAGES}/4`, { data: { id: 4, name: 'Fee schedule', content: null } });
    const { user } = renderPages('/pages/3');
    const menu = within(await screen.findByRole('menu', { name: 'Pages' }));
    expect(menu.getByRole('menuitem', { name: 'Code of conduct' })).toHaveClass('ant-menu-item-selected');
    await user.click(menu.getByRole('menuitem', { name: 'Fee schedule' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fee schedule' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noContent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
  });

  it('says "No content" when there are no member pages', async () => {
    answer('get', PAGES, { data: [] });
    renderPages();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.noContent)).toHaveLength(2));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('says a page that is not visible to the member was not found', async () => {
    answer('get', PAGES, list);
    answerError('get', `${PAGES}/9`, 403, { code: 'FORBIDDEN', message: 'Members only' });
    renderPages('/pages/9');
    expect(await screen.findByText(MESSAGES.notFoundText)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notFound)).toBeInTheDocument();
  });

  it('shows the server message when the list fails', async () => {
    answerError('get', PAGES, 400, { code: 'VALIDATION_ERROR', message: 'Bad filter' });
    renderPages();
    expect(await screen.findByText('Bad filter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
  });
});
