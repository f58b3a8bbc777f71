// The freight services module's face.
export { presentFreightService } from './presenter.ts';
export { freightServiceRoutes } from './routes.ts';
