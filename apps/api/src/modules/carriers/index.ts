// The carriers module's face: the plugin (`app.carriers`) and the interface every adapter keeps.
export { CarrierDocumentRefused, CarrierUnavailable } from './errors.ts';
export { carriersPlugin } from './plugin.ts';
export type {
  CarrierBookingRequest,
  CarrierBookingResult,
  CarrierCallContext,
  CarrierCancelResult,
  CarrierDocument,
  Carriers,
} from './types.ts';
