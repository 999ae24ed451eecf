/** Nominate a substitute (spec 03 §4 Event ticket, §5 Nominee, §8): the rules, the digits-only mobile, the payload, failure. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { userTicket } from '../../../../test/fixtures/events';
import { answerError, captureRequests } from '../../../../test/mock-api';
import { pasteInto, renderWithProviders } from '../../../../test/render';
import { NOMINEE_TEXT, TICKET_TEXT } from '../../constants';
import { NominateSubstituteModal } from './NominateSubstituteModal';

const API = '/api/ticket/nominatesubstitute';

function renderModal(ticket = userTicket()) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const view = renderWithProviders(<NominateSubstituteModal ticket={ticket} open onClose={onClose} onDone={onDone} />);
  const dialog = screen.getByRole('dialog');
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: TICKET_TEXT.nominateSubstitute }));
  const fill = async () => {
    await pasteInto(view.user, screen.getByLabelText(NOMINEE_TEXT.title), 'Dr');
    await pasteInto(view.user, screen.getByLabelText(NOMINEE_TEXT.name), 'Grace Hopper');
    await pasteInto(view.user, screen.getByLabelText(NOMINEE_TEXT.email), 'grace@example.org');
    await view.user.type(screen.getByLabelText(NOMINEE_TEXT.mobile), '0400 123-456');
  };
  return { ...view, dialog, submit, fill, onClose, onDone };
}

describe('NominateSubstituteModal', () => {
  it("shows the spec's four required messages and sends nothing", async () => {
    const posts = captureRequests('post', API, userTicket());
    const { submit } = renderModal();
    await submit();
    expect(await screen.findByText(NOMINEE_TEXT.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(NOMINEE_TEXT.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(NOMINEE_TEXT.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(NOMINEE_TEXT.mobileRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('refuses a malformed email, a name over 150 and a mobile over 15 digits', async () => {
    const { user, submit } = renderModal();
    await pasteInto(user, screen.getByLabelText(NOMINEE_TEXT.email), 'grace@');
    await pasteInto(user, screen.getByLabelText(NOMINEE_TEXT.name), 'n'.repeat(151));
    await pasteInto(user, screen.getByLabelText(NOMINEE_TEXT.mobile), '1234567890123456');
    await submit();
    expect(await screen.findByText(NOMINEE_TEXT.emailInvalid)).toBeInTheDocument();
    expect(await screen.findByText(NOMINEE_TEXT.maxLength)).toBeInTheDocument();
    expect(await screen.findByText(NOMINEE_TEXT.mobileMax)).toBeInTheDocument();
  });

  it('strips non-digits from the mobile as typed and posts the nominee for the ticket', async () => {
    const posts = captureRequests('post', API, userTicket());
    const { submit, fill, onClose, onDone } = renderModal();
    await fill();
    expect(screen.getByLabelText(NOMINEE_TEXT.mobile)).toHaveValue('0400123456');
    await submit();
    await expectToast(TICKET_TEXT.nominated);
    expect(posts.map((p) => p.body)).toEqual([
      {
        ticketId: 301,
        nomineeTitle: 'Dr',
        nomineeName: 'Grace Hopper',
        nomineeEmail: 'grace@example.org',
        nomineeMobile: '0400123456',
        nomineeOrgName: null,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(onDone).toHaveBeenCalled();
  });

  it('starts from the current nominee, keeping the organisation it has no field for', async () => {
    const nominee = {
      nomineeTitle: 'Ms',
      nomineeName: 'Mary Jackson',
      nomineeEmail: 'mary@example.org',
      nomineeMobile: '0411000111',
      nomineeOrgName: 'NACA',
    };
    const posts = captureRequests('post', API, userTicket({ nominee }));
    const { submit } = renderModal(userTicket({ nominee }));
    expect(screen.getByLabelText(NOMINEE_TEXT.name)).toHaveValue('Mary Jackson');
    await submit();
    await expectToast(TICKET_TEXT.nominated);
    expect(posts.map((p) => p.body)).toEqual([{ ticketId: 301, ...nominee }]);
  });

  it("names a failed nomination with the spec's title and the server's reason, staying open", async () => {
    answerError('post', API, 400, { code: 'VALIDATION_ERROR', message: 'A nominee cannot be yourself' });
    const { submit, fill, onClose, onDone } = renderModal();
    await fill();
    await submit();
    await expectErrorNotification(TICKET_TEXT.nominateFailed, 'A nominee cannot be yourself');
    expect(onClose).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
