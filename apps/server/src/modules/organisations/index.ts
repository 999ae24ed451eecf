/**
 * Organisations (employers, the find-an-organisation lookup). A leaf module.
 */
export { locationOf } from './organisations.presenter';
export { findOrganisation, organisationNamePage } from './organisations.repository';
export { organisationRoutes } from './organisations.routes';
