import {
  bookedServicePoint,
  type CarrierCode,
  type CustomsInvoice,
  carrierByCode,
  isArchived,
  isIsoDate,
  type PackageTypeCode,
  type Part,
  partSchema,
  servicePointSchema,
  templateNameFlags,
  todayInStockholm,
} from '@skeppa/domain';
import type {
  PrintableParty,
  PrintableServicePoint,
  PrintableShipment,
  ShipmentStatus,
} from '../../../documents/types.ts';
import type { PrintRow, PrintRows } from './repository.ts';

export interface PrintExtras {
  customsInvoice: CustomsInvoice | null;
  invoiceCopies: number;
  paperless: boolean;
  sandbox: boolean;
  /** The sender's customer number with the carrier. */
  senderCustomerNo: string;
  now: Date;
}

function parts(value: unknown): Part[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p) => {
    const parsed = partSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

function party(p: Part, customerNo: string): PrintableParty {
  return {
    name: p.address.name,
    address: [p.address.address[0], p.address.address[1]],
    postcode: p.address.postcode,
    city: p.address.city,
    countrycode: p.address.countrycode,
    contactPerson: p.communication.contactPerson,
    phone: p.communication.phone || p.communication.mobile.value,
    customerNo,
  };
}

const sameAddress = (a: Part, b: Part) =>
  a.address.address[0] === b.address.address[0] &&
  a.address.postcode === b.address.postcode &&
  a.address.countrycode === b.address.countrycode;

const texts = (list: { text: string }[] | undefined) =>
  (list ?? [])
    .map((i) => i.text.trim())
    .filter((t) => t !== '')
    .join(' · ');

function status(row: PrintRow, now: Date): ShipmentStatus {
  const booked = row.order?.dateBooked ?? row.consignment.bookedAt;
  if (!booked || !row.consignment.consignmentNo) return 'draft';
  if (isArchived(booked, now)) return 'archived';
  return row.order?.printed ? 'printed' : 'booked';
}

/** The carrier a shipment was booked with: its order's, else its template's. */
export function carrierOf(row: PrintRow): number | null {
  return row.order?.supplierId ?? row.templateCarrier ?? null;
}

interface TransportProductStored {
  delivery?: { instruction?: { text: string }[] };
  pickup?: { date?: string; instruction?: { text: string }[] };
  tod?: { combiterm?: string; location?: string };
}

/**
 * The terms of delivery as the carrier was told them (step 3 asks them of `_dap` and `_exw`
 * services), else as the service's name says them, else as the customs invoice states them: the
 * carrier, the receiver and customs read one set of terms. A place left out is the invoice's for
 * the same incoterm, else, for a service's own terms, the receiver's city for DAP and the sender's
 * for EXW, as the invoice's draft names it.
 */
function termsOf(
  product: TransportProductStored,
  flags: ReturnType<typeof templateNameFlags>,
  invoice: CustomsInvoice | null,
  sender: PrintableParty,
  receiver: PrintableParty,
): PrintableShipment['terms'] {
  const booked = product.tod?.combiterm?.trim().toUpperCase() ?? '';
  const named = flags.exw ? 'EXW' : flags.dap ? 'DAP' : '';
  const code = booked || named || (invoice?.incoterm ?? '');
  const invoicePlace = invoice && invoice.incoterm === code ? invoice.namedPlace.trim() : '';
  const servicePlace = booked === '' && named !== '' ? (named === 'EXW' ? sender : receiver).city : '';
  return { code, place: product.tod?.location?.trim() || invoicePlace || servicePlace };
}

/**
 * A booked shipment as the documents take it (documents/types.ts), from what is stored: the
 * parts as booked, goods lines, one number per package from the carrier, the order's template,
 * references and insurance. The date is the day the goods leave, never the day of printing, so a
 * reprint is the same: the booked pickup day, or without a pickup (goods handed in) the booking's
 * day in Sweden, the day the carrier took the shipment on.
 */
export function printableShipment(
  row: PrintRow,
  data: Pick<PrintRows, 'goods' | 'packages'>,
  extras: PrintExtras,
): PrintableShipment {
  const c = row.consignment;
  const all = parts(c.parts);
  const consignor = all.find((p) => p.role === 'consignor');
  const consignee = all.find((p) => p.role === 'consignee');
  const pickupPart = all.find((p) => p.role === 'pickupAddress');
  const agent = all.find((p) => p.role === 'receivingAgent');
  const goods = data.goods.filter((g) => g.consignmentId === c.id);
  const packages = data.packages.filter((p) => p.consignmentId === c.id);
  const product = c.transportProduct as TransportProductStored;
  const templateName = row.order?.templateName || c.templateName;
  const flags = templateNameFlags(templateName);
  const code = (carrierOf(row) ?? 0) as CarrierCode;
  const sender = consignor ? party(consignor, extras.senderCustomerNo) : emptyParty();
  const receiverNo = consignee?.reference.customerNo ?? '';
  const receiver = consignee ? party(consignee, receiverNo) : emptyParty();
  const waybillNo = c.consignmentNo ?? '';
  const booked = row.order?.dateBooked ?? c.bookedAt ?? extras.now;
  // As the carrier was asked (bookings/carrier.ts): no pickup for the order or the service.
  const pickupDate = product.pickup?.date ?? '';
  const pickedUp = !(row.order?.noPickup || flags.noPickup) && isIsoDate(pickupDate);
  const receiverPays = flags.exw;
  return {
    id: c.id,
    orderNo: row.order?.orderNo ?? '',
    status: status(row, extras.now),
    carrier: { code, name: carrierByCode(code)?.name ?? '' },
    template: { name: templateName, product: row.templateSubject ?? templateName },
    waybillNo,
    // A UPS number carries the shipper account it was booked under: 1Z + 6 characters.
    shipperAccount: code === 225 ? waybillNo.slice(2, 8) : '',
    packages: packages.map((p) => {
      const line = goods[p.goodsLine];
      const each = line ? line.weight / Math.max(1, line.noOfPackages) : 0;
      return { number: p.number, goodsLine: p.goodsLine, weightKg: Math.round(each * 10) / 10 };
    }),
    goods: goods.map((g) => ({
      marks: '',
      noOfPackages: g.noOfPackages,
      packageType: g.packageType as PackageTypeCode,
      description: g.goodsType,
      weightKg: g.weight,
      volumeM3: g.volume,
      loadingMetres: g.loadingMetres,
      lengthCm: g.length,
      widthCm: g.width,
      heightCm: g.height,
    })),
    shipDate: pickedUp ? pickupDate : todayInStockholm(booked),
    sender,
    receiver,
    pickup: pickupPart && consignor && !sameAddress(pickupPart, consignor) ? party(pickupPart, '') : null,
    delivery: agent && consignee && !sameAddress(agent, consignee) ? party(agent, '') : null,
    servicePoint: servicePointOf(row, code),
    payer: receiverPays
      ? { kind: 'receiver', customerNo: receiverNo, party: null }
      : { kind: 'sender', customerNo: extras.senderCustomerNo, party: null },
    terms: termsOf(product, flags, extras.customsInvoice, sender, receiver),
    references: {
      sender: c.senderOrderRef || (consignor?.reference.reference ?? ''),
      receiver: consignee?.reference.reference ?? '',
    },
    instructions: {
      delivery: texts(product.delivery?.instruction),
      pickup: texts(product.pickup?.instruction),
    },
    insurance:
      row.order?.insured && row.order.goodsValueOre !== null
        ? { value: row.order.goodsValueOre / 100, currency: 'SEK' }
        : null,
    sandbox: extras.sandbox,
    customsInvoice: extras.customsInvoice,
    invoiceCopies: extras.customsInvoice ? extras.invoiceCopies : 0,
    paperless: extras.paperless,
  };
}

/** The point the carrier was told of (bookings/carrier.ts): only a service point template's. */
function servicePointOf(row: PrintRow, carrierCode: number): PrintableServicePoint | null {
  const stored = servicePointSchema
    .nullable()
    .safeParse((row.consignment.transportProduct as { servicePoint?: unknown }).servicePoint ?? null);
  const flags = {
    supplierId: carrierCode,
    locationFinder: row.templateLocationFinder ?? false,
    locationFinderUPS: row.templateLocationFinderUps ?? false,
  };
  const point = bookedServicePoint(flags, stored.success ? stored.data : null);
  if (!point) return null;
  const { id, name, street, postcode, city, countryCode } = point;
  return { id, name, street, postcode, city, countrycode: countryCode };
}

function emptyParty(): PrintableParty {
  return {
    name: '',
    address: ['', ''],
    postcode: '',
    city: '',
    countrycode: '',
    contactPerson: '',
    phone: '',
    customerNo: '',
  };
}
