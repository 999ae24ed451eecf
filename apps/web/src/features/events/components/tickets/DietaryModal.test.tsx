/** A ticket's dietary & special requirements (spec 03 §4 Event ticket, §5 Dietary form, §8): options, payload, failures. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { userTicket } from '../../../../test/fixtures/events';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { pasteInto, renderWithProviders } from '../../../../test/render';
import { TICKET_TEXT } from '../../constants';
import { DietaryModal } from './DietaryModal';

const OPTIONS = '/api/value/dietaryrequirements';
const API = '/api/ticket/update';
const dietaryOptions = [
  { value: 'Vegetarian', label: 'Vegetarian' },
  { value: 'Gluten free', label: 'Gluten free' },
];

function renderModal(ticket = userTicket()) {
  const onClose = vi.fn();
  const view = renderWithProviders(<DietaryModal ticket={ticket} open onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  const save = () => view.user.click(within(dialog).getByRole('button', { name: TICKET_TEXT.save }));
  return { ...view, dialog, save, onClose };
}

describe('DietaryModal', () => {
  it('posts the chosen options and the trimmed texts for the ticket', async () => {
    answer('get', OPTIONS, dietaryOptions);
    const posts = captureRequests('post', API, userTicket({ dietaryRequirements: ['Gluten free'] }));
    const { user, save, onClose } = renderModal();
    await user.click(screen.getByRole('combobox', { name: TICKET_TEXT.dietaryLabel }));
    await user.click(await screen.findByText('Gluten free'));
    await pasteInto(user, screen.getByLabelText(TICKET_TEXT.otherDietaryLabel), ' No nuts ');
    await pasteInto(user, screen.getByLabelText(TICKET_TEXT.accessibilityLabel), 'Wheelchair access');
    await save();
    await expectToast(TICKET_TEXT.changed);
    expect(posts.map((p) => p.body)).toEqual([
      {
        ticketId: 301,
        dietaryRequirements: ['Gluten free'],
        otherDietaryRequirement: 'No nuts',
        accessibilityRequirement: 'Wheelchair access',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends an emptied list and emptied texts as null', async () => {
    answer('get', OPTIONS, dietaryOptions);
    const posts = captureRequests('post', API, userTicket());
    const { user, save } = renderModal(
      userTicket({
        dietaryRequirements: ['Vegetarian'],
        otherDietaryRequirement: 'No nuts',
        accessibilityRequirement: null,
      }),
    );
    const tag = (await screen.findByText('Vegetarian')).closest('.ant-select-selection-item') as HTMLElement;
    await user.click(tag.querySelector('.ant-select-selection-item-remove') as HTMLElement);
    await user.clear(screen.getByLabelText(TICKET_TEXT.otherDietaryLabel));
    await save();
    await expectToast(TICKET_TEXT.changed);
    expect(posts.map((p) => p.body)).toEqual([
      { ticketId: 301, dietaryRequirements: null, otherDietaryRequirement: null, accessibilityRequirement: null },
    ]);
  });

  it('refuses texts over 500 characters and sends nothing', async () => {
    answer('get', OPTIONS, dietaryOptions);
    const posts = captureRequests('post', API, userTicket());
    const { user, save } = renderModal();
    await pasteInto(user, screen.getByLabelText(TICKET_TEXT.accessibilityLabel), 'x'.repeat(501));
    await save();
    expect(await screen.findByText('Max length is 500 symbols')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("names a failed change with the spec's title and the server's reason, staying open", async () => {
    answer('get', OPTIONS, dietaryOptions);
    answerError('post', API, 409, { code: 'CONFLICT', message: 'The event has started' });
    const { save, onClose } = renderModal();
    await save();
    await expectErrorNotification(TICKET_TEXT.changeFailed, 'The event has started');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("names a failed options load with the spec's title", async () => {
    answerError('get', OPTIONS, 403, { code: 'FORBIDDEN', message: 'Options are private' });
    renderModal();
    await expectErrorNotification(TICKET_TEXT.dietaryOptionsFailed, 'Options are private');
  });
});
