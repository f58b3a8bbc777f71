import { createHash } from 'node:crypto';
import type { Part } from '@skeppa/domain';
import { packageGoodsLines } from '../sandbox/checks.ts';
import type { CarrierBookingRequest, CarrierLabel, CarrierPackage } from '../types.ts';
import { internationalForms } from './customs.ts';

/** The Shipping API release whose request and answer this adapter keeps (Shipping.yaml). */
export const SHIP_VERSION = 'v2409';

const cut = (text: string, max: number) => text.trim().slice(0, max);
/** UPS's phone field: digits (and a leading +) only, at most 15. */
const phone = (value: string) => value.replace(/[^\d+]/g, '').slice(0, 15);

/** A part as UPS's Shipper / ShipTo / ShipFrom: name, attention, phone and address. */
function upsParty(part: Part) {
  const { address: a, communication: c } = part;
  const number = phone(c.phone) || phone(c.mobile.value);
  return {
    Name: cut(a.name, 35),
    ...(c.contactPerson.trim() ? { AttentionName: cut(c.contactPerson, 35) } : {}),
    ...(number ? { Phone: { Number: number } } : {}),
    ...(c.email.value.trim() ? { EMailAddress: cut(c.email.value, 50) } : {}),
    Address: {
      AddressLine: a.address.map((l) => cut(l, 35)).filter((l) => l !== ''),
      City: cut(a.city, 30),
      ...(a.state.trim() ? { StateProvinceCode: cut(a.state, 5) } : {}),
      PostalCode: a.postcode.replace(/\s+/g, '').slice(0, 9),
      CountryCode: a.countrycode.toUpperCase(),
    },
  };
}

/** UPS's `transId` (at most 32 characters): the idempotency key's digest, the same on every retry. */
export const transId = (idempotencyKey: string) =>
  createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);

const amount = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const measure = (n: number) => String(Math.max(1, Math.round(n)));

/** One UPS package per physical package: a goods item of three parcels is three packages. */
function packages(req: CarrierBookingRequest) {
  const insuredEach =
    req.insurance && req.insurance.goodsValue > 0
      ? req.insurance.goodsValue / req.goodsItems.reduce((n, g) => n + g.noOfPackages, 0)
      : 0;
  return packageGoodsLines(req).map((line) => {
    const g = req.goodsItems[line];
    if (!g) throw new Error(`goods line ${line} missing`);
    const kg = Math.max(0.1, Math.round((g.weight / g.noOfPackages) * 10) / 10);
    return {
      Packaging: { Code: '02' },
      Dimensions: {
        UnitOfMeasurement: { Code: 'CM' },
        Length: measure(g.length),
        Width: measure(g.width),
        Height: measure(g.height),
      },
      PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: String(kg) },
      ...(insuredEach > 0
        ? {
            PackageServiceOptions: {
              DeclaredValue: {
                CurrencyCode: req.insurance?.currency ?? 'SEK',
                MonetaryValue: amount(insuredEach),
              },
            },
          }
        : {}),
    };
  });
}

/** The receiver's e-mail notices (6 ship, 7 exception, 8 delivery) where the shipment asks for them. */
function notifications(consignee: Part | undefined) {
  const email = consignee?.communication.email;
  if (!email?.notify || email.value.trim() === '') return undefined;
  return ['6', '7', '8'].map((code) => ({
    NotificationCode: code,
    EMail: { EMailAddress: [cut(email.value, 50)] },
  }));
}

/**
 * Our booking as UPS's `ShipmentRequest` (docs/carriers.md, "UPS Shipping API"): the shipper
 * number UPS books under, the parts, one package per physical package with its declared value,
 * the service code, the references, an access point where the goods go to one, the customs
 * invoice's data where the goods leave the EU (customs.ts), and UPS's label as a 4 × 6 in GIF.
 */
