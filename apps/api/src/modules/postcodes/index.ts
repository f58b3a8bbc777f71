// The postcodes module's face.
export { postcodeRoutes } from './routes.ts';
