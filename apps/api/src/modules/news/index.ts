// The news module's face: the plugin (`app.news`).
export { newsPlugin } from './plugin.ts';
export { newsRoutes } from './routes.ts';
export type { NewsService } from './service.ts';
