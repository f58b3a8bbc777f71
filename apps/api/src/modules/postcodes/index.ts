// The postcodes module's face: its route and the city of a postcode for other modules.
export { postcodeCities } from './cities.ts';
export { postcodeRoutes } from './routes.ts';
