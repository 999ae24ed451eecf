/** Server values (spec 02 §7 admin/server-values; issue 20): the Admin screen under /admin/settings. */
export { ServerValuesAdmin } from './components/ServerValuesAdmin';
