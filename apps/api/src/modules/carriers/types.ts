import type {
  CarrierCode,
  CodedError,
  CustomsInvoice,
  GoodsItem,
  PaperlessDocumentType,
  Part,
  ServicePoint,
  TrackingEvent,
} from '@skeppa/domain';
import type { CarrierMode } from '../../platform/config.ts';

/**
 * What a carrier is told and answers when a consignment is booked, cancelled or tracked. Shaped
 * after the carriers' published booking APIs (UPS Shipping API, DHL Express MyDHL API, DHL Freight
 * Sweden transport instruction, DSV booking API) so a real adapter fits beside the sandbox one
 * without this interface changing; docs/carriers.md maps each field onto each carrier's request.
 */

/** A service option field's rule as the tariff data states it (SPEC §5); the carrier checks it. */
export interface CarrierServiceOptionField {
  name: string;
  required: boolean;
  format?: string | undefined;
  maxLength?: number | undefined;
  exactLength?: number | undefined;
}

/** An added service the user chose (cash on delivery, phone notice …) with the values typed in. */
export interface CarrierServiceOption {
  /** The tariff data's option type, e.g. `cod`, `phoneNotice`, `emailNotice`. */
  type: string;
  /** Field values by field name, as the user typed them. */
  values: Record<string, string>;
  /** The fields the carrier expects for this option (from the option's tariff data). */
  fields: CarrierServiceOptionField[];
}

/** The carrier product booked (the template) and what the carrier demands of it. */
export interface CarrierProduct {
  templateName: string;
  /** The carrier's own product code (template `code`): UPS service code, MyDHL productCode … */
  code: string;
  mandatoryNameConsignor: boolean;
  mandatoryNameConsignee: boolean;
  mandatoryMobileConsignor: boolean;
  mandatoryMobileConsignee: boolean;
  /** Per package limits, kg and cm; 0 means the carrier states none. */
  maxWeightPerPackage: number;
  maxLength: number;
  maxWidth: number;
  maxHeight: number;
  /** The template's delivery days: working days from pickup to delivery. */
  transitDays: { min: number; max: number };
}

export interface CarrierBookingRequest {
  /**
   * Our order number and the booking attempt's key (`${orderNo}:${attemptKey}`): the carrier
   * answers a repeated request with the same booking (MyDHL `Message-Reference`, UPS
   * `transId`), so a retry after a crash never books twice.
   */
  idempotencyKey: string;
  orderNo: string;
  carrierCode: CarrierCode;
  product: CarrierProduct;
  /** consignor, consignee, and where given receivingAgent, pickupAddress, customsVATPayer. */
  parts: Part[];
  /** Each goods item becomes `noOfPackages` packages; goods lines are numbered by this order. */
  goodsItems: GoodsItem[];
  /** Pickup day (YYYY-MM-DD) and window (ISO date-times with offset); null: no pickup ordered. */
  pickup: { date: string; earliest: string; latest: string; instructions: string[] } | null;
  deliveryInstructions: string[];
  /** Incoterm and place (`_dap`, `_exw` services); null when the product's default applies. */
  termsOfDelivery: { combiterm: string; countrycode: string; location: string } | null;
  serviceOptions: CarrierServiceOption[];
  references: { senderOrderRef: string; consignorReference: string; consigneeReference: string };
  /** Declared value for the carrier's insurance, SEK. */
  insurance: { goodsValue: number; currency: 'SEK' } | null;
  /**
   * The shipment's saved customs invoice, for carriers that take its data with the booking (UPS's
   * `InternationalForms`); null when none is saved. The carrier decides whether the goods need it.
   */
  customsInvoice: CustomsInvoice | null;
  /**
   * The service point the goods go to instead of the receiver's door (`locationFinder`,
   * `locationFinderUPS` templates), as the carrier's `servicePoints` answered it; null otherwise.
   */
  servicePoint: ServicePoint | null;
}

/** Who books: the customer's agreement (account) number with this carrier. */
export interface CarrierCallContext {
  customerId: number;
  /** The carrier account of the payer (GET /customer/agreementno); UPS puts it in every 1Z. */
  account: string;
}

/** A notice from the carrier that does not stop the booking (shown to the user, not as an error). */
export interface CarrierMessage {
  code: string;
  description: string;
}

