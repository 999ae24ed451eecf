/**
 * Create or edit a post (spec 02 §4 Post, §5 Post validation, §7 POST/PUT community/post
 * multipart, §8 messages): the required title and content, the 150-character title, the multipart
 * bodies of a create (tags, type, files) and of an edit (removed attachments and cover, emptied
 * tags), the approval wording, and the failure notification with the server's reason.
 */
import { COMMUNITY_MESSAGES as M, PERMISSION_FLAGS, PostStatus } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import { communityPage, communityPost, postTag } from '../../../test/fixtures/communities';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { pasteInto, renderWithProviders, waitForDialogOpened } from '../../../test/render';
import { POST_TEXT } from '../constants';
import { PostComposerModal, type PostComposerProps } from './PostComposerModal';

const API = '/api/v1/community/post';
const splints = { path: 'posts/41/splints.pdf', name: 'splints.pdf', size: 2048 };

/** Renders the composer with what it reads answered (tags, the joined communities, the global flags). */
async function renderComposer(props: Partial<PostComposerProps> = {}) {
  answer('get', `${API}/tag`, { tags: [postTag], totalItemCount: 1 });
  answer('post', '/api/v1/community/getlist', communityPage([]));
  answer('get', '/api/v1/permission', Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(<PostComposerModal open onClose={onClose} onSaved={onSaved} {...props} />);
  const dialog = await screen.findByRole('dialog');
  await waitForDialogOpened(dialog);
  const editor = await within(dialog).findByRole('textbox', { name: POST_TEXT.content });
  const submit = () =>
    view.user.click(within(dialog).getByRole('button', { name: props.post ? POST_TEXT.save : POST_TEXT.publish }));
  return { ...view, dialog, editor, submit, onClose, onSaved };
}

/** The multipart body as [name, value] pairs (files by their name). */
const parts = (body: unknown) =>
  [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]);

describe('PostComposerModal: create', () => {
  it("refuses a post without title or content with the spec's messages", async () => {
    const posts = captureRequests('post', API, communityPost());
    const { dialog, submit, onClose } = await renderComposer({ communityId: 12 });
    expect(within(dialog).getByText(POST_TEXT.createPost)).toBeInTheDocument();
    await submit();
    expect(await within(dialog).findByText(M.postTitleRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(M.postContentRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks which community when none is given', async () => {
    const { dialog, submit } = await renderComposer();
    await submit();
    // The placeholder says it too: the field's error line is the one asserted.
    expect(
      await within(dialog).findByText(POST_TEXT.chooseCommunity, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
  });

  it('refuses a title over 150 characters', async () => {
    const { user, dialog, submit } = await renderComposer({ communityId: 12 });
    await pasteInto(user, within(dialog).getByLabelText(POST_TEXT.title), 'x'.repeat(151));
    await submit();
    expect(await within(dialog).findByText(M.maxLength150)).toBeInTheDocument();
  });

  it('posts the multipart post with its tag, type and file, then closes', async () => {
    const saved = communityPost({ id: 50, title: 'Casting' });
    const posts = captureRequests('post', API, saved);
    const { user, dialog, editor, submit, onClose, onSaved } = await renderComposer({ communityId: 12 });
    await user.type(within(dialog).getByLabelText(POST_TEXT.title), '  Casting ');
    await user.click(editor);
    await user.keyboard('Plaster or fibreglass?');
    await user.click(within(dialog).getByRole('combobox', { name: POST_TEXT.tags }));
    await user.click(await screen.findByTitle('Paediatrics'));
    await user.click(within(dialog).getByRole('combobox', { name: POST_TEXT.postType }));
    await user.click(await screen.findByTitle('Knowledge'));
    await user.upload(
      within(dialog).getByLabelText(POST_TEXT.attachments),
      new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' }),
    );
    await submit();

    await expectToast(M.created);
    expect(posts.map((p) => parts(p.body))).toEqual([
      [
        ['communityId', '12'],
        ['title', 'Casting'],
        ['body', '<p>Plaster or fibreglass?</p>'],
        ['type', '4'],
        ['tagIds', '7'],
        ['files', 'guide.pdf'],
      ],
    ]);
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(onClose).toHaveBeenCalled();
  });

  it('says the post waits for approval when the community requires it', async () => {
    answer('post', API, communityPost({ status: PostStatus.WaitForApproval }));
    const { user, dialog, editor, submit } = await renderComposer({ communityId: 12 });
    await user.type(within(dialog).getByLabelText(POST_TEXT.title), 'Casting');
    await user.click(editor);
    await user.keyboard('Question');
    await submit();
    await expectToast(M.createdWaiting);
  });

  it("notifies the failure with the spec's title and the server's reason, keeping the form", async () => {
    answerError('post', API, 403, { code: 'FORBIDDEN', message: 'This community is archived' });
    const { user, dialog, editor, submit, onClose } = await renderComposer({ communityId: 12 });
    await user.type(within(dialog).getByLabelText(POST_TEXT.title), 'Casting');
    await user.click(editor);
    await user.keyboard('Question');
    await submit();
    await expectErrorNotification(M.createPostFailed, 'This community is archived');
    expect(within(dialog).getByLabelText(POST_TEXT.title)).toHaveValue('Casting');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('PostComposerModal: edit', () => {
  const post = communityPost({
    imageUrl: 'https://cdn.example.org/cover.png',
    attachments: [{ id: 'a1', ...splints, type: 'application/pdf' }],
    tags: [{ id: 7, name: 'Paediatrics' }],
  });

  it('opens with the post and puts the removed attachment, cover and tags', async () => {
    const puts = captureRequests('put', `${API}/41`, post);
    const { user, dialog, submit, onClose } = await renderComposer({ post });
    expect(within(dialog).getByText(POST_TEXT.editPost)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(POST_TEXT.title)).toHaveValue('Splinting tips');
    await user.click(within(dialog).getByRole('button', { name: 'Remove splints.pdf' }));
    await user.click(within(dialog).getByRole('button', { name: new RegExp(POST_TEXT.removeCover) }));
    // Choosing the chosen tag again takes it off.
    await user.click(within(dialog).getByRole('combobox', { name: POST_TEXT.tags }));
    const [option] = (await screen.findAllByTitle('Paediatrics')).filter((el) => el.closest('.ant-select-dropdown'));
    await user.click(option);
    await submit();

    await expectToast(M.postEdited);
    // One part each: the kept text, no tag left, the removed file and the removed cover.
    expect(puts).toHaveLength(1);
    expect(Object.fromEntries(parts(puts[0].body))).toEqual({
      title: 'Splinting tips',
      body: '<p>Use thermoplastic.</p>',
      tagIds: '',
      attachmentsUrls: 'posts/41/splints.pdf',
      removeImage: 'true',
    });
    expect(parts(puts[0].body)).toHaveLength(5);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('notifies a failed edit with the edit wording', async () => {
    answerError('put', `${API}/41`, 409, { code: 'CONFLICT', message: 'The post was deleted' });
    const { submit } = await renderComposer({ post });
    await submit();
    await expectErrorNotification(POST_TEXT.editFailed, 'The post was deleted');
  });
});
