import { type GoodsItem, newConsignment, newGoodsItem, type Part } from '@skeppa/domain';
import type { CarrierBookingRequest } from '../../src/modules/carriers/types.ts';

let attempt = 0;

/** A goods line of `n` packages of hand tools, 40 × 30 × 20 cm, weighing `weight` kg in all. */
export function goodsLine(weight: number, n = 1, o: Partial<GoodsItem> = {}): GoodsItem {
  const tools = { goodsType: 'Handverktyg i stål' };
  return { ...newGoodsItem(), ...tools, noOfPackages: n, weight, length: 40, width: 30, height: 20, ...o };
}

function party(part: Part, name: string, street: string, postcode: string, city: string): Part {
  return {
    ...part,
    address: { ...part.address, name, address: [street, ''], postcode, city },
    communication: {
      contactPerson: `Kontakt ${name}`,
      phone: '+46 8 123 45 67',
      mobile: { value: '+46 70 123 45 67', notify: false },
      email: { value: 'gods@example.se', notify: false },
    },
  };
}

/**
 * A complete booking of two goods lines (two parcels, then one), picked up on 2026-03-02 between
 * 09:00 and 16:00 Stockholm time; each call has its own idempotency key unless one is given.
 */
export function bookingRequest(
  carrierCode: CarrierBookingRequest['carrierCode'],
  o: Partial<CarrierBookingRequest> = {},
): CarrierBookingRequest {
  const base = newConsignment();
  const [consignor, consignee] = base.parts as [Part, Part];
  attempt += 1;
  return {
    idempotencyKey: `SKP0000000000001:${process.pid}-${attempt}-${Math.random()}`,
    orderNo: 'SKP0000000000001',
    carrierCode,
    product: {
      templateName: 'test_product',
      code: carrierCode === 225 ? '11' : 'P',
      mandatoryNameConsignor: false,
      mandatoryNameConsignee: false,
      mandatoryMobileConsignor: false,
      mandatoryMobileConsignee: false,
      maxWeightPerPackage: 0,
      maxLength: 0,
      maxWidth: 0,
      maxHeight: 0,
      transitDays: { min: 1, max: 2 },
    },
    parts: [
      party(consignor, 'Avsändare AB', 'Sveavägen 1', '11122', 'Stockholm'),
      party(consignee, 'Mottagare AB', 'Avenyn 2', '41101', 'Göteborg'),
    ],
    goodsItems: [goodsLine(10, 2), goodsLine(4)],
    pickup: {
      date: '2026-03-02',
      earliest: '2026-03-02T09:00:00+01:00',
      latest: '2026-03-02T16:00:00+01:00',
      instructions: [],
    },
    deliveryInstructions: [],
    termsOfDelivery: null,
    serviceOptions: [],
    references: { senderOrderRef: 'PO-1', consignorReference: '', consigneeReference: '' },
    insurance: null,
    servicePoint: null,
    customsInvoice: null,
    ...o,
  };
}
