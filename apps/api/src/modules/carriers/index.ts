// The carriers module's face: the plugin (`app.carriers`) and the interface every adapter keeps.
export { carriersPlugin } from './plugin.ts';
export type {
  CarrierBookingRequest,
  CarrierBookingResult,
  CarrierCallContext,
  CarrierCancelResult,
  Carriers,
} from './types.ts';
export { sandboxUpsDocumentId } from './ups/paperless-document-id.ts';
