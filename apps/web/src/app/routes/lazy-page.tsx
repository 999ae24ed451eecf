/**
 * Route-level code splitting (spec 01 §2; the sign-in first load stays small): every page is a
 * React.lazy component, so the entry holds only the router, providers and guards.
 */
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteGate } from '../route-gates';
import { RoutePage } from './RoutePage';

type PageModule = { default: ComponentType };

/** A lazily loaded page element with its title and optional gate. */
export function lazyPage(load: () => Promise<PageModule>, title?: string, gate?: RouteGate) {
  const Page = lazy(load);
  return (
    <RoutePage title={title} gate={gate}>
      <Page />
    </RoutePage>
  );
}

const UnderConstructionPage = lazy(() => import('../../pages/UnderConstructionPage'));

/** A route that shows the under-construction page (areas of later issues) behind an optional gate. */
export function placeholder(path: string, title: string, gate?: RouteGate): RouteObject {
  return {
    path,
    element: (
      <RoutePage title={title} gate={gate}>
        <UnderConstructionPage />
      </RoutePage>
    ),
  };
}

/** Index route with the under-construction page. */
export function placeholderIndex(title: string, gate?: RouteGate): RouteObject {
  return { index: true, element: placeholder('', title, gate).element };
}
