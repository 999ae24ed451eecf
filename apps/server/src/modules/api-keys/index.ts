/**
 * API keys (issue 31): the Admin routes, the lookup of a call's key and its audit row. Imports the
 * audit module only; the session hook (plugins/session.ts) uses `resolveApiKey` and `auditApiKeyCall`.
 */
export { apiKeyRoutes } from './api-keys.routes';
export {
  auditApiKeyCall,
  isApiKeyToken,
  resolveApiKey,
} from './api-keys.service';
