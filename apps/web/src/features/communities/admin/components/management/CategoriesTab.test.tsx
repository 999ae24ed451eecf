/**
 * Communities management, Categories (spec 02 §2, §3, §5): rows with expandable subcategories,
 * states, paging, create with the default colour, add a sub-category, delete and a refused delete.
 */
import { CategoryListResponseSchema, type CategorySchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectToast } from '../../../../../test/feedback';
import { fixture } from '../../../../../test/fixtures';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../../../test/mock-api';
import { renderWithProviders } from '../../../../../test/render';
import { CategoriesTab } from './CategoriesTab';

const API = '/api/v1/admin/community/category';
const category = (id: number, name: string, over: object = {}) => ({
  id,
  name,
  description: null,
  color: '#344054',
  parentCategoryId: null,
  subCategoriesCount: 0,
  communityCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdByUserId: null,
  ...over,
});
const paediatrics = {
  ...category(3, 'Paediatrics', { description: 'Children and young people', communityCount: 4, subCategoriesCount: 1 }),
  subCategories: [category(8, 'Early years', { parentCategoryId: 3, communityCount: 2 })],
};
const list = (categories: z.input<typeof CategorySchema>[], totalItemCount = categories.length) =>
  fixture(CategoryListResponseSchema, { categories, totalItemCount });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('CategoriesTab', () => {
  it('lists each category with its description and communities, and its subcategories when expanded', async () => {
    const requests = captureRequests('get', API, list([paediatrics]));
    const { user } = renderWithProviders(<CategoriesTab />);
    expectLoading();
    const row = await rowOf('Paediatrics');
    expect(within(row).getByText('Children and young people')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(screen.queryByText('Early years')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /expand/i }));
    const sub = await rowOf('Early years');
    expect(within(sub).getByText('2')).toBeInTheDocument();
    expect(within(sub).queryByRole('button', { name: 'Add sub-category to Early years' })).not.toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '10' });
  });

  it("says there is no data in the table's own empty text", async () => {
    answer('get', API, list([]));
    renderWithProviders(<CategoriesTab />);
    expect(await screen.findByText('No data', { selector: 'td *, td' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, list([paediatrics]));
    failNextLoad(API);
    const { user } = renderWithProviders(<CategoriesTab />);
    await expectFailureThenRetry(user, { title: 'Failed to load categories. Try again.', loaded: 'Paediatrics' });
  });

  it('asks for the page chosen', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ ...category(i + 1, `Category ${i + 1}`), subCategories: [] }));
    const requests = captureRequests('get', API, list(rows, 23));
    const { user } = renderWithProviders(<CategoriesTab />);
    await rowOf('Category 1');
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '3', pageSize: '10' }));
  });

  it('creates a category with the default colour and no parent', async () => {
    answer('get', API, list([]));
    const posts = captureRequests('post', API, category(9, 'Ageing'));
    const { user } = renderWithProviders(<CategoriesTab />);
    await screen.findByText('No data', { selector: 'td *, td' });
    await user.click(screen.getByRole('button', { name: /Create category/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Ageing ');
    answer('get', API, list([{ ...category(9, 'Ageing'), subCategories: [] }]));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Successfully saved');
    expect(posts.map((p) => p.body)).toEqual([
      { name: 'Ageing', description: null, color: '#344054', parentCategoryId: null },
    ]);
    expect(await rowOf('Ageing')).toBeInTheDocument();
  });

  it('adds a sub-category under its parent, in the parent colour', async () => {
    answer('get', API, list([{ ...paediatrics, color: '#0066ff' }]));
    const posts = captureRequests('post', API, category(10, 'Adolescents', { parentCategoryId: 3 }));
    const { user } = renderWithProviders(<CategoriesTab />);
    await user.click(
      within(await rowOf('Paediatrics')).getByRole('button', { name: 'Add sub-category to Paediatrics' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Adolescents');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Successfully saved');
    expect(posts[0].body).toMatchObject({ name: 'Adolescents', parentCategoryId: 3 });
    expect(String((posts[0].body as { color: string }).color).toLowerCase()).toBe('#0066ff');
  });

  it("deletes a category after confirming, and shows the server's reason when it is in use", async () => {
    answer('get', API, list([paediatrics]));
    const deletes = captureRequests('delete', `${API}/:id`, { success: true });
    answerError(
      'delete',
      `${API}/3`,
      409,
      { code: 'CONFLICT', message: 'Communities use this category' },
      { once: true },
    );
    const { user } = renderWithProviders(<CategoriesTab />);
    const remove = async () => {
      await user.click(within(await rowOf('Paediatrics')).getByRole('button', { name: 'Delete Paediatrics' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete Paediatrics?' });
      expect(within(confirm).getByText('Its sub-categories are deleted with it.')).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    await expectToast('Error deleting category. Try again. Communities use this category');
    await remove();
    await expectToast('Removed successfully!');
    expect(deletes.map((d) => d.params.id)).toEqual(['3']);
  });
});
