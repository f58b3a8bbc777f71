// The analytics module's face.
export { analyticsRoutes } from './routes.ts';
