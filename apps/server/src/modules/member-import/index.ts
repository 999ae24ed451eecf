export { memberImportRoutes } from './member-import.routes';
