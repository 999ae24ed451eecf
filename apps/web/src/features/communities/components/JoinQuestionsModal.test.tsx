/**
 * The questions step of joining a private community (spec 02 §2 Join flow, §5 "This field is
 * required" / "Please upload a file.", uploads pdf… up to 5 MB): one field per question, the
 * answers and files handed on, the file checks, and the load failure with retry.
 */
import { COMMUNITY_MESSAGES, JoinQuestionListResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { fixture } from '../../../test/fixtures';
import { answer, answerError } from '../../../test/mock-api';
import { renderWithProviders, waitForDialogOpened } from '../../../test/render';
import { JOIN_TEXT } from '../constants';
import { type JoinAnswers, JoinQuestionsModal } from './JoinQuestionsModal';

const API = '/api/v1/community/12/join/question';
const PRACTICE = 'Where do you practise?';
const REGISTRATION = 'Upload your registration';
const questions = fixture(JoinQuestionListResponseSchema, {
  communityQuestions: [
    { id: 5, text: PRACTICE, isRequiredAssets: false },
    { id: 6, text: REGISTRATION, isRequiredAssets: true },
  ],
  totalItemCount: 2,
});
const pdf = (name = 'registration.pdf', bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });

async function renderModal() {
  const onSubmit = vi.fn<(answers: JoinAnswers) => void>();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <JoinQuestionsModal communityId={12} open busy={false} onSubmit={onSubmit} onCancel={onCancel} />,
  );
  const dialog = await screen.findByRole('dialog');
  await waitForDialogOpened(dialog);
  const send = () => view.user.click(within(dialog).getByRole('button', { name: JOIN_TEXT.send }));
  return { ...view, dialog, send, onSubmit, onCancel };
}

describe('JoinQuestionsModal', () => {
  it("refuses an empty answer and a missing file with the spec's messages", async () => {
    answer('get', API, questions);
    const { dialog, send, onSubmit } = await renderModal();
    expect(await within(dialog).findByLabelText(PRACTICE)).toBeInTheDocument();
    await send();
    expect(await within(dialog).findByText(COMMUNITY_MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(COMMUNITY_MESSAGES.uploadFile)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on the trimmed text answer and the one file by question', async () => {
    answer('get', API, questions);
    const { user, dialog, send, onSubmit } = await renderModal();
    await user.type(await within(dialog).findByLabelText(PRACTICE), '  Newtown clinic ');
    const file = pdf();
    await user.upload(within(dialog).getByLabelText(REGISTRATION), file);
    expect(within(dialog).getByText('registration.pdf')).toBeInTheDocument();
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      answers: [{ questionId: 5, answer: 'Newtown clinic' }],
      files: [{ questionId: 6, file }],
    });
  });

  it('refuses a file of another type or over 5 MB, and takes one file only', async () => {
    answer('get', API, questions);
    const { user, dialog } = await renderModal();
    const input = await within(dialog).findByLabelText(REGISTRATION);
    // A person can pick "All files" in the browser's dialog: the accept list is only a hint.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'run.exe'));
    await expectToast(`run.exe: ${COMMUNITY_MESSAGES.fileTypeNotAllowed}`);
    await user.upload(input, pdf('big.pdf', 5 * 1024 * 1024 + 1));
    await expectToast(`big.pdf: ${COMMUNITY_MESSAGES.fileTooLarge}`);
    expect(within(dialog).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();

    await user.upload(input, pdf());
    expect(within(dialog).getByRole('button', { name: /Upload file/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove registration.pdf' }));
    expect(within(dialog).getByRole('button', { name: /Upload file/ })).toBeEnabled();
  });

  it('says the questions could not be loaded and loads them again on retry', async () => {
    answer('get', API, questions);
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'Not allowed' }, { once: true });
    const { user, dialog } = await renderModal();
    expect(await within(dialog).findByText(JOIN_TEXT.termsLoadFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: JOIN_TEXT.send })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText(PRACTICE)).toBeInTheDocument();
  });

  it('cancels without handing anything on', async () => {
    answer('get', API, questions);
    const { user, dialog, onSubmit, onCancel } = await renderModal();
    await user.click(within(dialog).getByRole('button', { name: JOIN_TEXT.cancel }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
