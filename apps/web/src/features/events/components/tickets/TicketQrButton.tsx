/**
 * A ticket's QR code for check-in at the door (issue 22): a button that opens a dialog with the QR
 * code of the ticket number (drawn in the browser with the `qrcode` library, loaded on first use),
 * which the staff check-in page finds. The same code is attached to the confirmation mail.
 */
import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Modal, Skeleton } from 'antd';
import { useEffect, useState } from 'react';

export function TicketQrButton({ ticketNumber }: { ticketNumber: string }) {
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!open || src) return;
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(ticketNumber, { margin: 2, width: 240, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [open, src, ticketNumber]);
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<QrcodeOutlined />}
        aria-label={`QR code of ticket ${ticketNumber}`}
        onClick={() => setOpen(true)}
      />
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={`Ticket ${ticketNumber}`} width={320}>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          {src ? (
            <img src={src} width={240} height={240} alt={`QR code of ticket ${ticketNumber}`} />
          ) : (
            <Skeleton.Image active style={{ width: 240, height: 240 }} />
          )}
          <span>Show this code at the door.</span>
        </div>
      </Modal>
    </>
  );
}
