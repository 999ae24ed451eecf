/**
 * The ticket menu of a card or ticket row (spec 03 §2 Events home: the 'Going' dropdown offers
 * 'Cancel registration' and 'Dietary & special requirements'; Attending: "A More menu with cancel
 * and dietary actions"). The ticket (GET /api/ticket/{id}) loads when the menu first opens; Cancel
 * is offered only when the ticket says it can be cancelled (spec 03 §4). "Download ticket (PDF)"
 * (issue 30) saves GET /api/ticket/{id}/pdf: the ticket with its QR code.
 */
import { CheckOutlined, DownOutlined, MoreOutlined } from '@ant-design/icons';
import type { UserTicket } from '@portal/shared';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef, useState } from 'react';
import { saveBlob } from '../../../../lib/download';
import { reportFailure } from '../../../../lib/feedback';
import { fetchBlob } from '../../api/events';
import { useTicket } from '../../api/tickets';
import { EVENTS_TEXT } from '../../constants';
import { TicketDialogs, type TicketDialog } from './TicketDialogs';

export interface TicketActionsMenuProps {
  ticketId: number;
  /** 'going': a "Going" button with a caret; 'more': a "More" icon button. */
  variant: 'going' | 'more';
  /** The ticket when already loaded (details page rows). */
  ticket?: UserTicket;
  /** Accessible name suffix (e.g. the event title or ticket number). */
  label?: string;
}

/** The dropdown and its dialogs. */
export function TicketActionsMenu({ ticketId, variant, ticket: given, label }: TicketActionsMenuProps) {
  const [touched, setTouched] = useState(false);
  const [dialog, setDialog] = useState<TicketDialog>(null);
  // The dialog gives the focus back to what had it when it opened: the trigger, not the gone menu item.
  const triggerRef = useRef<HTMLButtonElement>(null);
  const loaded = useTicket(given ? null : touched ? ticketId : null);
  const ticket: UserTicket | undefined = given ?? loaded.data;
  const canCancel = ticket ? ticket.canCancel : false;

  async function downloadPdf() {
    try {
      const blob = await fetchBlob(`/api/ticket/${ticketId}/pdf`, { download: 'true' });
      saveBlob(blob, `ticket-${ticket?.ticketNumber ?? ticketId}.pdf`);
    } catch (error) {
      reportFailure(error);
    }
  }

  // Items are live at once: a dialog chosen before the ticket has loaded opens when it arrives.
  const items: MenuProps['items'] = [
    { key: 'pdf', label: EVENTS_TEXT.downloadTicketPdf },
    ...(!ticket || canCancel ? [{ key: 'cancel', label: EVENTS_TEXT.cancelRegistration, danger: true }] : []),
    { key: 'dietary', label: EVENTS_TEXT.dietary },
  ];

  const trigger =
    variant === 'going' ? (
      <Button
        ref={triggerRef}
        size="small"
        icon={<CheckOutlined />}
        aria-label={label ? `${EVENTS_TEXT.going}: ${label}` : EVENTS_TEXT.going}
      >
        {EVENTS_TEXT.going} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    ) : (
      <Button
        ref={triggerRef}
        size="small"
        shape="circle"
        icon={<MoreOutlined />}
        aria-label={label ? `${EVENTS_TEXT.more}: ${label}` : EVENTS_TEXT.more}
      />
    );

  return (
    <>
      <Dropdown
        trigger={['click']}
        autoFocus
        placement="bottomRight"
        onOpenChange={(open) => {
          if (open) setTouched(true);
        }}
        menu={{
          items,
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            // An Enter that chose the item is used up here: without motion (prefers-reduced-motion) the
            // dialog opens and takes the focus within the same key press, and the Enter's default
            // action would then press the dialog's first button and close it at once.
            domEvent.preventDefault();
            triggerRef.current?.focus();
            if (key === 'pdf') void downloadPdf();
            else setDialog(key === 'cancel' ? 'cancel' : 'dietary');
          },
        }}
      >
        {trigger}
      </Dropdown>
      {ticket && <TicketDialogs ticket={ticket} dialog={dialog} onChange={setDialog} />}
    </>
  );
}
