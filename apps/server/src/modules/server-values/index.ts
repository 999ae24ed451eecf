/**
 * Server values (tenant settings staff edit: support contact and the like; the organisation details
 * printed on tax invoices and the organisation's uploaded logo on documents and mails, issue 30).
 * Depends on audit and files.
 */
export { serverValueRoutes } from './server-values.routes';
export { supplierDetails, supportContact } from './server-values.service';
export { documentBrand, siteLogo } from './site-logo.service';
