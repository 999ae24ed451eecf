/**
 * Server values (tenant settings staff edit: support contact and the like; the organisation details printed on tax invoices, issue 30). Depends on audit.
 */
export { serverValueRoutes } from './server-values.routes';
export { supplierDetails, supportContact } from './server-values.service';
