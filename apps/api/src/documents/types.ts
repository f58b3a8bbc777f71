import type { CarrierCode, CustomsInvoice, PackageTypeCode } from '@skeppa/domain';

/**
 * What the document generators need of a booked shipment, gathered by the print service from the
 * consignment, its booking and its template. The generators never read the database: everything a
 * page shows is here, so a reprint from the same data gives the same documents.
 */
export interface PrintableParty {
  name: string;
  /** Street address, then c/o or building (may be empty). */
  address: [string, string];
  postcode: string;
  city: string;
  countrycode: string;
  contactPerson: string;
  phone: string;
  /** The party's customer number with the carrier (sender, payer) or with the sender (receiver). */
  customerNo: string;
}

export interface PrintableGoodsLine {
  marks: string;
  noOfPackages: number;
  packageType: PackageTypeCode;
  description: string;
  /** Gross weight of the whole line, kg. */
  weightKg: number;
  volumeM3: number;
  loadingMetres: number;
  /** One package's dimensions, cm. */
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/**
 * A carrier's own label for one package, as its API answered it: a GIF image (UPS's Ship API, its
 * top to the left) or the raw text of one ZPL `^XA … ^XZ` label. A driver scans the carrier's
 * label, so where there is one it is printed in place of ours.
 */
export interface CarrierLabelImage {
  format: 'gif' | 'zpl';
  data: Buffer;
}

/** One physical package: its number from the carrier and the goods line it belongs to. */
export interface PrintablePackage {
  /** SSCC-18 (DHL Freight, DSV), UPS 1Z tracking number, or DHL Express piece licence plate. */
  number: string;
  goodsLine: number;
  weightKg: number;
  /** The carrier's own label, from a live booking; none (ours is printed) in the sandbox. */
  carrierLabel?: CarrierLabelImage | null;
}

/** A carrier's service point as the documents print it: its name, address and the carrier's id. */
export interface PrintableServicePoint {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countrycode: string;
}

export type PayerKind = 'sender' | 'receiver' | 'other';
export type ShipmentStatus = 'draft' | 'booked' | 'printed' | 'archived';

export interface PrintableShipment {
  id: number;
  orderNo: string;
  status: ShipmentStatus;
  carrier: { code: CarrierCode; name: string };
  /** The template (freight service): its name and the carrier product shown on the documents. */
  template: { name: string; product: string };
  /** Waybill (consignment) number from the booking. */
  waybillNo: string;
  /** The UPS shipper account, printed in the MaxiCode; empty for other carriers. */
  shipperAccount: string;
  packages: PrintablePackage[];
  goods: PrintableGoodsLine[];
  /**
   * The day the goods leave (YYYY-MM-DD): the booked pickup day, or the booking's day when they
   * are handed in without a pickup. Labels, UPS's MaxiCode and the waybill print it.
   */
  shipDate: string;
  sender: PrintableParty;
  receiver: PrintableParty;
  /** Present only where they differ from the sender's and the receiver's address. */
  pickup: PrintableParty | null;
  delivery: PrintableParty | null;
  /**
   * The service point the receiver collects the goods at (`locationFinder` templates), printed as
   * its own block on the waybill and the label; null for delivery to the door.
   */
  servicePoint: PrintableServicePoint | null;
  payer: { kind: PayerKind; customerNo: string; party: PrintableParty | null };
  terms: { code: string; place: string };
  references: { sender: string; receiver: string };
  instructions: { delivery: string; pickup: string };
  insurance: { value: number; currency: string } | null;
  sandbox: boolean;
  /** A customs invoice goes with shipments leaving the EU (and any the user chooses). */
  customsInvoice: CustomsInvoice | null;
  /** Paper copies of the invoice the carrier needs (0 when it goes paperless). */
  invoiceCopies: number;
  /** The invoice went to the carrier electronically: the label carries "EDI". */
  paperless: boolean;
}

export type PrintFormat = 'PDF' | 'LABEL' | 'ZPL';
