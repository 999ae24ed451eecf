/** Communities management, Tags (spec 02 §2, §5, §9): rows, states, search and paging, create and edit. */
import { MANAGEMENT_MESSAGES, TagListResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../../test/feedback';
import { fixture } from '../../../../../test/fixtures';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../../../test/mock-api';
import { renderWithProviders } from '../../../../../test/render';
import { TagsTab } from './TagsTab';

const API = '/api/v1/community/post/tag';
const ADMIN = '/api/v1/admin/community/post/tag';
const tags = (rows: { id: number; name: string; countOfPosts: number }[], totalItemCount = rows.length) =>
  fixture(TagListResponseSchema, { tags: rows, totalItemCount });
const splints = { id: 4, name: 'Splints', countOfPosts: 12 };
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('TagsTab', () => {
  it('lists each tag with its post count, asking for pages of 10', async () => {
    const requests = captureRequests('get', API, tags([splints]));
    renderWithProviders(<TagsTab />);
    expectLoading();
    expect(within(await rowOf('Splints')).getByText('12')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '10' });
  });

  it("says there is no data in the table's own empty text", async () => {
    answer('get', API, tags([]));
    renderWithProviders(<TagsTab />);
    expect(await screen.findByText('No data', { selector: 'td *, td' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, tags([splints]));
    failNextLoad(API);
    const { user } = renderWithProviders(<TagsTab />);
    await expectFailureThenRetry(user, { title: 'Failed to load tags. Try again.', loaded: 'Splints' });
  });

  it('sends the page chosen and then the search from the first page', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Tag ${i + 1}`, countOfPosts: i }));
    const requests = captureRequests('get', API, tags(rows, 42));
    const { user } = renderWithProviders(<TagsTab />);
    await rowOf('Tag 1');
    await user.click(screen.getByRole('listitem', { name: '5' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '5', pageSize: '10' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'spl');
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '1', pageSize: '10', keyword: 'spl' }));
  });

  it('creates a tag: a name is required, the trimmed name is posted and the list refreshes', async () => {
    answer('get', API, tags([]));
    const posts = captureRequests('post', ADMIN, { id: 5, name: 'Casting', countOfPosts: 0 });
    const { user } = renderWithProviders(<TagsTab />);
    await screen.findByText('No data', { selector: 'td *, td' });
    await user.click(screen.getByRole('button', { name: /Create tag/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MANAGEMENT_MESSAGES.tagNameRequired)).toBeInTheDocument();
    answer('get', API, tags([{ id: 5, name: 'Casting', countOfPosts: 0 }]));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag name' }), ' Casting ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Successfully saved');
    expect(posts.map((p) => p.body)).toEqual([{ name: 'Casting' }]);
    expect(await rowOf('Casting')).toBeInTheDocument();
  });

  it('edits a tag with PUT and says when saving failed', async () => {
    answer('get', API, tags([splints]));
    const puts = captureRequests('put', `${ADMIN}/:id`, { ...splints, name: 'Splinting' });
    answerError('put', `${ADMIN}/4`, 409, { code: 'CONFLICT', message: 'This tag already exists' }, { once: true });
    const { user } = renderWithProviders(<TagsTab />);
    await user.click(within(await rowOf('Splints')).getByRole('button', { name: 'Edit Splints' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag' });
    const name = within(dialog).getByRole('textbox', { name: 'Tag name' });
    expect(name).toHaveValue('Splints');
    await user.clear(name);
    await user.type(name, 'Splinting');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Error creating/edit tag. Try again. This tag already exists');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Successfully saved');
    expect(puts.map((p) => [p.params.id, p.body])).toEqual([['4', { name: 'Splinting' }]]); // the refused try never reached it
  });
});
