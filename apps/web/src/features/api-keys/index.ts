/** API keys (issue 31): the Admin screen under /admin/api-keys. */
export { ApiKeysAdmin } from './components/ApiKeysAdmin';
