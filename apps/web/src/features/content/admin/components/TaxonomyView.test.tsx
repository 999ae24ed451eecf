/** Tags & categories (issue #5): the two lists, their states, the tag filter, add, rename and delete. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { TEXT } from '../constants';
import { TaxonomyView } from './TaxonomyView';

const TAGS = '/api/content/items/tag';
const CATEGORIES = '/api/content/items/category';
const SUBCATEGORIES = '/api/content/items/subcategory';
const ADMIN = '/api/v1/admin/content';

const tags = [
  { id: 2, label: 'Paediatrics' },
  { id: 1, label: 'Ageing' },
];
const categories = [
  { id: 7, label: 'Practice', type: 'NewsCategories' },
  { id: 8, label: 'Guides', type: 'ResourceCategories' },
];

function answerLists(tagRows: object[] = tags, categoryRows: object[] = categories) {
  answer('get', TAGS, { data: tagRows });
  answer('get', CATEGORIES, { data: categoryRows });
  answer('get', SUBCATEGORIES, { data: [{ id: 3, label: 'Hand therapy', categoryId: 7 }] });
}

const tagList = () => screen.findByRole('list', { name: TEXT.tags });

describe('TaxonomyView', () => {
  it('lists tags by label and categories under their library with their subcategories', async () => {
    answerLists();
    renderWithProviders(<TaxonomyView />);
    expectLoading();
    const items = within(await tagList()).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Ageing', 'Paediatrics']);
    const practice = (await screen.findByText('Practice')).closest('li') as HTMLElement;
    expect(within(practice).getByText('Hand therapy')).toBeInTheDocument();
    expect(screen.getByText(TEXT.newsCategories)).toBeInTheDocument();
    expect(screen.getByText('Guides')).toBeInTheDocument();
  });

  it('says when there are no tags and a library has no categories', async () => {
    answerLists([], [categories[0]]);
    renderWithProviders(<TaxonomyView />);
    expect(await screen.findByText(TEXT.noTags)).toBeInTheDocument();
    expect(await screen.findByText(TEXT.noCategories)).toBeInTheDocument();
  });

  it('shows the failure of the tags and loads them again on retry', async () => {
    answerLists();
    failNextLoad(TAGS);
    const { user } = renderWithProviders(<TaxonomyView />);
    await expectFailureThenRetry(user, { title: TEXT.loadError, retry: TEXT.retry, loaded: 'Paediatrics' });
  });

  it('filters the tags as the staff member types', async () => {
    answerLists();
    const { user } = renderWithProviders(<TaxonomyView />);
    await tagList();
    await user.type(screen.getByRole('searchbox', { name: TEXT.filterTags }), 'paed');
    expect(
      within(await tagList())
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Paediatrics']);
    await user.clear(screen.getByRole('searchbox', { name: TEXT.filterTags }));
    await user.type(screen.getByRole('searchbox', { name: TEXT.filterTags }), 'zzz');
    expect(await screen.findByText(TEXT.noMatch)).toBeInTheDocument();
  });

  it('adds a tag with the trimmed label and asks for the list again', async () => {
    answerLists();
    const created = captureRequests('post', `${ADMIN}/tags`, { data: { id: 9, label: 'Mental health' } });
    const { user } = renderWithProviders(<TaxonomyView />);
    await tagList();
    await user.click(screen.getByRole('button', { name: new RegExp(TEXT.addTag) }));
    expect(await screen.findByText(TEXT.tagLabelRequired)).toBeInTheDocument();
    answer('get', TAGS, { data: [...tags, { id: 9, label: 'Mental health' }] });
    await user.type(screen.getByRole('textbox', { name: TEXT.newTag }), '  Mental health ');
    await user.click(screen.getByRole('button', { name: new RegExp(TEXT.addTag) }));
    await expectToast(TEXT.tagCreated('Mental health'));
    expect(created.map((c) => c.body)).toEqual([{ label: 'Mental health' }]);
    expect(await within(await tagList()).findByText('Mental health')).toBeInTheDocument();
  });

  it('shows the conflict of a tag that exists on the field', async () => {
    answerLists();
    answerError('post', `${ADMIN}/tags`, 409, { code: 'CONFLICT', message: 'This tag already exists' });
    const { user } = renderWithProviders(<TaxonomyView />);
    await tagList();
    await user.type(screen.getByRole('textbox', { name: TEXT.newTag }), 'Ageing');
    await user.click(screen.getByRole('button', { name: new RegExp(TEXT.addTag) }));
    expect(await screen.findByText('This tag already exists')).toBeInTheDocument();
  });

  it('renames a tag in place and deletes one after confirming', async () => {
    answerLists();
    const renames = captureRequests('patch', `${ADMIN}/tags/:id`, { data: { id: 1, label: 'Older adults' } });
    const deletes = captureRequests('delete', `${ADMIN}/tags/:id`, { success: true });
    const { user } = renderWithProviders(<TaxonomyView />);
    await tagList();
    const ageing = TEXT.labelActions('tag', 'Ageing');
    await user.click(screen.getByRole('button', { name: ageing.rename }));
    const field = await screen.findByRole('textbox', { name: ageing.field });
    await user.clear(field);
    await user.type(field, 'Older adults{Enter}');
    await expectToast(TEXT.labelActions('tag', 'Older adults').renamed);
    expect(renames.map((r) => [r.params.id, r.body])).toEqual([['1', { label: 'Older adults' }]]);

    await user.click(screen.getByRole('button', { name: TEXT.labelActions('tag', 'Paediatrics').delete }));
    await user.click(await screen.findByRole('button', { name: TEXT.delete }));
    await expectToast(TEXT.labelActions('tag', 'Paediatrics').deleted);
    await waitFor(() => expect(deletes.map((d) => d.params.id)).toEqual(['2']));
  });
});
