/**
 * System routes (health, version). A leaf module.
 */
export { systemRoutes } from './system.routes';
