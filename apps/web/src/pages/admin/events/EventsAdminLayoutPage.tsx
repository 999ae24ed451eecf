/** /admin/events/* layout route (issue 22): only staff. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { EventsAdminGate } from '../../../features/events';

export default function EventsAdminLayoutPage() {
  return (
    <EventsAdminGate>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </EventsAdminGate>
  );
}