export interface CarrierPackage {
  /** SSCC-18 (DHL Freight, DSV), UPS 1Z number, DHL Express piece licence plate. */
  number: string;
  /** Index of the goods item in the request's `goodsItems`. */
  goodsLine: number;
}

export interface CarrierBooking {
  /** Waybill (consignment) number; for UPS the first package's 1Z, the shipment identification. */
  consignmentNo: string;
  packages: CarrierPackage[];
  /** Booked with a sandbox: the documents print it as a test shipment. */
  sandbox: boolean;
  messages: CarrierMessage[];
}

/** The carrier said no: its errors as the domain's `{code, description}` (rules/errors.ts). */
export interface CarrierRefusal {
  errors: CodedError[];
}

export type CarrierBookingResult = ({ ok: true } & CarrierBooking) | ({ ok: false } & CarrierRefusal);

/** What the carrier knows of a booking: its events so far and the day it expects delivery. */
export interface CarrierTracking {
  consignmentNo: string;
  /** Every event the carrier reports, oldest first, mapped onto our statuses (tracking-status.ts). */
  events: TrackingEvent[];
  /** The delivery day the carrier expects now ('YYYY-MM-DD'); null when it does not say. */
  expectedDelivery: string | null;
}

export type CarrierCancelResult = { ok: true } | ({ ok: false } & CarrierRefusal);

export interface CarrierAdapter {
  readonly carrierCode: CarrierCode;
  /** Books the consignment; the same idempotency key answers the same booking again. */
  book(request: CarrierBookingRequest, ctx: CarrierCallContext): Promise<CarrierBookingResult>;
  /** Cancels a booking before pickup; after pickup the carrier refuses. */
  cancel(consignmentNo: string, ctx: CarrierCallContext): Promise<CarrierCancelResult>;
  /** The booking's events up to now; null when the carrier does not know the number. */
  track(consignmentNo: string, ctx: CarrierCallContext): Promise<CarrierTracking | null>;
  /**
   * The carrier's service points (access points) nearest a postcode, nearest first, at most
   * `limit`; an empty list where the carrier has none there (or does not know the postcode).
   */
  servicePoints(query: ServicePointSearch, ctx: CarrierCallContext): Promise<ServicePoint[]>;
  /**
   * The carrier's own label of each package, where it draws them (UPS live): printed in place of
   * ours, since the carrier's driver scans the carrier's label. Empty where it has none.
   */
  labels?(consignmentNo: string, ctx: CarrierCallContext): Promise<CarrierLabel[]>;
  /** UPS paperless: a customs document handed to the carrier ahead of the goods; the carrier's id. */
  uploadDocument?(document: CarrierDocument, ctx: CarrierCallContext): Promise<string>;
  /** UPS paperless: uploaded documents attached to a booked shipment. */
  attachDocuments?(consignmentNo: string, documentIds: string[], ctx: CarrierCallContext): Promise<void>;
}

/** A package's label as the carrier drew it: a GIF image, or ZPL for a thermal printer. */
export interface CarrierLabel {
  packageNumber: string;
  format: 'gif' | 'zpl';
  image: Buffer;
}

/** A document for the carrier's paperless customs: its file, what it is and its type by content. */
export interface CarrierDocument {
  fileName: string;
  /** pdf, png, jpg, gif, tif or bmp: the file's own type. */
  format: string;
  type: PaperlessDocumentType;
  bytes: Buffer;
}

/** Where to look for service points: the receiver's postcode (stored form, no spaces). */
export interface ServicePointSearch {
  postcode: string;
  countryCode: string;
  limit: number;
}

export interface CarrierStatus {
  code: CarrierCode;
  mode: 'live' | 'sandbox';
  /** A live carrier's circuit: open while it keeps failing (modules/carriers/live/circuit.ts). */
  circuit?: 'closed' | 'open' | 'half-open';
}

/** `app.carriers`: the adapter of each active carrier, in the configured mode. */
export interface Carriers {
  readonly mode: CarrierMode;
  /** Each active carrier: live (UPS with its variables) or in the sandbox; a live one's circuit. */
  status(): CarrierStatus[];
  /** Throws for a carrier the product does not book (inactive or unknown). */
  forCarrier(code: number): CarrierAdapter;
}
