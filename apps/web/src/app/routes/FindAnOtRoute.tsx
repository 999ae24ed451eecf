/**
 * The /find-an-ot route's element: its own query client provider and the tenant's theme around the
 * page, with a page skeleton while the page's code loads. Loaded lazily (find-an-ot-route.tsx).
 */
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../components/PageSkeleton';
import { QueryProvider } from '../QueryProvider';
import { ThemeProvider } from '../ThemeProvider';
import { RoutePage } from './RoutePage';

const FindAnOt = lazy(() => import('../../pages/preferences/FindAnOtPage'));

/** The themed, query-backed Find an OT page. */
export default function FindAnOtRoute() {
  return (
    <QueryProvider>
      <ThemeProvider>
        <RoutePage title="Find an OT">
          <Suspense fallback={<PageSkeleton />}>
            <FindAnOt />
          </Suspense>
        </RoutePage>
      </ThemeProvider>
    </QueryProvider>
  );
}
