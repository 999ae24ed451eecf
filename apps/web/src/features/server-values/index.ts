/**
 * Server values (spec 02 §7 admin/server-values; issue 20): the Admin screen under /admin/settings,
 * with the organisation details printed on tax invoices (issue 30).
 */
export { ServerValuesAdmin } from './components/ServerValuesAdmin';
export { SupplierDetailsForm } from './components/SupplierDetailsForm';
