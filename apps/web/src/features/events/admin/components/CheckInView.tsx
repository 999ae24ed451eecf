/**
 * Check-in at the door (issue 22): staff scan the ticket's QR code with the device camera
 * (CameraScanner: the ticket is found by its number and checked in at once) or search a holder by
 * name, email or ticket number and check the ticket in. A ticket checks in once; a second try shows
 * the server's message.
 */
import { ArrowLeftOutlined, CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import type { EventAttendee } from '@portal/shared';
import { Button, Empty, Input, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../../components/PageContainer';
import { QueryStateBody } from '../../../../components/QueryStateBody';
import { reportFailure, toastError, toastSuccess } from '../../../../lib/feedback';
import { formatDate } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/hooks/useDebouncedValue';
import { findTicketByNumber, useAdminEvent, useAttendees, useCheckIn } from '../api/events-admin';
import { EVENTS_ADMIN_BASE, TEXT } from '../constants';
import { CameraScanner } from './CameraScanner';
import styles from './events-admin.module.css';

export function CheckInView({ eventId }: { eventId: number }) {
  const event = useAdminEvent(eventId);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const list = useAttendees(
    eventId,
    { search: term || undefined, status: 'Active', page: 1, limit: 20 },
    term.length >= 2,
  );
  const checkIn = useCheckIn(eventId);
  const [pending, setPending] = useState<number | null>(null);

  if (event.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (event.isError) return <Result status="404" title={TEXT.eventNotFound} />;

  async function handleCheckIn(a: EventAttendee) {
    setPending(a.ticketId);
    try {
      await checkIn.mutateAsync(a.ticketId);
      toastSuccess(TEXT.checkInDone(a.holderName));
    } catch (error) {
      reportFailure(error);
    } finally {
      setPending(null);
    }
  }

  /** A scanned QR code carries the ticket number: find that Active ticket and check it in. */
  async function handleScan(code: string) {
    setSearch(code);
    try {
      const ticket = await findTicketByNumber(eventId, code);
      if (!ticket) toastError(TEXT.scannedUnknown(code));
      else if (ticket.checkedInAt) toastError(TEXT.scannedAlready(ticket.holderName));
      else await handleCheckIn(ticket);
    } catch (error) {
      reportFailure(error);
    }
  }

  return (
    <PageContainer title={`${TEXT.checkIn}: ${event.data.title}`}>
      <Link to={`${EVENTS_ADMIN_BASE}/${eventId}`} className={styles.backLink}>
        <ArrowLeftOutlined aria-hidden="true" /> Back to the event
      </Link>
      <CameraScanner onCode={handleScan} />
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          placeholder={TEXT.searchAttendees}
          aria-label={TEXT.searchAttendees}
          allowClear
          autoFocus
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className={styles.panel}>
        {term.length < 2 ? (
          <Empty className={styles.empty} description="Type at least 2 characters of a name, email or ticket number" />
        ) : (
          <QueryStateBody
            query={list}
            skeletonRows={4}
            isEmpty={(data) => data.data.length === 0}
            empty={<Empty className={styles.empty} description={TEXT.noMatches} />}
          >
            {(data) => (
              <ul className={styles.checkInList} aria-label="Matching tickets">
                {data.data.map((a) => (
                  <li key={a.ticketId} className={styles.checkInRow}>
                    <div className={styles.titleCell}>
                      <strong>{a.holderName}</strong>
                      <div className={styles.muted}>{`${a.ticketNumber} · ${a.ticketType} · ${a.holderEmail}`}</div>
                    </div>
                    {a.checkedInAt ? (
                      <Tag color="green">{`${TEXT.checkedIn} ${formatDate(a.checkedInAt, 'HH:mm')}`}</Tag>
                    ) : (
                      <Button
                        type="primary"
                        icon={pending === a.ticketId ? <LoadingOutlined /> : <CheckOutlined />}
                        disabled={pending !== null}
                        onClick={() => handleCheckIn(a)}
                        aria-label={`Check in ${a.holderName}`}
                      >
                        Check in
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </QueryStateBody>
        )}
      </div>
    </PageContainer>
  );
}
