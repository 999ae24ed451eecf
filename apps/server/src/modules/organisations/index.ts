export { locationOf } from './organisations.presenter';
export { findOrganisation, organisationNamePage } from './organisations.repository';
export { organisationRoutes } from './organisations.routes';
