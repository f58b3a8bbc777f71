import type { CarrierBookingRequest, ServicePointSearch } from '../types.ts';
import type { UpsCall } from './client.ts';
import { SHIP_VERSION, shipmentRequest, transId } from './ship.ts';

// Each UPS call as its document shapes it (shared in test/carrier-contracts/ups): path, headers, body.

const SOURCE = 'skeppa';
const headers = (trans: string) => ({ transId: trans, transactionSrc: SOURCE });
/** A fresh transaction id for a call that is no booking (UPS asks one of every call). */
const freshId = () => crypto.randomUUID().replaceAll('-', '');

export function shipCall(req: CarrierBookingRequest, shipperNumber: string): UpsCall {
  return {
    operation: 'Ship',
    method: 'POST',
    path: `/api/shipments/${SHIP_VERSION}/ship`,
    headers: headers(transId(req.idempotencyKey)),
    body: shipmentRequest(req, shipperNumber),
    repeatable: true,
  };
}

export function voidCall(shipmentNo: string): UpsCall {
  return {
    operation: 'Void',
    method: 'DELETE',
    path: `/api/shipments/${SHIP_VERSION}/void/cancel/${encodeURIComponent(shipmentNo)}`,
    headers: headers(freshId()),
    // Voiding a voided shipment answers the same: safe to send again.
    repeatable: true,
  };
}

export function trackCall(inquiryNumber: string): UpsCall {
  return {
    operation: 'Track',
    method: 'GET',
    path: `/api/track/v1/details/${encodeURIComponent(inquiryNumber)}`,
    query: { locale: 'en_US', returnSignature: 'false', returnMilestones: 'false', returnPOD: 'false' },
    headers: headers(freshId()),
    repeatable: true,
  };
}

/**
 * Access points (request option 64) around the receiver's postcode, nearest first, in km.
 * Locator.yaml requires a street and two political divisions: the postcode's city stands for
 * all three (UPS places the search by postcode and city). `RequestAction` is 'Locator', the only
 * value the document names, though its schema asks 13 characters (test/helpers/ups-contract.ts).
 */
export function locatorCall(query: ServicePointSearch & { city: string }, shipperNumber: string): UpsCall {
  return {
    operation: 'Locator',
    method: 'POST',
    path: '/api/locations/v3/search/availabilities/64',
    headers: headers(freshId()),
    body: {
      LocatorRequest: {
        Request: { RequestAction: 'Locator' },
        OriginAddress: {
          AddressKeyFormat: {
            AddressLine: query.city.slice(0, 100),
            PoliticalDivision2: query.city.slice(0, 50),
            PoliticalDivision1: query.city.slice(0, 50),
            PostcodePrimaryLow: query.postcode,
            CountryCode: query.countryCode,
          },
          MaximumListSize: String(query.limit),
        },
        Translate: { Locale: 'en_US' },
        UnitOfMeasurement: { Code: 'KM' },
        LocationSearchCriteria: {
          MaximumListSize: String(query.limit),
          SearchRadius: '25',
          AccessPointSearch: { AccessPointStatus: '01', AccountNumber: shipperNumber },
        },
      },
    },
    repeatable: true,
  };
}
