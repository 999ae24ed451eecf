/** Dietary & special requirements (spec 01 §3 Dietary, §5, §8; issue 14). */
import { MESSAGES, RequirementsSchema } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { fixture } from '../../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { RequirementsForm } from './RequirementsForm';

const API = '/api/user/requirements';
const saved = fixture(RequirementsSchema, {
  dietaryRequirements: ['Vegetarian'],
  otherDietaryRequirement: null,
  accessibilityRequirement: 'Step-free access',
});

function renderForm() {
  answer('get', '/api/value/dietaryrequirements', [
    { value: 'Vegetarian', label: 'Vegetarian' },
    { value: 'Vegan', label: 'Vegan' },
  ]);
  return renderWithProviders(<RequirementsForm />);
}

describe('RequirementsForm (the default tenant shows the dietary select)', () => {
  it('fills the form from the saved answer and posts the edited values', async () => {
    answer('get', API, saved);
    const posts = captureRequests('post', API, saved);
    const { user } = renderForm();
    expect(await screen.findByDisplayValue('Step-free access')).toBeInTheDocument();
    expect(screen.getByTitle('Vegetarian')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Other dietary requirements'), '  No nuts ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(MESSAGES.dietarySaved);
    expect(posts.map((p) => p.body)).toEqual([
      {
        dietaryRequirements: ['Vegetarian'],
        otherDietaryRequirement: 'No nuts',
        accessibilityRequirement: 'Step-free access',
      },
    ]);
  });

  it('sends an empty dietary list and empty texts as null', async () => {
    answer('get', API, saved);
    const posts = captureRequests('post', API, saved);
    const { user } = renderForm();
    await screen.findByDisplayValue('Step-free access');
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Backspace}');
    await user.keyboard('{Escape}');
    await user.clear(screen.getByLabelText('Accessibility requirements'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({
      dietaryRequirements: null,
      otherDietaryRequirement: null,
      accessibilityRequirement: null,
    });
  });

  it('shows the failure notification when saving fails', async () => {
    answer('get', API, saved);
    answerError('post', API, 400, { code: 'VALIDATION_ERROR', message: 'Invalid request' });
    const { user } = renderForm();
    await screen.findByDisplayValue('Step-free access');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectErrorNotification(MESSAGES.dietarySaveFailed, null);
  });

  it('says something went wrong when the requirements cannot be loaded, and retries', async () => {
    answer('get', API, saved);
    answerError('get', API, 404, { code: 'NOT_FOUND', message: 'Not found' }, { once: true });
    const { user } = renderForm();
    expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('Step-free access')).toBeInTheDocument();
  });
});
