/** The staff content form (issue #5): messages, the write payload per kind, and error answers. */
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { contentItem, contentTaxonomy, segmentCategories } from '../../../../test/fixtures/content';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { type AdminKind, TEXT } from '../constants';
import { ContentItemForm } from './ContentItemForm';

const API = '/api/v1/admin/content/items';
/** The news fields of a write with nothing chosen (no taxonomy, cover or attachments). */
const NEWS_UNCHOSEN = {
  segmentIds: [],
  shortDescription: 'What we asked for',
  categoryIds: [],
  subcategoryIds: [],
  tagIds: [],
  imageId: null,
  attachmentIds: [],
};

function renderForm(kind: AdminKind, item?: ReturnType<typeof contentItem>) {
  for (const [path, body] of Object.entries(contentTaxonomy)) answer('get', `/api/content/items/${path}`, body);
  answer('get', '/api/segment/all', segmentCategories);
  return renderWithProviders(<ContentItemForm kind={kind} item={item} />, {
    route: `/admin/content/${kind}/new`,
    path: `/admin/content/${kind}/new`,
    routes: <Route path="/admin/content/:kind/:id" element={<p>Item page</p>} />,
  });
}

describe('ContentItemForm', () => {
  it('asks for a title and sends nothing', async () => {
    const posts = captureRequests('post', API, { data: contentItem() });
    const { user } = renderForm('news');
    await user.click(screen.getByRole('button', { name: TEXT.saveDraft }));
    expect(await screen.findByText(TEXT.titleRequired)).toBeInTheDocument();
    await expectToast(TEXT.fixErrors);
    expect(posts).toHaveLength(0);
  });

  it('posts a new news item as a draft and opens it', async () => {
    const posts = captureRequests('post', API, { data: contentItem({ id: 901, status: 'draft' }) });
    const { user } = renderForm('news');
    await user.type(screen.getByLabelText(TEXT.title), ' Budget submission ');
    await user.type(screen.getByLabelText(new RegExp(`^${TEXT.description}`)), 'What we asked for');
    await user.click(screen.getByRole('button', { name: TEXT.saveDraft }));

    await expectToast(TEXT.created);
    expect(await screen.findByText('Item page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/content/news/901');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      kind: 'news',
      name: 'Budget submission',
      content: null,
      publishStartDate: null,
      ...NEWS_UNCHOSEN,
    });
  });

  it('sends a page with members-only and menu order, without taxonomy', async () => {
    const posts = captureRequests('post', API, { data: contentItem({ id: 902, kind: 'page', status: 'draft' }) });
    const { user } = renderForm('pages');
    await user.type(screen.getByLabelText(TEXT.title), 'Code of conduct');
    await user.click(screen.getByRole('button', { name: TEXT.saveDraft }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({
      kind: 'page',
      name: 'Code of conduct',
      content: null,
      segmentIds: [],
      publishStartDate: null,
      membersOnly: true,
      sortOrder: 0,
    });
  });

  it('patches an existing item and says it is saved', async () => {
    const item = contentItem();
    const patches = captureRequests('patch', `${API}/900`, { data: { ...item, name: 'Budget 2027' } });
    const { user } = renderForm('news', item);
    const title = screen.getByLabelText(TEXT.title);
    await user.clear(title);
    await user.type(title, 'Budget 2027');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    await expectToast(TEXT.saved);
    // The kind is fixed once created: a patch leaves it out.
    expect(patches[0].body).toEqual({
      name: 'Budget 2027',
      content: '<p>Text</p>',
      publishStartDate: '2026-09-02T00:00:00.000Z',
      ...NEWS_UNCHOSEN,
    });
  });

  it('marks the field a 400 answer names', async () => {
    answerError('post', API, 400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [{ field: 'name', message: 'An item with this title exists' }],
    });
    const { user } = renderForm('news');
    await user.type(screen.getByLabelText(TEXT.title), 'Budget');
    await user.click(screen.getByRole('button', { name: TEXT.saveDraft }));
    expect(await screen.findByText('An item with this title exists')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/content/news/new');
  });

  it('shows the error notification of a 500 answer', async () => {
    answerError('post', API, 500, { code: 'INTERNAL', message: 'Database unavailable' });
    const { user } = renderForm('news');
    await user.type(screen.getByLabelText(TEXT.title), 'Budget');
    await user.click(screen.getByRole('button', { name: TEXT.saveDraft }));
    await expectErrorNotification('Database unavailable');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/content/news/new');
  });
});
