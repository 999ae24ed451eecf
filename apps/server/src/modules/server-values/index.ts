export { serverValueRoutes } from './server-values.routes';
export { supportContact } from './server-values.service';
