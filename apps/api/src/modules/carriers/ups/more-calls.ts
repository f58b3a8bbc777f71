import type { CarrierBookingRequest, CarrierDocument } from '../types.ts';
import type { UpsCall } from './client.ts';
import { transId } from './ship.ts';

// UPS's Pickup and Paperless Documents calls, as Pickup.yaml and Paperless.yaml shape them.

const PICKUP_VERSION = 'v2409';
const PAPERLESS_VERSION = 'v2';
const SOURCE = 'skeppa';
const freshId = () => crypto.randomUUID().replaceAll('-', '');

/** "2026-03-02T09:00:00+01:00" (Swedish wall-clock time with its offset) as UPS's "0900". */
const hhmm = (dateTime: string) => dateTime.slice(11, 16).replace(':', '');
const digits = (v: string) => v.replace(/[^\d+]/g, '').slice(0, 15);

/**
 * An on-demand pickup of the booked packages on the booking's pickup day and window, at the
 * pickup address (or the sender's), billed to the shipper number; sent once per booking, its
 * transaction id from the booking's key so a repeat is recognisable.
 */
export function pickupCall(
  req: CarrierBookingRequest,
  shipperNumber: string,
  trackingNumbers: string[],
): UpsCall {
  const pickup = req.pickup;
  if (!pickup) throw new Error('no pickup asked for');
  const from =
    req.parts.find((p) => p.role === 'pickupAddress') ?? req.parts.find((p) => p.role === 'consignor');
  if (!from) throw new Error('a pickup needs its place');
  const { address: a, communication: c } = from;
  const to = req.parts.find((p) => p.role === 'consignee')?.address.countrycode ?? a.countrycode;
  const weight = req.goodsItems.reduce((kg, g) => kg + g.weight, 0);
  const instructions = pickup.instructions.join(' ').trim();
  return {
    operation: 'Pickup',
    method: 'POST',
    path: `/api/pickupcreation/${PICKUP_VERSION}/pickup`,
    headers: { transId: transId(`${req.idempotencyKey}:pickup`), transactionSrc: SOURCE },
    body: {
      PickupCreationRequest: {
        Request: { TransactionReference: { CustomerContext: req.idempotencyKey.slice(0, 512) } },
        RatePickupIndicator: 'N',
        Shipper: {
          Account: { AccountNumber: shipperNumber, AccountCountryCode: a.countrycode.toUpperCase() },
        },
        PickupDateInfo: {
          CloseTime: hhmm(pickup.latest),
          ReadyTime: hhmm(pickup.earliest),
          PickupDate: pickup.date.replaceAll('-', ''),
        },
        PickupAddress: {
          CompanyName: a.name.trim().slice(0, 27),
          ContactName: (c.contactPerson.trim() || a.name.trim()).slice(0, 22),
          AddressLine: a.address.filter((l) => l.trim() !== '').map((l) => l.trim().slice(0, 73)),
          City: a.city.trim().slice(0, 50),
          PostalCode: a.postcode.replace(/\s+/g, ''),
          CountryCode: a.countrycode.toUpperCase(),
          ResidentialIndicator: 'N',
          Phone: { Number: digits(c.phone) || digits(c.mobile.value) },
        },
        AlternateAddressIndicator: req.parts.some((p) => p.role === 'pickupAddress') ? 'Y' : 'N',
        PickupPiece: [
          {
            ServiceCode: req.product.code.padStart(3, '0'),
            Quantity: String(trackingNumbers.length),
            DestinationCountryCode: to.toUpperCase(),
            ContainerCode: '01',
          },
        ],
        TotalWeight: { Weight: (Math.round(weight * 10) / 10).toFixed(1), UnitOfMeasurement: 'KGS' },
        OverweightIndicator: req.goodsItems.some((g) => g.weight / g.noOfPackages > 32) ? 'Y' : 'N',
        TrackingData: trackingNumbers.map((TrackingNumber) => ({ TrackingNumber })),
        PaymentMethod: '01',
        ...(instructions ? { SpecialInstruction: instructions.slice(0, 57) } : {}),
      },
    },
    // A second pickup for the same goods would send a second driver.
    repeatable: false,
  };
}

/** Cancels the pickup ordered with a booking (cancel by PRN, `CancelBy` 02). */
export function pickupCancelCall(pickupNo: string): UpsCall {
  return {
    operation: 'Pickup cancel',
    method: 'DELETE',
    path: `/api/shipments/${PICKUP_VERSION}/pickup/02`,
    headers: { transId: freshId(), transactionSrc: SOURCE, Prn: pickupNo },
    repeatable: true,
  };
}

/** UPS's document type (Paperless.yaml `UserCreatedFormDocumentType`): 002 invoice, 010 packing list. */
const DOCUMENT_TYPES: Record<CarrierDocument['type'], string> = {
  commercialInvoice: '002',
  certificateOfOrigin: '003',
  packingList: '010',
  other: '013',
};

export function uploadCall(doc: CarrierDocument, shipperNumber: string): UpsCall {
  return {
    operation: 'Paperless upload',
    method: 'POST',
    path: `/api/paperlessdocuments/${PAPERLESS_VERSION}/upload`,
    headers: { transId: freshId(), transactionSrc: SOURCE, ShipperNumber: shipperNumber },
    body: {
      UploadRequest: {
        Request: { TransactionReference: { CustomerContext: doc.fileName.slice(0, 512) } },
        ShipperNumber: shipperNumber,
        UserCreatedForm: [
          {
            UserCreatedFormFileName: doc.fileName.slice(0, 300),
            UserCreatedFormFileFormat: doc.format,
            UserCreatedFormDocumentType: DOCUMENT_TYPES[doc.type],
            UserCreatedFormFile: doc.bytes.toString('base64'),
          },
        ],
      },
    },
    repeatable: false,
  };
}

/** Attaches uploaded documents to a booked shipment (push to UPS's image repository). */
export function pushCall(documentIds: string[], shipmentNo: string, shipperNumber: string): UpsCall {
  return {
    operation: 'Paperless push',
    method: 'POST',
    path: `/api/paperlessdocuments/${PAPERLESS_VERSION}/image`,
    headers: { transId: freshId(), transactionSrc: SOURCE, ShipperNumber: shipperNumber },
    body: {
      PushToImageRepositoryRequest: {
        Request: { TransactionReference: { CustomerContext: shipmentNo } },
        ShipperNumber: shipperNumber,
        FormsHistoryDocumentID: { DocumentID: documentIds },
        ShipmentIdentifier: shipmentNo,
        ShipmentType: '1',
        TrackingNumber: [shipmentNo],
      },
    },
    repeatable: true,
  };
}
