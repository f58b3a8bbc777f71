// The service-points module's face: its route. It owns no table; it asks the carriers.
export { servicePointRoutes } from './routes.ts';
