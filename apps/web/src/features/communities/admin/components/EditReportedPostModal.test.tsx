/**
 * Edit of a reported post in place (spec 02 §2 Reported posts "Edit", §7 PUT community/post/{id}
 * multipart, §8 "Post edited successfully" / "Error editing post. Try again."): the kept title and
 * body, the required title and content, the multipart body, and the failure wording.
 */
import { COMMUNITY_MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { communityPost } from '../../../../test/fixtures/communities';
import { answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders, waitForDialogOpened } from '../../../../test/render';
import { EditReportedPostModal } from './EditReportedPostModal';

const API = '/api/v1/community/post/41';
const post = { id: 41, title: 'Splinting tips', body: '<p>Use thermoplastic.</p>' };

async function renderModal() {
  const onClose = vi.fn();
  const view = renderWithProviders(<EditReportedPostModal communityId={12} post={post} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  await waitForDialogOpened(dialog);
  const editor = await within(dialog).findByRole('textbox', { name: 'Post content' });
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...view, dialog, editor, save, onClose };
}

/** The multipart body as [name, value] pairs. */
const parts = (body: unknown) => [...(body as FormData).entries()].map(([k, v]) => [k, String(v)]);

describe('EditReportedPostModal', () => {
  it('opens with the post title and content', async () => {
    const { dialog, editor } = await renderModal();
    expect(within(dialog).getByText('Edit post')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Splinting tips');
    expect(editor).toHaveTextContent('Use thermoplastic.');
  });

  it("refuses an empty title with the spec's message and sends nothing", async () => {
    const puts = captureRequests('put', API, communityPost());
    const { user, dialog, save, onClose } = await renderModal();
    await user.clear(within(dialog).getByLabelText('Title'));
    await save();
    expect(await within(dialog).findByText(COMMUNITY_MESSAGES.postTitleRequired)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the trimmed title and the edited content as multipart, then closes', async () => {
    const puts = captureRequests('put', API, communityPost({ title: 'Splinting tips (edited)' }));
    const { user, dialog, editor, save, onClose } = await renderModal();
    await user.type(within(dialog).getByLabelText('Title'), ' (edited)  ');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}Use a warm bath first.');
    await save();
    await expectToast('Post edited successfully');
    expect(puts.map((p) => parts(p.body))).toEqual([
      [
        ['title', 'Splinting tips (edited)'],
        ['body', '<p>Use a warm bath first.</p>'],
      ],
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("names the server's reason when the edit fails and stays open", async () => {
    answerError('put', API, 403, { code: 'FORBIDDEN', message: 'The post is frozen' });
    const { save, onClose } = await renderModal();
    await save();
    await expectToast('Error editing post. Try again. The post is frozen');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
  });
});
