/**
 * Communities management, FAQ editor (spec 02 §2, §4 FAQ blocks, §5 "Please input the question!" /
 * "Please input the answer!", §7 admin/faq calls, §8 texts): the blocks from the list (deleted ones
 * to restore), "No changes to save", the new and edited blocks' checks and payloads, delete, restore,
 * and the failure wordings.
 */
import { MANAGEMENT_MESSAGES as M } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../../test/feedback';
import { faqItem, faqList } from '../../../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../../../test/mock-api';
import { renderWithProviders } from '../../../../../test/render';
import { FaqTab } from './FaqTab';

const API = '/api/v1/admin/faq';
const joining = faqItem(1, 'How do I join?', '<p>Ask to join on the community page.</p>');
const leaving = faqItem(2, 'How do I leave?', '<p>Use Leave.</p>', true);

/** Renders the tab over `items` and waits for the editor. */
async function renderFaq(items = [joining, leaving]) {
  const gets = captureRequests('get', API, faqList(items));
  const view = renderWithProviders(<FaqTab />);
  await screen.findByRole('heading', { name: 'Create frequently asked questions' });
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  /** Adds a block and fills the question and (when given) the answer. */
  const addBlock = async (question: string, answerText?: string) => {
    await view.user.click(screen.getByRole('button', { name: /Add question$/ }));
    const n = screen.getAllByRole('textbox', { name: /^New question \d+ question$/ }).length;
    if (question) await view.user.type(screen.getByRole('textbox', { name: `New question ${n} question` }), question);
    if (answerText) {
      await view.user.click(await screen.findByRole('textbox', { name: `New question ${n} answer` }));
      await view.user.keyboard(answerText);
    }
  };
  return { ...view, gets, save, addBlock };
}

describe('FaqTab', () => {
  it('shows a block per item, the deleted one marked and locked, asking for every item', async () => {
    const { gets } = await renderFaq();
    expect(screen.getByRole('textbox', { name: 'Question 1 question' })).toHaveValue('How do I join?');
    expect(await screen.findByRole('textbox', { name: 'Question 1 answer' })).toHaveTextContent(
      'Ask to join on the community page.',
    );
    expect(screen.getByRole('textbox', { name: 'Question 2 question' })).toBeDisabled();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore How do I leave?' })).toBeInTheDocument();
    expect(gets[0].query).toEqual({ page: '1', pageSize: '1000' });
  });

  it('says there are no FAQ yet', async () => {
    await renderFaq([]);
    expect(screen.getByText('There are no FAQ', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('shows the loading state, the failure and loads again on retry', async () => {
    answer('get', API, faqList([joining]));
    failNextLoad(API);
    const { user } = renderWithProviders(<FaqTab />);
    expectLoading();
    await expectFailureThenRetry(user, {
      title: 'Error during loading FAQ list.',
      loaded: 'Create frequently asked questions',
    });
  });

  it('says "No changes to save" and sends nothing when nothing changed', async () => {
    const posts = captureRequests('post', API, faqList([]));
    const { save } = await renderFaq();
    await save();
    expect(await screen.findByText(M.noChangesToSave)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("refuses a new block without question or answer with the spec's messages", async () => {
    const posts = captureRequests('post', API, faqList([]));
    const { save, addBlock } = await renderFaq();
    await addBlock('');
    await save();
    expect(await screen.findByText(M.faqQuestionRequired)).toBeInTheDocument();
    expect(screen.getByText(M.faqAnswerRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('posts the new blocks together, trimmed, and clears them after saving', async () => {
    const posts = captureRequests('post', API, faqList([]));
    const { save, addBlock } = await renderFaq([]);
    await addBlock('  Who moderates? ', 'The community admins.');
    await save();
    await expectToast('Successfully saved');
    expect(posts.map((p) => p.body)).toEqual([
      { faQs: [{ name: 'Who moderates?', description: '<p>The community admins.</p>' }] },
    ]);
    await waitFor(() => expect(screen.queryByText('New question 1')).not.toBeInTheDocument());
  });

  it('discards a new block before saving', async () => {
    const { user, addBlock } = await renderFaq([]);
    await addBlock('Draft');
    await user.click(screen.getByRole('button', { name: 'Discard new question 1' }));
    expect(screen.queryByRole('textbox', { name: 'New question 1 question' })).not.toBeInTheDocument();
    expect(screen.getByText('There are no FAQ', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('puts an edited item with its kept answer', async () => {
    const puts = captureRequests('put', `${API}/1`, joining);
    const { user, save } = await renderFaq();
    await user.type(screen.getByRole('textbox', { name: 'Question 1 question' }), ' Who may?');
    await save();
    await expectToast('Successfully saved');
    expect(puts.map((p) => p.body)).toEqual([
      { name: 'How do I join? Who may?', description: '<p>Ask to join on the community page.</p>' },
    ]);
  });

  it('refuses an edited item whose question was emptied', async () => {
    const puts = captureRequests('put', `${API}/1`, joining);
    const { user, save } = await renderFaq();
    await user.clear(screen.getByRole('textbox', { name: 'Question 1 question' }));
    await save();
    expect(await screen.findByText(M.faqQuestionRequired)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it("names the server's reason when saving fails", async () => {
    answerError('post', API, 400, { code: 'VALIDATION', message: 'Too many questions' });
    const { save, addBlock } = await renderFaq([]);
    await addBlock('Who moderates?', 'The admins.');
    await save();
    await expectToast('Error during saving: Too many questions');
    expect(screen.getByRole('textbox', { name: 'New question 1 question' })).toHaveValue('Who moderates?');
  });

  it('deletes an item and restores a deleted one at once', async () => {
    const deletes = captureRequests('delete', `${API}/1`, { ...joining, isDeleted: true });
    const restores = captureRequests('put', `${API}/2/restore`, { ...leaving, isDeleted: false });
    const { user } = await renderFaq();
    await user.click(screen.getByRole('button', { name: 'Delete How do I join?' }));
    await expectToast('Successfuly deleted');
    await user.click(screen.getByRole('button', { name: 'Restore How do I leave?' }));
    await expectToast('Successfuly restored');
    expect(deletes).toHaveLength(1);
    expect(restores).toHaveLength(1);
  });

  it("names the server's reason when a delete fails", async () => {
    answerError('delete', `${API}/1`, 404, { code: 'NOT_FOUND', message: 'FAQ not found' });
    const { user } = await renderFaq();
    await user.click(screen.getByRole('button', { name: 'Delete How do I join?' }));
    await expectToast('Error during deleting: FAQ not found');
  });
});
