import { countryNumericCode, formatNumber } from '@skeppa/domain';
import type { Barcode } from './barcodes.ts';
import type { PrintableParty, PrintableShipment } from './types.ts';

/** What one package's label says, whatever it is printed on (A4 laser, thermal PDF or ZPL). */
export interface LabelContent {
  carrier: string;
  product: string;
  sandbox: boolean;
  /** The invoice went electronically (UPS paperless): the label says "EDI". */
  edi: boolean;
  sender: string[];
  receiver: { name: string; lines: string[]; postcodeCity: string; country: string; contact: string };
  piece: string;
  weight: string;
  date: string;
  waybillNo: string;
  references: string[];
  /** The destination postcode, for sorting; null without a postcode. */
  routing: Barcode | null;
  /** The carrier's, top to bottom; the last is the package's own number (lowest, GS1 layout). */
  barcodes: Barcode[];
  /** UPS's MaxiCode, with the mode its destination takes. */
  maxiCode: MaxiCodeMessage | null;
  /** Where the receiver collects the goods: name and id, then the address; null to the door. */
  servicePoint: [string, string] | null;
}

/**
 * The routing barcode: AI 421 (the ISO country number, 752 for Sweden, and a postcode of up to 9
 * characters), else AI 420 (the postcode alone). None when the receiver has no postcode.
 */
export function routingBarcode(receiver: PrintableParty): Barcode | null {
  const postcode = receiver.postcode.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (postcode === '') return null;
  const country = countryNumericCode(receiver.countrycode);
  const data =
    country && postcode.length <= 9 ? `(421)${country}${postcode}` : `(420)${postcode.slice(0, 20)}`;
  return { symbology: 'gs1-128', data, text: data };
}

const code128 = (data: string, text = data): Barcode => ({ symbology: 'code128', data, text });

/** Groups an SSCC for reading: `(00) 3 7322151 252502509 4`, extension, prefix, serial, check. */
function ssccText(sscc: string): string {
  return `(00) ${sscc[0]} ${sscc.slice(1, 8)} ${sscc.slice(8, 17)} ${sscc[17]}`;
}

/**
 * The carrier's barcodes for one package. DHL Freight and DSV scan the SSCC as GS1-128 and the
 * waybill; UPS the 1Z number (and the MaxiCode); DHL Express the waybill and the piece's licence
 * plate, which it reads with the data identifier `J`.
 */
export function carrierBarcodes(s: PrintableShipment, packageNo: string): Barcode[] {
  switch (s.carrier.code) {
    case 225:
      return [code128(packageNo, packageNo.replace(/^(.{2})(.{6})(.{2})(.{4})(.{4})$/, '$1 $2 $3 $4 $5'))];
    case 131:
      return [code128(s.waybillNo, `WAYBILL ${s.waybillNo}`), code128(`J${packageNo}`, `(J) ${packageNo}`)];
    default:
      return [
        code128(s.waybillNo),
        { symbology: 'gs1-128', data: `(00)${packageNo}`, text: ssccText(packageNo) },
      ];
  }
}

/**
 * UPS's MaxiCode message (ISO 15434 format 01, data format 96). Postcode, country number and
 * service class are its primary message; the rest follow in order: tracking number, carrier,
 * shipper account, day of the year, shipment id (empty: the tracking number says it), piece n/x,
 * weight, address validation, city, state. The street is left out: with it a mode 3 symbol
 * (international) runs out of room, and the sorter routes by postcode.
 */
export interface MaxiCodeMessage {
  mode: 2 | 3;
  postcode: string;
  country: string;
  service: string;
  fields: string[];
}

export function upsMaxiCode(s: PrintableShipment, index: number): MaxiCodeMessage | null {
  const r = s.receiver;
  const pkg = s.packages[index];
  if (!pkg) return null;
  const digits = r.postcode.replace(/[\s-]/g, '');
  const us = r.countrycode === 'US' && /^\d{5}(\d{4})?$/.test(digits);
  // MaxiCode carries ASCII: Å Ä Ö lose their rings and dots, control characters are dropped.
  const clean = (t: string) =>
    t
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\^_~]/g, '')
      .toUpperCase();
  return {
    mode: us ? 2 : 3,
    postcode: us ? digits : clean(r.postcode.replace(/[^0-9A-Z]/gi, '')).slice(0, 6),
    country: countryNumericCode(r.countrycode) ?? '000',
    service: '001',
    fields: [
      pkg.number,
      'UPSN',
      s.shipperAccount,
      String(dayOfYear(s.shipDate)).padStart(3, '0'),
      '',
      `${index + 1}/${s.packages.length}`,
      String(Math.ceil(pkg.weightKg)),
      'N',
      clean(r.city).slice(0, 20),
      '',
    ],
  };
}

/** The message as bwip-js reads it: `^029` is GS, `^030` RS and `^004` EOT. */
export function maxiCodeText(m: MaxiCodeMessage): string {
  return `[)>^03001^02996${[m.postcode, m.country, m.service, ...m.fields].join('^029')}^030^004`;
}

function dayOfYear(iso: string): number {
  const d = Date.parse(`${iso}T00:00:00Z`);
  const start = Date.UTC(Number(iso.slice(0, 4)), 0, 1);
  return Math.floor((d - start) / 86_400_000) + 1;
}

function partyLines(p: PrintableParty): string[] {
  return [p.name, ...p.address.filter((l) => l !== ''), `${p.countrycode}-${p.postcode} ${p.city}`];
}

export function labelContent(s: PrintableShipment, index: number): LabelContent {
  const pkg = s.packages[index];
  if (!pkg) throw new Error(`package ${index} of shipment ${s.id} does not exist`);
  const r = s.receiver;
  const references = [
    s.references.sender && `Ref: ${s.references.sender}`,
    s.references.receiver && `Mott. ref: ${s.references.receiver}`,
  ].filter((t): t is string => Boolean(t));
  return {
    carrier: s.carrier.name,
    product: s.template.product,
    sandbox: s.sandbox,
    edi: s.paperless,
    sender: [
      ...partyLines(s.sender),
      ...(s.sender.customerNo ? [`Kundnr / Customer no: ${s.sender.customerNo}`] : []),
    ],
    receiver: {
      name: r.name,
      lines: r.address.filter((l) => l !== ''),
      postcodeCity: `${r.postcode} ${r.city}`.toUpperCase(),
      country: r.countrycode,
      contact: [r.contactPerson, r.phone].filter(Boolean).join(', '),
    },
    piece: `${index + 1}/${s.packages.length}`,
    weight: `${formatNumber(pkg.weightKg, 1)} kg`,
    date: s.shipDate,
    waybillNo: s.waybillNo,
    references,
    routing: routingBarcode(r),
    barcodes: carrierBarcodes(s, pkg.number),
    maxiCode: s.carrier.code === 225 ? upsMaxiCode(s, index) : null,
    servicePoint: s.servicePoint
      ? [
          `${s.servicePoint.name} · ID ${s.servicePoint.id}`,
          `${s.servicePoint.street}, ${s.servicePoint.countrycode}-${s.servicePoint.postcode} ${s.servicePoint.city}`,
        ]
      : null,
  };
}
