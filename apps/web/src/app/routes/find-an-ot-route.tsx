/**
 * The public /find-an-ot page (issue 16, beyond the spec): opens with or without a session. Its
 * providers (the query cache, the tenant's antd theme) and skeleton come with its code
 * (FindAnOtRoute.tsx), so the sign-in page's first load does not carry them (issue 33).
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { FIND_AN_OT_PUBLIC_PATH } from '../guards';

const FindAnOtRoute = lazy(() => import('./FindAnOtRoute'));

let findAnOtRoute: RouteObject | null = null;

/** /find-an-ot (built once); the router's Suspense shows the splash while its code loads. */
export function buildFindAnOtRoute(): RouteObject {
  findAnOtRoute ??= { path: FIND_AN_OT_PUBLIC_PATH.slice(1), element: <FindAnOtRoute /> };
  return findAnOtRoute;
}
