/** Account details, workflow style (spec 01 §3 Workflow profile; issue 14): the server's fields, their messages, the save payload. */
import { MESSAGES } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast, findFormBanner } from '../../../../test/feedback';
import { workflowForm } from '../../../../test/fixtures/account';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { WorkflowAccountDetails } from './WorkflowAccountDetails';

const API = '/api/user/details';

async function openEditor() {
  answer('get', API, workflowForm());
  const view = renderWithProviders(<WorkflowAccountDetails />);
  await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByLabelText('First Name');
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, save };
}

describe('WorkflowAccountDetails', () => {
  it('lists the fields the server answers, in its order and wording', async () => {
    answer('get', API, workflowForm({ Mobile: '0400 111 222' }));
    renderWithProviders(<WorkflowAccountDetails />);
    expect(await screen.findByText('0400 111 222')).toBeInTheDocument();
    const labels = [...document.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent);
    expect(labels).toEqual(['First Name', 'Last Name', 'Title', 'Email', 'Mobile']);
  });

  it("shows the spec's messages for emptied first and last names and sends nothing", async () => {
    const posts = captureRequests('post', API, workflowForm());
    const { user, save } = await openEditor();
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), '   ');
    await save();
    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('keeps the email read only', async () => {
    await openEditor();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('posts every field as {Id, EntityId, Value} and returns to view mode with the answer', async () => {
    const posts = captureRequests('post', API, workflowForm({ Title: 'Prof', Mobile: '0400 111 222' }));
    const { user, save } = await openEditor();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Prof');
    await user.type(screen.getByLabelText('Mobile'), '0400 111 222');
    await save();
    await expectToast('Your account details have been saved.');
    expect(posts.map((p) => p.body)).toEqual([
      {
        workflowFormFields: [
          { Id: 'field-1', EntityId: 'entity-1', Value: 'Ada' },
          { Id: 'field-2', EntityId: 'entity-1', Value: 'Lovelace' },
          { Id: 'field-3', EntityId: 'entity-1', Value: 'Prof' },
          { Id: 'field-4', EntityId: 'entity-1', Value: 'ada@example.org' },
          { Id: 'field-5', EntityId: 'entity-1', Value: '0400 111 222' },
        ],
      },
    ]);
    expect(await screen.findByText('Prof')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("puts a 400's field error under the field the server named", async () => {
    answerError('post', API, 400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [{ field: 'field-5', message: 'Mobile must be an Australian number' }],
    });
    const { user, save } = await openEditor();
    await user.type(screen.getByLabelText('Mobile'), '12');
    await save();
    expect(await screen.findByText('Mobile must be an Australian number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a refusal without a field as a banner', async () => {
    answerError('post', API, 403, { code: 'FORBIDDEN', message: 'Details are locked during renewal' });
    const { save } = await openEditor();
    await save();
    expect(await findFormBanner()).toHaveTextContent('Details are locked during renewal');
  });

  it('leaves a 500 to the error notification, still editing', async () => {
    answerError('post', API, 500, { code: 'INTERNAL', message: 'Workflow engine down' });
    const { save } = await openEditor();
    await save();
    await expectErrorNotification('Workflow engine down');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });
});
