// The bookings module's face: what the app registers and what other modules may use
// (`app.bookings.bookedShipment` for aftercare).
export type { BookedShipment } from './booked-shipment.ts';
export { type BookingClock, bookingClock } from './clock.ts';
export { consignmentTemplateRoutes } from './consignment-template-routes.ts';
export { bookingsPlugin } from './plugin.ts';
export { orderPrinting } from './printing.ts';
export { bookingRoutes } from './routes.ts';
