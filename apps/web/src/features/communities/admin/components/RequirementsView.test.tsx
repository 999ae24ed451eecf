/**
 * Membership requirements (spec 02 §2, §4 "The terms-requirement toggle saves immediately", §5
 * Terms and Join question, §8 messages): the terms text and its switch, the editor's empty check and
 * payload, the join questions list with add, edit and delete, and the read-only page without
 * commentEdit.
 */
import {
  AdminQuestionListResponseSchema,
  AdminTermsSchema,
  COMMUNITY_ADMIN_MESSAGES as M,
  COMMUNITY_PERMISSION_FLAGS,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { fixture } from '../../../../test/fixtures';
import { communityDetails } from '../../../../test/fixtures/communities';
import { expectFailureThenRetry, failNextLoad } from '../../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { clickWhenEnabled, renderWithProviders, waitForDialogOpened } from '../../../../test/render';
import { RequirementsView } from './RequirementsView';

const ADMIN = '/api/v1/admin/community/12';
const TERMS = `${ADMIN}/terms`;
const QUESTIONS = `${ADMIN}/question`;
const READ_ONLY = COMMUNITY_PERMISSION_FLAGS.filter((f) => f !== 'commentEdit');

const terms = (agreement: string | null, isRequireAgreement = false) =>
  fixture(AdminTermsSchema, { agreement, isRequireAgreement });
const questions = (...rows: { id: number; text: string; isRequiredAssets: boolean }[]) =>
  fixture(AdminQuestionListResponseSchema, { communityQuestions: rows, totalItemCount: rows.length });
const textQuestion = { id: 5, text: 'Where do you practise?', isRequiredAssets: false };
const fileQuestion = { id: 6, text: 'Upload your registration', isRequiredAssets: true };

/** Renders the page on `tab` for a private, visible community unless `community` says otherwise. */
function renderRequirements(
  tab: 'terms' | 'join-questions',
  { granted, community }: { granted?: typeof READ_ONLY; community?: { isPublic?: boolean; isVisible?: boolean } } = {},
) {
  answer('get', '/api/v1/community/12', communityDetails(granted, { isPublic: false, ...community }));
  return renderWithProviders(<RequirementsView id={12} tab={tab} />, {
    route: '/admin/community/12/requirements',
  });
}

describe('RequirementsView: terms and conditions', () => {
  it('shows the saved terms and whether members must accept them', async () => {
    answer('get', TERMS, terms('<p>Be kind.</p>', true));
    renderRequirements('terms');
    expect(await screen.findByText('Be kind.')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.getByLabelText('Members must accept the terms and conditions to join')).toBeInTheDocument();
  });

  it('says when no terms were added yet, and when they could not be loaded', async () => {
    answer('get', TERMS, terms(null));
    const first = renderRequirements('terms');
    expect(await screen.findByText(M.noTerms)).toBeInTheDocument();
    first.unmount();
    first.queryClient.clear();
    answerError('get', TERMS, 403, { code: 'FORBIDDEN', message: 'Staff only' });
    renderRequirements('terms');
    expect(await screen.findByText(M.agreementLoadFailed)).toBeInTheDocument();
  });

  it('saves the requirement switch at once', async () => {
    answer('get', TERMS, terms('<p>Be kind.</p>'));
    const puts = captureRequests('put', TERMS, terms('<p>Be kind.</p>', true));
    const { user } = renderRequirements('terms');
    await user.click(await screen.findByRole('switch'));
    await expectToast(M.agreementSaved);
    expect(puts.map((p) => p.body)).toEqual([{ isRequireAgreement: true }]);
  });

  it('says when the switch could not be saved', async () => {
    answer('get', TERMS, terms('<p>Be kind.</p>'));
    answerError('put', TERMS, 409, { code: 'CONFLICT', message: 'Changed meanwhile' });
    const { user } = renderRequirements('terms');
    await user.click(await screen.findByRole('switch'));
    await expectToast(M.agreementSaveFailed);
  });

  it('refuses empty terms with "Content cannot be empty." and sends nothing', async () => {
    answer('get', TERMS, terms(null));
    const puts = captureRequests('put', TERMS, terms('<p>x</p>'));
    const { user } = renderRequirements('terms');
    await user.click(await screen.findByRole('button', { name: 'Edit terms' }));
    await screen.findByRole('textbox', { name: 'Terms and conditions' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.contentEmpty)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('puts the edited terms as HTML and shows the text again', async () => {
    answer('get', TERMS, terms(null));
    const puts = captureRequests('put', TERMS, terms('<p>Respect privacy</p>'));
    const { user } = renderRequirements('terms');
    await user.click(await screen.findByRole('button', { name: 'Edit terms' }));
    await user.click(await screen.findByRole('textbox', { name: 'Terms and conditions' }));
    await user.keyboard('Respect privacy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(M.agreementSaved);
    expect(puts.map((p) => p.body)).toEqual([{ agreement: '<p>Respect privacy</p>' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it('names the server reason when the terms could not be saved, keeping the editor open', async () => {
    answer('get', TERMS, terms('<p>Be kind.</p>'));
    answerError('put', TERMS, 400, { code: 'VALIDATION', message: 'Too long' });
    const { user } = renderRequirements('terms');
    await user.click(await screen.findByRole('button', { name: 'Edit terms' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save agreement. Too long');
    expect(screen.getByRole('textbox', { name: 'Terms and conditions' })).toHaveTextContent('Be kind.');
  });

  it('is read-only without the settings permission', async () => {
    answer('get', TERMS, terms('<p>Be kind.</p>'));
    renderRequirements('terms', { granted: READ_ONLY });
    expect(await screen.findByText('Be kind.')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit terms' })).not.toBeInTheDocument();
  });

  it('goes to the join questions address when that tab is chosen', async () => {
    answer('get', TERMS, terms(null));
    answer('get', QUESTIONS, questions());
    const { user } = renderRequirements('terms');
    await user.click(await screen.findByRole('tab', { name: 'Join questions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/community/12/requirements/join-questions');
  });
});

describe('RequirementsView: join questions', () => {
  /** Opens the question dialog with `button` and waits until it can be typed into. */
  async function openDialog(user: ReturnType<typeof renderRequirements>['user'], button: HTMLElement) {
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitForDialogOpened(dialog);
    return dialog;
  }

  it('lists the questions with their kind of answer, asking for the first 100', async () => {
    const gets = captureRequests('get', QUESTIONS, questions(textQuestion, fileQuestion));
    renderRequirements('join-questions');
    expect(await screen.findByText('Where do you practise?')).toBeInTheDocument();
    expect(screen.getByText('Text answer')).toBeInTheDocument();
    expect(screen.getByText('File answer')).toBeInTheDocument();
    expect(gets[0].query).toEqual({ page: '1', pageSize: '100' });
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', QUESTIONS, questions(textQuestion));
    failNextLoad(QUESTIONS);
    const { user } = renderRequirements('join-questions');
    await expectFailureThenRetry(user, { loaded: 'Where do you practise?' });
  });

  it('offers Add question only for a private, visible community, saying why otherwise', async () => {
    answer('get', QUESTIONS, questions());
    const { user } = renderRequirements('join-questions', { community: { isPublic: true } });
    expect(await screen.findByText(M.noData, { selector: '.ant-empty-description' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add question' });
    expect(add).toBeDisabled();
    await user.hover(add.parentElement as HTMLElement);
    expect(await screen.findByText(M.questionsOnlyPrivateVisible)).toBeInTheDocument();
  });

  it('adds a question: required text, then the file flag in the payload', async () => {
    answer('get', QUESTIONS, questions());
    const posts = captureRequests('post', QUESTIONS, questions(fileQuestion));
    const { user } = renderRequirements('join-questions');
    const dialog = await openDialog(user, await screen.findByRole('button', { name: 'Add question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.questionRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Question'), '  Upload your registration ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'The answer is a file (one file required)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(M.questionAdded);
    expect(posts.map((p) => p.body)).toEqual([
      { communityQuestions: [{ text: 'Upload your registration', isRequiredAssets: true }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a question from its saved text', async () => {
    answer('get', QUESTIONS, questions(textQuestion));
    const puts = captureRequests('put', `${QUESTIONS}/5`, { ...textQuestion, text: 'Where do you work?' });
    const { user } = renderRequirements('join-questions');
    await screen.findByText('Where do you practise?');
    const dialog = await openDialog(user, screen.getByRole('button', { name: 'Edit' }));
    const field = within(dialog).getByLabelText('Question');
    expect(field).toHaveValue('Where do you practise?');
    await user.clear(field);
    await user.type(field, 'Where do you work?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(M.questionEdited);
    expect(puts.map((p) => p.body)).toEqual([{ text: 'Where do you work?', isRequiredAssets: false }]);
  });

  it('keeps the dialog open with the spec message when adding fails', async () => {
    answer('get', QUESTIONS, questions());
    answerError('post', QUESTIONS, 400, { code: 'VALIDATION', message: 'Too many questions' });
    const { user } = renderRequirements('join-questions');
    const dialog = await openDialog(user, await screen.findByRole('button', { name: 'Add question' }));
    await user.type(within(dialog).getByLabelText('Question'), 'Why join?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(M.questionAddFailed);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a question only after the confirmation', async () => {
    answer('get', QUESTIONS, questions(textQuestion, fileQuestion));
    const deletes = captureRequests('delete', `${QUESTIONS}/:qid`, { success: true });
    const { user } = renderRequirements('join-questions');
    const row = (await screen.findByText('Where do you practise?')).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const [title] = await screen.findAllByText('Delete this question?');
    await clickWhenEnabled(
      user,
      within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await expectToast(M.questionDeleted);
    expect(deletes.map((d) => d.params.qid)).toEqual(['5']);
  });

  it('shows no edit or delete without the settings permission', async () => {
    answer('get', QUESTIONS, questions(textQuestion));
    renderRequirements('join-questions', { granted: READ_ONLY });
    expect(await screen.findByText('Where do you practise?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add question' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
