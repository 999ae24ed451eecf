/**
 * Routes of the CPD area (spec 03 §2 CPD): /cpd (home), /cpd/tracker-page, /cpd/enrolled-page,
 * /cpd/all-courses, and this portal's own record pages /cpd/records/new and /cpd/records/{id}/edit
 * and the staff compliance list /cpd/compliance (issue 16). Every screen loads lazily from one module
 * (pages/cpd/index.ts); the parent route carries the cpd feature gate.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

type CpdPages = typeof import('../../pages/cpd/index');

const load = <K extends keyof CpdPages>(name: K) =>
  import('../../pages/cpd/index').then((pages) => ({ default: pages[name] as React.ComponentType }));

function page(name: keyof CpdPages, title: string) {
  return lazyPage(() => load(name), title);
}

const Layout = lazy(() => load('CpdLayoutPage'));

/** Children of /cpd. */
export function buildCpdRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: page('CpdHomePage', 'CPD') },
        { path: 'tracker-page', element: page('CpdTrackerPage', 'CPD Tracker') },
        { path: 'enrolled-page', element: page('EnrolledCoursesPage', 'Enrolled courses') },
        { path: 'all-courses', element: page('AllCoursesPage', 'All courses') },
        { path: 'records/new', element: page('NewCpdRecordPage', 'Add CPD record') },
        { path: 'records/:id/edit', element: page('EditCpdRecordPage', 'Edit CPD record') },
        { path: 'compliance', element: page('CpdCompliancePage', 'CPD compliance') },
        { path: '*', element: lazyPage(() => import('../../pages/NotFoundPage'), 'Page not found') },
      ],
    },
  ];
}
