// The shipment documents module's face: the plugin (`app.shipmentDocuments`) and its routes.
export { customsRoutes } from './customs/routes.ts';
export { paperlessRoutes } from './paperless/routes.ts';
export { shipmentDocumentsPlugin } from './plugin.ts';
export { printRoutes } from './print/routes.ts';