export function shipmentRequest(req: CarrierBookingRequest, shipperNumber: string) {
  const role = (r: string) => req.parts.find((p) => p.role === r);
  const consignor = role('consignor');
  const consignee = role('consignee');
  const pickupAddress = role('pickupAddress');
  if (!consignor || !consignee) throw new Error('a booking reaches UPS with both parts');
  const description = [...new Set(req.goodsItems.map((g) => g.goodsType.trim()).filter(Boolean))].join('; ');
  const references = [req.references.senderOrderRef, req.references.consigneeReference]
    .map((r) => cut(r, 35))
    .filter((r) => r !== '');
  const point = req.servicePoint;
  const notices = notifications(consignee);
  const forms = internationalForms(req);
  const options = {
    ...(notices ? { Notification: notices } : {}),
    ...(forms ? { InternationalForms: forms } : {}),
  };
  return {
    ShipmentRequest: {
      Request: {
        RequestOption: 'nonvalidate',
        TransactionReference: { CustomerContext: cut(req.idempotencyKey, 512) },
      },
      Shipment: {
        Description: cut(description || 'Goods', 50),
        Shipper: { ...upsParty(consignor), ShipperNumber: shipperNumber },
        ShipTo: upsParty(consignee),
        ...(pickupAddress ? { ShipFrom: upsParty(pickupAddress) } : {}),
        PaymentInformation: {
          ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: shipperNumber } }],
        },
        Service: { Code: req.product.code },
        ...(references.length > 0 ? { ReferenceNumber: references.map((Value) => ({ Value })) } : {}),
        ...(point
          ? {
              ShipmentIndicationType: [{ Code: '01' }],
              AlternateDeliveryAddress: {
                Name: cut(point.name, 35),
                UPSAccessPointID: point.id,
                Address: {
                  AddressLine: [cut(point.street, 35)],
                  City: cut(point.city, 30),
                  PostalCode: point.postcode.replace(/\s+/g, ''),
                  CountryCode: point.countryCode,
                },
              },
            }
          : {}),
        ...(Object.keys(options).length > 0 ? { ShipmentServiceOptions: options } : {}),
        Package: packages(req),
      },
      LabelSpecification: { LabelImageFormat: { Code: 'GIF' }, LabelStockSize: { Height: '6', Width: '4' } },
    },
  };
}

export interface UpsShipment {
  shipmentNo: string;
  packages: CarrierPackage[];
  labels: CarrierLabel[];
  alerts: { code: string; description: string }[];
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

interface PackageResult {
  TrackingNumber?: string;
  ShippingLabel?: { ImageFormat?: { Code?: string }; GraphicImage?: string };
}

/**
 * UPS's answer as our booking: the shipment identification number, each package's tracking
 * number in request order with its goods line, and its label. An answer without them is not a
 * booking we can print: it throws, as a carrier's nonsense does.
 */
export function parseShipment(body: unknown, req: CarrierBookingRequest): UpsShipment {
  const response = (body as { ShipmentResponse?: Record<string, unknown> } | null)?.ShipmentResponse;
  const results = response?.ShipmentResults as
    | { ShipmentIdentificationNumber?: string; PackageResults?: PackageResult | PackageResult[] }
    | undefined;
  const shipmentNo = results?.ShipmentIdentificationNumber?.trim() ?? '';
  const packageResults = list(results?.PackageResults);
  const lines = packageGoodsLines(req);
  if (shipmentNo === '' || packageResults.length !== lines.length)
    throw new Error(`UPS Ship: ${packageResults.length} packages answered for ${lines.length}`);
  const packages = packageResults.map((p, i) => {
    const number = p.TrackingNumber?.trim() ?? '';
    if (number === '') throw new Error('UPS Ship: a package without its tracking number');
    return { number, goodsLine: lines[i] as number };
  });
  const labels = packageResults.flatMap((p, i): CarrierLabel[] => {
    const image = p.ShippingLabel?.GraphicImage;
    if (!image) return [];
    const format = p.ShippingLabel?.ImageFormat?.Code?.trim().toUpperCase() === 'ZPL' ? 'zpl' : 'gif';
    return [
      { packageNumber: (packages[i] as CarrierPackage).number, format, image: Buffer.from(image, 'base64') },
    ];
  });
  const alerts = list(
    (response?.Response as { Alert?: { Code?: string; Description?: string }[] } | undefined)?.Alert,
  ).map((a) => ({
    code: `ups.${String(a.Code ?? '').trim()}`,
    description: String(a.Description ?? '').trim(),
  }));
  return { shipmentNo, packages, labels, alerts };
}
