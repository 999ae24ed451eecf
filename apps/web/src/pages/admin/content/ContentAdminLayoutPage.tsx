/** /admin/content/* layout route (issue #5 staff authoring): only users who may author content. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { ContentAdminGate } from '../../../features/content';

export default function ContentAdminLayoutPage() {
  return (
    <ContentAdminGate>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </ContentAdminGate>
  );
}
