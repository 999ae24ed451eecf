/**
 * The membership, brand-asset, cancel-membership and invoice screens (issue #15) as one lazily
 * loaded module (like pages/content: one dynamic import for the area).
 */
export { default as BrandAssetsPage } from './BrandAssetsPage';
export { default as CancelMembershipPage } from './CancelMembershipPage';
export { default as InvoicePage } from './InvoicePage';
export { default as InvoicesPage } from './InvoicesPage';
export { default as MembershipProfilePage } from './MembershipProfilePage';
