/** /admin/events/new and /admin/events/{id}: the event form (issue 22). */
import { Skeleton } from 'antd';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { PageContainer } from '../../../components/PageContainer';
import { EventForm, useAdminEvent } from '../../../features/events';

export default function EventEditPage() {
  const { id } = useParams();
  const eventId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const event = useAdminEvent(eventId);
  if (id === undefined) return <EventForm />;
  if (eventId === undefined || event.isError) return <NotFound />;
  if (event.isPending)
    return (
      <PageContainer>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  return <EventForm key={event.data.id} event={event.data} />;
}
