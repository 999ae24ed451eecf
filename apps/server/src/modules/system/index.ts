/**
 * System routes (health, readiness, version, the developer mail page). Imports the mail module (the outbox of /dev/mail) and server-values (the uploaded logo).
 */
export { systemRoutes } from './system.routes';
