/** Report a post or a comment (spec 02 §2, §3 reasons, §5, §6): the required message, the payload, the failure notice. */
import { COMMUNITY_MESSAGES, ReportReason } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import { answerError, captureRequests } from '../../../test/mock-api';
import { pasteInto, renderWithProviders, waitForDialogOpened } from '../../../test/render';
import { REPORT_TEXT } from '../constants';
import { ReportDialog, type ReportTarget } from './ReportDialog';

const POST_REPORT = '/api/v1/community/post/41/report';
const COMMENT_REPORT = '/api/v1/community/post/41/comment/7/report';

async function renderDialog(target: ReportTarget) {
  const onClose = vi.fn();
  const onReported = vi.fn();
  const view = renderWithProviders(<ReportDialog target={target} onClose={onClose} onReported={onReported} />);
  const dialog = screen.getByRole('dialog');
  // The dialog empties its form once it has opened (afterOpenChange): type after that.
  await waitForDialogOpened(dialog);
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: REPORT_TEXT.submit }));
  return { ...view, dialog, submit, onClose, onReported };
}

describe('ReportDialog', () => {
  it("asks for a message with the spec's wording and sends nothing", async () => {
    const posts = captureRequests('post', POST_REPORT, { id: 1, message: 'x' });
    const { user, submit, dialog } = await renderDialog({ kind: 'post', postId: 41 });
    expect(within(dialog).getByText(REPORT_TEXT.postTitle)).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText(REPORT_TEXT.message), '   ');
    await submit();
    expect(await screen.findByText(COMMUNITY_MESSAGES.reportReasonRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('reports a post with the default reason and the trimmed message', async () => {
    const posts = captureRequests('post', POST_REPORT, { id: 1, message: 'Spam link' });
    const { user, submit, onClose, onReported } = await renderDialog({ kind: 'post', postId: 41 });
    expect(screen.getByRole('radio', { name: 'Inappropriate content' })).toBeChecked();
    await pasteInto(user, screen.getByLabelText(REPORT_TEXT.message), '  Spam link ');
    await submit();
    await expectToast(COMMUNITY_MESSAGES.reportSubmitted);
    expect(posts.map((p) => p.body)).toEqual([{ type: ReportReason.InappropriateContent, message: 'Spam link' }]);
    expect(onReported).toHaveBeenCalledWith({ kind: 'post', postId: 41 });
    expect(onClose).toHaveBeenCalled();
  });

  it('reports a comment with the chosen reason to the comment route', async () => {
    const posts = captureRequests('post', COMMENT_REPORT, { id: 2, message: 'Shares a phone number' });
    const { user, submit, dialog } = await renderDialog({ kind: 'comment', postId: 41, commentId: 7 });
    expect(within(dialog).getByText(REPORT_TEXT.commentTitle)).toBeInTheDocument();
    await user.click(screen.getByText('Privacy content'));
    await pasteInto(user, screen.getByLabelText(REPORT_TEXT.message), 'Shares a phone number');
    await submit();
    await expectToast(COMMUNITY_MESSAGES.reportSubmitted);
    expect(posts.map((p) => p.body)).toEqual([{ type: ReportReason.PrivacyContent, message: 'Shares a phone number' }]);
  });

  it("names a refused report with the spec's title and the server's reason, and stays open", async () => {
    answerError('post', POST_REPORT, 409, { code: 'CONFLICT', message: 'You have already reported this post' });
    const { user, submit, onClose, onReported } = await renderDialog({ kind: 'post', postId: 41 });
    await pasteInto(user, screen.getByLabelText(REPORT_TEXT.message), 'Again');
    await submit();
    await expectErrorNotification(COMMUNITY_MESSAGES.reportFailed, 'You have already reported this post');
    expect(onClose).not.toHaveBeenCalled();
    expect(onReported).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('button', { name: REPORT_TEXT.submit })).toBeEnabled(),
    );
  });
});
