// The API keys module's face: the plugin (`app.apiKeys`), its routes, and what a key acting is.
export { apiKeysPlugin } from './plugin.ts';
export { apiKeyRoutes } from './routes.ts';
export type { ApiKeyCaller, ApiKeyService } from './service.ts';
