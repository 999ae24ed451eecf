/**
 * System routes (health, readiness, version, the developer mail page). Imports only the mail module (the outbox of /dev/mail).
 */
export { systemRoutes } from './system.routes';
