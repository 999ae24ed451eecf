/**
 * Member CSV import (issue 23) at /admin/users/import: upload, column mapping, dry run, apply,
 * the batch's members, past imports and undo.
 */
export { MemberImportGate } from './components/MemberImportGate';
export { MemberImportView } from './components/MemberImportView';
export { MEMBER_IMPORT_PATH } from './constants';
