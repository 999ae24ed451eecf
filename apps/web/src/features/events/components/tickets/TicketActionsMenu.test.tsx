/** The ticket menu's "Download ticket (PDF)" (issue 30): saves the holder's ticket PDF, or says why not. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userTicket } from '../../../../test/fixtures/events';
import { expectToast } from '../../../../test/feedback';
import { answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { TicketActionsMenu } from './TicketActionsMenu';

const PDF = '/api/ticket/301/pdf';

afterEach(() => vi.restoreAllMocks());

async function choose(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'More: T-301' }));
  await user.click(await screen.findByText('Download ticket (PDF)'));
}

describe('TicketActionsMenu: Download ticket (PDF)', () => {
  it('fetches the ticket PDF with the download flag and saves it under the ticket number', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const requests = captureRequests('get', PDF, { ok: true });
    const { user } = renderWithProviders(
      <TicketActionsMenu ticketId={301} variant="more" ticket={userTicket()} label="T-301" />,
    );
    await choose(user);
    await waitFor(() => expect(saved).toEqual(['ticket-T-301.pdf']));
    expect(requests.map((r) => r.query)).toEqual([{ download: 'true' }]);
  });

  it("shows the server's message when the ticket cannot be downloaded", async () => {
    answerError('get', PDF, 404, { code: 'NOT_FOUND', message: 'Ticket not found.' });
    const { user } = renderWithProviders(
      <TicketActionsMenu ticketId={301} variant="more" ticket={userTicket()} label="T-301" />,
    );
    await choose(user);
    await expectToast('Ticket not found.');
  });
});
