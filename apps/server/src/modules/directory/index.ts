export { COUNTRY_OPTIONS, fieldOptionsFor, STATE_OPTIONS } from './onboarding.options';
export { listedFor } from './directory.repository';
export { directoryRoutes } from './directory.routes';
