/**
 * Event details (spec 03 §2 Event details; §7 GET /api/Event/{id}, GET /api/user/event/{id}/tickets;
 * §8 'Error deleting post. Try again.' on a load failure, kept as the spec writes it). Opening the
 * page sends the engagement event viewEvent (fire and forget). The page handles a return from a
 * cancelled checkout (?checkout=cancelled), which reloads the seats. A cancelled event (issue 22)
 * says so above its header and takes no registration; the lists leave cancelled events out.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { canUseSubModule } from '@portal/shared';
import { Alert, Card, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useShellContext } from '../../../../lib/shell-context';
import { LinkButton } from '../../../../components/LinkButton';
import { PageContainer } from '../../../../components/PageContainer';
import { errorMessage, isApiError } from '../../../../lib/errors';
import { notifyError } from '../../../../lib/feedback';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { trackEngagement } from '../../../../lib/engagement';
import { useEventDetails } from '../../api/events';
import { useUserTickets } from '../../api/tickets';
import { DETAILS_TEXT, EVENTS_MENU, EVENTS_PATHS } from '../../constants';
import { EventAttachments } from './EventAttachments';
import { EventHeaderCard } from './EventHeaderCard';
import { EventSections } from './EventSections';
import { RegistrationCard } from './RegistrationCard';
import styles from './details.module.css';

/** The details page of /events/{id}. */
export function EventDetailsView() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0 ? id : undefined;
  const shell = useShellContext();
  const details = useEventDetails(validId);
  const tickets = useUserTickets(validId);
  const attachmentsOn = !!shell && canUseSubModule(getCurrentTenant().features, 'events', 'attachments', shell.user);

  useEffect(() => {
    if (validId) trackEngagement({ eventType: 'viewEvent', entityId: String(validId) });
  }, [validId]);

  // The tab title carries the event's name (issue 22), as news and community pages do.
  const eventTitle = details.data?.title;
  useEffect(() => {
    if (eventTitle) document.title = `${eventTitle} | ${getCurrentTenant().shortName}`;
  }, [eventTitle]);

  useEffect(() => {
    if (details.error && !isApiError(details.error, 404)) {
      notifyError({ title: DETAILS_TEXT.loadError, description: errorMessage(details.error), durationSeconds: 4.5 });
    }
  }, [details.error]);

  const back = (
    <LinkButton to={EVENTS_PATHS.discoverAll} icon={<ArrowLeftOutlined />} className={styles.back}>
      {EVENTS_MENU.discover}
    </LinkButton>
  );

  if (!validId || (details.error && isApiError(details.error, 404))) {
    return (
      <PageContainer>
        <Result status="404" title="Event not found." extra={back} />
      </PageContainer>
    );
  }
  if (details.error) {
    return (
      <PageContainer>
        <Result status="error" title={DETAILS_TEXT.loadError} subTitle={errorMessage(details.error)} extra={back} />
      </PageContainer>
    );
  }
  const event = details.data;
  return (
    <PageContainer>
      <div className={styles.page}>
        {back}
        {!event ? (
          <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        ) : (
          <>
            {event.status === 'cancelled' && (
              <Alert
                type="error"
                showIcon
                role="alert"
                data-testid="event-cancelled"
                title={DETAILS_TEXT.cancelledTitle}
                description={DETAILS_TEXT.cancelledText}
              />
            )}
            <EventHeaderCard event={event} />
            <div className={styles.columns}>
              <div className={styles.mainColumn}>
                <EventSections event={event} />
                {attachmentsOn && <EventAttachments eventId={event.id} />}
              </div>
              <aside className={styles.side}>
                <RegistrationCard event={event} tickets={tickets.data?.tickets ?? (tickets.isError ? [] : undefined)} />
              </aside>
            </div>
          </>
        )}
      </div>
    </PageContainer>
  );
}
