/**
 * Cancelling a ticket (spec 03 §4 Event ticket; §9 Cancellation terms; §8 messages).
 *
 * With the cancellation_terms_and_conditions sub-feature on, a terms dialog shows the four terms,
 * the refund the server computes for cancelling now (GET /api/ticket/{id}/refund-quote) and the
 * buttons Nominate Substitute (when allowed) and 'Request Refund' (paid ticket) or 'Cancel
 * Registration' (free). Without it, a direct confirmation asks with 'Refund' or 'Confirm'.
 * Success: 'Canceled successfully!' and the user's events are fetched again; failure: the server
 * message when given, else 'Failed to cancel ticket. Try again'.
 */
import { canUseSubModule, type UserTicket } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useShellContext } from '../../../../lib/shell-context';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { formatCurrency } from '../../../../lib/format';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { cancelTicket, refetchUserEvents, useRefundQuote } from '../../api/tickets';
import { CANCELLATION_TERMS, TICKET_TEXT } from '../../constants';
import { serverMessage } from '../../utils/ticket-errors';

export interface CancelTicketDialogProps {
  ticket: UserTicket;
  open: boolean;
  onClose: () => void;
  /** Opens the nominee form (terms dialog only). */
  onNominate: () => void;
}

function RefundLine({ ticket, open }: { ticket: UserTicket; open: boolean }) {
  const quote = useRefundQuote(ticket.ticketId, open && ticket.amount > 0);
  if (ticket.amount <= 0) return null;
  if (quote.isPending) return <Skeleton.Input active size="small" style={{ width: 200 }} />;
  if (!quote.data) return null;
  return quote.data.refundAmount > 0 ? (
    <Alert
      type="info"
      showIcon
      title={TICKET_TEXT.refundAmount(formatCurrency(quote.data.refundAmount))}
      data-testid="refund-amount"
    />
  ) : (
    <Alert type="warning" showIcon title={TICKET_TEXT.noRefund} data-testid="refund-amount" />
  );
}

/** The terms dialog or the direct confirmation, by the tenant's sub-feature. */
export function CancelTicketDialog({ ticket, open, onClose, onNominate }: CancelTicketDialogProps) {
  const queryClient = useQueryClient();
  const shell = useShellContext();
  const [busy, setBusy] = useState(false);
  const termsOn =
    !!shell && canUseSubModule(getCurrentTenant().features, 'events', 'cancellation_terms_and_conditions', shell.user);
  const paid = ticket.amount > 0;

  async function handleCancel() {
    setBusy(true);
    try {
      await cancelTicket(ticket.ticketId);
      toastSuccess(TICKET_TEXT.canceled);
      onClose();
      await refetchUserEvents(queryClient, ticket.eventId);
    } catch (error) {
      toastError(serverMessage(error) ?? TICKET_TEXT.cancelFailed);
    } finally {
      setBusy(false);
    }
  }

  if (termsOn) {
    return (
      <Modal
        open={open}
        onCancel={onClose}
        title={TICKET_TEXT.termsTitle}
        destroyOnHidden
        footer={
          <Space wrap>
            {ticket.canNominateSubstitute && <Button onClick={onNominate}>{TICKET_TEXT.nominateSubstitute}</Button>}
            <Button type="primary" danger loading={busy} onClick={handleCancel}>
              {paid ? TICKET_TEXT.requestRefund : TICKET_TEXT.cancelRegistration}
            </Button>
          </Space>
        }
      >
        <ul style={{ paddingLeft: 20, margin: '8px 0 16px' }}>
          {CANCELLATION_TERMS.map((term) => (
            <li key={term} style={{ marginBottom: 6 }}>
              {term}
            </li>
          ))}
        </ul>
        <RefundLine ticket={ticket} open={open} />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={TICKET_TEXT.cancelTitle}
      destroyOnHidden
      okText={paid ? TICKET_TEXT.refund : TICKET_TEXT.confirm}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={TICKET_TEXT.cancel}
      onOk={handleCancel}
    >
      <Typography.Paragraph>{paid ? TICKET_TEXT.refundQuestion : TICKET_TEXT.cancelQuestion}</Typography.Paragraph>
      <RefundLine ticket={ticket} open={open} />
    </Modal>
  );
}
