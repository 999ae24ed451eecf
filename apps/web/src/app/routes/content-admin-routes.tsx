/**
 * Staff content authoring under the admin shell (issue #5, beyond the spec):
 * /admin/content → news list; /admin/content/{news|resources|pages} lists;
 * /admin/content/{kind}/new and /{kind}/{id} the form; /admin/content/taxonomy tags & categories.
 * Every page is lazy; the layout route lets in only users who may author content.
 */
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The /admin/content route (a child of the admin layout route). */
export function contentAdminRoutes(): RouteObject {
  return {
    path: 'content',
    element: lazyPage(() => import('../../pages/admin/content/ContentAdminLayoutPage')),
    children: [
      { index: true, element: <Navigate to="/admin/content/news" replace /> },
      {
        path: 'taxonomy',
        element: lazyPage(() => import('../../pages/admin/content/ContentTaxonomyPage'), 'Tags & categories'),
      },
      { path: ':kind', element: lazyPage(() => import('../../pages/admin/content/ContentListPage'), 'Content') },
      {
        path: ':kind/new',
        element: lazyPage(() => import('../../pages/admin/content/ContentEditPage'), 'New content'),
      },
      {
        path: ':kind/:id',
        element: lazyPage(() => import('../../pages/admin/content/ContentEditPage'), 'Edit content'),
      },
    ],
  };
}
