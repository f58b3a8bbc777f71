// The analytics module's face.
export { analyticsPlugin } from './plugin.ts';
export { analyticsRoutes } from './routes.ts';
