/**
 * The member directory (spec 03 §3): the privacy SQL twin `listedFor` other member lists use, and
 * the tenant's member-field options (onboarding dropdowns, expertise areas, address lists). Depends on
 * organisations.
 */
export { COUNTRY_OPTIONS, fieldOptionsFor, STATE_OPTIONS } from './onboarding.options';
export { listedFor } from './directory.repository';
export { directoryRoutes } from './directory.routes';
