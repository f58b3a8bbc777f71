// The content module's face.
export { contentRoutes } from './routes.ts';
