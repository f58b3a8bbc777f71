// The contacts module's face.
export { contactImportRoutes } from './import-routes.ts';
export { contactRoutes } from './routes.ts';
