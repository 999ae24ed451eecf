/**
 * An event's attendees for staff (issue 22): search (name, email, ticket number, substitute), the
 * tickets with holder, type, status, dietary and accessibility needs, substitute and check-in; the
 * CSV export; the dietary summary a caterer needs; the waitlist (offers with their expiry, then the
 * line in order).
 */
import { ArrowLeftOutlined, DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { type EventAttendee, WAITLIST_MESSAGES } from '@portal/shared';
import { Button, Empty, Input, Result, Skeleton, type TableProps, Tag } from 'antd';
import { ResponsiveTable } from '../../../../components/ResponsiveTable';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../../components/PageContainer';
import { formatCurrency, formatDateLong } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/hooks/useDebouncedValue';
import { useIsDesktop } from '../../../../lib/hooks/useMediaQuery';
import {
  downloadAttendeesCsv,
  useAdminEvent,
  useAttendees,
  useDietarySummary,
  useStaffWaitlist,
} from '../api/events-admin';
import { ATTENDEES_PAGE_SIZE, EVENTS_ADMIN_BASE, TEXT } from '../constants';
import { formatWhen } from '../utils/format';
import styles from './events-admin.module.css';
import { reportFailure } from '../../../../lib/feedback';
import { QueryStateBody } from '../../../../components/QueryStateBody';

function needs(a: EventAttendee): string {
  return [...a.dietaryRequirements, a.otherDietaryRequirement, a.accessibilityRequirement].filter(Boolean).join('; ');
}

/** The open waitlist (issue 22): who is offered a seat until when, then the line in order. */
function WaitlistSection({ eventId }: { eventId: number }) {
  const waitlist = useStaffWaitlist(eventId);
  return (
    <section className={styles.card} aria-labelledby="waitlist-title" data-testid="staff-waitlist">
      <h2 id="waitlist-title">{TEXT.waitlist}</h2>
      <QueryStateBody
        query={waitlist}
        skeletonRows={1}
        isEmpty={(d) => d.entries.length === 0}
        empty={<p className={styles.muted}>{WAITLIST_MESSAGES.empty}</p>}
      >
        {(data) => (
          <ol className={styles.waitlist}>
            {data.entries.map((e) => (
              <li key={`${e.ticketPriceId}-${e.accountId}`}>
                <strong>{e.name}</strong>
                <div className={styles.muted}>{e.email}</div>
                <div className={styles.rowMeta}>
                  <span>{e.ticketPriceName}</span>
                  {e.status === 'offered' ? (
                    <Tag color="gold">{`Offered until ${formatDateLong(e.offerExpiresAt)}`}</Tag>
                  ) : (
                    <Tag>{`Waiting, number ${e.position}`}</Tag>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryStateBody>
    </section>
  );
}

export function AttendeesView({ eventId }: { eventId: number }) {
  const event = useAdminEvent(eventId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useAttendees(eventId, { search: debounced || undefined, page, limit: ATTENDEES_PAGE_SIZE });
  const diet = useDietarySummary(eventId);
  const isDesktop = useIsDesktop();
  const [exporting, setExporting] = useState(false);

  if (event.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (event.isError) return <Result status="404" title={TEXT.eventNotFound} />;

  async function handleExport() {
    if (!event.data) return;
    setExporting(true);
    try {
      await downloadAttendeesCsv(eventId, event.data.title);
    } catch (error) {
      reportFailure(error);
    } finally {
      setExporting(false);
    }
  }

  const columns: TableProps<EventAttendee>['columns'] = [
    {
      key: 'holder',
      title: 'Holder',
      render: (_, a) => (
        <div className={styles.titleCell}>
          <strong>{a.holderName}</strong>
          <div className={styles.muted}>{a.holderEmail}</div>
          {!isDesktop && (
            <div className={styles.rowMeta}>
              <span>{`${a.ticketNumber} · ${a.ticketType}`}</span>
              {a.attendanceStatus === 'Removed' ? <Tag color="red">Cancelled</Tag> : null}
              {a.checkedInAt ? <Tag color="green">{TEXT.checkedIn}</Tag> : null}
              {needs(a) && <span className={styles.muted}>{needs(a)}</span>}
            </div>
          )}
        </div>
      ),
    },
    ...(isDesktop
      ? [
          { key: 'number', title: 'Ticket', render: (_: unknown, a: EventAttendee) => a.ticketNumber },
          {
            key: 'type',
            title: 'Ticket type',
            render: (_: unknown, a: EventAttendee) => `${a.ticketType} (${formatCurrency(a.amount)})`,
          },
          {
            key: 'status',
            title: 'Status',
            render: (_: unknown, a: EventAttendee) => (
              <>
                {a.attendanceStatus === 'Removed' ? <Tag color="red">Cancelled</Tag> : <Tag>Active</Tag>}
                {a.checkedInAt && <Tag color="green">{TEXT.checkedIn}</Tag>}
              </>
            ),
          },
          {
            key: 'needs',
            title: 'Dietary and accessibility',
            render: (_: unknown, a: EventAttendee) => needs(a) || '—',
          },
          { key: 'substitute', title: 'Substitute', render: (_: unknown, a: EventAttendee) => a.substitute ?? '—' },
        ]
      : []),
  ];

  return (
    <PageContainer
      title={`${TEXT.attendees}: ${event.data.title}`}
      extra={
        <Button
          icon={exporting ? <LoadingOutlined /> : <DownloadOutlined />}
          disabled={exporting}
          onClick={handleExport}
        >
          {TEXT.exportCsv}
        </Button>
      }
    >
      <Link to={`${EVENTS_ADMIN_BASE}/${eventId}`} className={styles.backLink}>
        <ArrowLeftOutlined aria-hidden="true" /> Back to the event
      </Link>
      <p className={styles.muted}>{formatWhen(event.data)}</p>
      <section className={styles.card} aria-labelledby="dietary-summary">
        <h2 id="dietary-summary">{TEXT.dietary}</h2>
        <QueryStateBody query={diet} skeletonRows={1}>
          {(data) => (
            <>
              <p>{`${data.activeTickets} active tickets; ${data.withoutRequirements} without dietary requirements.`}</p>
              <div className={styles.summary}>
                {data.counts.map((c) => (
                  <Tag key={c.requirement}>{`${c.requirement}: ${c.count}`}</Tag>
                ))}
              </div>
              {data.other.length > 0 && (
                <p>{`Other: ${data.other.map((o) => `${o.text} (${o.ticketNumber})`).join('; ')}`}</p>
              )}
              {data.accessibility.length > 0 && (
                <p>{`Accessibility: ${data.accessibility.map((o) => `${o.text} (${o.ticketNumber})`).join('; ')}`}</p>
              )}
            </>
          )}
        </QueryStateBody>
      </section>
      <WaitlistSection eventId={eventId} />
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          placeholder={TEXT.searchAttendees}
          aria-label={TEXT.searchAttendees}
          allowClear
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <div className={styles.panel}>
        <QueryStateBody
          query={list}
          skeletonRows={6}
          isEmpty={(d) => d.data.length === 0}
          empty={<Empty className={styles.empty} description={debounced ? TEXT.noMatches : TEXT.noAttendees} />}
        >
          {(data) => (
            <ResponsiveTable<EventAttendee>
              rowKey="ticketId"
              columns={columns}
              dataSource={data.data}
              pagination={{
                current: page,
                pageSize: ATTENDEES_PAGE_SIZE,
                total: data.meta.total_count,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: setPage,
              }}
            />
          )}
        </QueryStateBody>
      </div>
    </PageContainer>
  );
}
