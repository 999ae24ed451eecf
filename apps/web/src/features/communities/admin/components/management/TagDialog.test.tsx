/** The create / edit tag dialog of the Tags tab (spec 02 §2 Tags, §5 "Please enter a tag name"): rules, payloads, failure. */
import { MANAGEMENT_MESSAGES, TagListResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../../test/feedback';
import { fixture } from '../../../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../../../test/mock-api';
import { pasteInto, renderWithProviders, waitForDialogOpened } from '../../../../../test/render';
import { TagsTab } from './TagsTab';

const ADMIN = '/api/v1/admin/community/post/tag';
const tags = fixture(TagListResponseSchema, {
  tags: [{ id: 5, name: 'Paediatrics', countOfPosts: 3 }],
  totalItemCount: 1,
});

/** Renders the tab and opens the dialog: `edit` for the Paediatrics tag, else a new one. */
async function openDialog(mode: 'create' | 'edit') {
  answer('get', '/api/v1/community/post/tag', tags);
  const view = renderWithProviders(<TagsTab />);
  const opener =
    mode === 'create'
      ? screen.getByRole('button', { name: /Create tag/ })
      : await screen.findByRole('button', { name: 'Edit Paediatrics' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog');
  await waitForDialogOpened(dialog);
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...view, dialog, save };
}

describe('Tag dialog', () => {
  it("asks for a name with the spec's wording and sends nothing", async () => {
    const posts = captureRequests('post', ADMIN, { id: 6, name: 'x', countOfPosts: 0 });
    const { user, save, dialog } = await openDialog('create');
    expect(within(dialog).getByText('Create tag')).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText('Tag name'), '   ');
    await save();
    expect(await screen.findByText(MANAGEMENT_MESSAGES.tagNameRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('creates a tag with the trimmed name and closes', async () => {
    const posts = captureRequests('post', ADMIN, { id: 6, name: 'Telehealth', countOfPosts: 0 });
    const { user, save } = await openDialog('create');
    await pasteInto(user, screen.getByLabelText('Tag name'), '  Telehealth ');
    await save();
    await expectToast('Successfully saved');
    expect(posts.map((p) => p.body)).toEqual([{ name: 'Telehealth' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renames a tag through its own route', async () => {
    const puts = captureRequests('put', `${ADMIN}/5`, { id: 5, name: 'Paediatric care', countOfPosts: 3 });
    const { user, save, dialog } = await openDialog('edit');
    expect(within(dialog).getByText('Edit tag')).toBeInTheDocument();
    expect(screen.getByLabelText('Tag name')).toHaveValue('Paediatrics');
    await user.clear(screen.getByLabelText('Tag name'));
    await pasteInto(user, screen.getByLabelText('Tag name'), 'Paediatric care');
    await save();
    await expectToast('Successfully saved');
    expect(puts.map((p) => p.body)).toEqual([{ name: 'Paediatric care' }]);
  });

  it("toasts a refusal with the server's reason and stays open", async () => {
    answerError('post', ADMIN, 409, { code: 'CONFLICT', message: 'This tag already exists' });
    const { user, save } = await openDialog('create');
    await pasteInto(user, screen.getByLabelText('Tag name'), 'Paediatrics');
    await save();
    await expectToast('Error creating/edit tag. Try again. This tag already exists');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
