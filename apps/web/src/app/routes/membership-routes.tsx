/**
 * Settings routes of issue #15 (spec 03 §2 Settings pages in scope): membership-profile,
 * brand-assets (members only), invoices, invoice/{id} and cancel-membership, each behind its
 * feature gate. The screens load lazily from one module (pages/membership/index.ts).
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

type MembershipPages = typeof import('../../pages/membership/index');

function page(name: keyof MembershipPages, title: string, gate: Parameters<typeof lazyPage>[2]) {
  return lazyPage(
    () => import('../../pages/membership/index').then((pages) => ({ default: pages[name] as React.ComponentType })),
    title,
    gate,
  );
}

/** The five settings routes, in the order of the placeholders they replace. */
export function membershipRoutes(): Record<'profile' | 'brandAssets' | 'invoices' | 'invoice' | 'cancel', RouteObject> {
  return {
    profile: {
      path: 'membership-profile',
      element: page('MembershipProfilePage', 'Membership profile', { parent: 'settings', sub: 'membership_profile' }),
    },
    brandAssets: {
      path: 'brand-assets',
      element: page('BrandAssetsPage', 'Brand assets', { parent: 'settings', sub: 'brand_assets' }),
    },
    invoices: {
      path: 'invoices',
      element: page('InvoicesPage', 'Invoices', { parent: 'activities_and_billing', sub: 'invoices' }),
    },
    invoice: {
      path: 'invoice/:id',
      element: page('InvoicePage', 'Invoice', { parent: 'activities_and_billing', sub: 'invoices' }),
    },
    cancel: {
      path: 'cancel-membership',
      element: page('CancelMembershipPage', 'Cancel my Membership', { parent: 'settings', sub: 'cancel_membership' }),
    },
  };
}
