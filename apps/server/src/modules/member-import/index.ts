/**
 * The staff member import (CSV upload, preview, apply, undo). Depends on members, files, audit.
 */
export { memberImportRoutes } from './member-import.routes';
