// The customers module's face: the plugin (`app.customers`) and its service's types.

export type { BookingTerms } from './booking-terms.ts';
export { customersPlugin } from './plugin.ts';
export { customerRoutes } from './routes.ts';
export type { CustomerService } from './service.ts';
