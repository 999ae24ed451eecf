/**
 * Server values (tenant settings staff edit: support contact and the like). Depends on audit.
 */
export { serverValueRoutes } from './server-values.routes';
export { supportContact } from './server-values.service';
