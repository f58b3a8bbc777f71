// The customers module's face: the plugin (`app.customers`) and its service's types.
export { customersPlugin } from './plugin.ts';
export { customerRoutes } from './routes.ts';
export type { BookingTerms, CustomerService } from './service.ts';
