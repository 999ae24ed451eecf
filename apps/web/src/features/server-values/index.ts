/**
 * Server values (spec 02 §7 admin/server-values; issue 20): the Admin screen under /admin/settings,
 * with the organisation details printed on tax invoices and the organisation logo (issue 30).
 */
export { ServerValuesAdmin } from './components/ServerValuesAdmin';
export { SupplierDetailsForm } from './components/SupplierDetailsForm';
export { SupplierLogoCard } from './components/SupplierLogoCard';
