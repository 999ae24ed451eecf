/**
 * The dialogs of one ticket: cancel (terms dialog or direct confirmation), nominate a substitute
 * (from the terms dialog) and dietary requirements (spec 03 §4 Event ticket).
 */
import type { UserTicket } from '@portal/shared';
import { CancelTicketDialog } from './CancelTicketDialog';
import { DietaryModal } from './DietaryModal';
import { NominateSubstituteModal } from './NominateSubstituteModal';

export type TicketDialog = 'cancel' | 'nominate' | 'dietary' | null;

/** Renders whichever dialog is open for the ticket. */
export function TicketDialogs({
  ticket,
  dialog,
  onChange,
}: {
  ticket: UserTicket;
  dialog: TicketDialog;
  onChange: (next: TicketDialog) => void;
}) {
  const close = () => onChange(null);
  return (
    <>
      <CancelTicketDialog
        ticket={ticket}
        open={dialog === 'cancel'}
        onClose={close}
        onNominate={() => onChange('nominate')}
      />
      {ticket.canNominateSubstitute && (
        <NominateSubstituteModal ticket={ticket} open={dialog === 'nominate'} onClose={close} />
      )}
      <DietaryModal ticket={ticket} open={dialog === 'dietary'} onClose={close} />
    </>
  );
}
