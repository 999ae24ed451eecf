/**
 * The member-only pages' route (spec 03 §2: shown with the layout hidden). It sits outside the
 * shell, so it brings the query cache itself. Loaded lazily, and the page itself comes with the
 * rest of the content area (pages/content/index.ts), as before.
 */
import { lazy } from 'react';
import { QueryProvider } from '../QueryProvider';

const MemberPagesPage = lazy(() => import('../../pages/content').then((pages) => ({ default: pages.MemberPagesPage })));

/** The page inside the app's QueryClientProvider. */
export default function MemberPagesRoute() {
  return (
    <QueryProvider>
      <MemberPagesPage />
    </QueryProvider>
  );
}
