import { newConsignment, type Order } from '@skeppa/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../session/store-registry';
import { copyForNewShipment, handOverBookAgain, takeBookAgain } from './book-again';

const booked = () => {
  const c = newConsignment(() => 0.5);
  c.orderNo = '1000234';
  c.consignmentId = 77;
  c.consignmentNo = '1234567890';
  c.owner = 7;
  c.templateName = 'dhl_freight_parcel';
  c.errors = [{ code: 'x', description: 'y' }];
  c.transportProduct.pickup = { date: '2026-11-20', earliest: '09:00', latest: '16:00', instruction: [] };
  const first = c.parts[0];
  if (first) first.address.name = 'Nordisk Verktyg AB';
  return c;
};
const order = { consigneeType: 'private', noPickup: true } as Order;

describe('book again as a new shipment', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps parties, goods and service but none of the old booking', () => {
    const copy = copyForNewShipment(order, booked());
    expect(copy.consignment).toMatchObject({
      orderNo: null,
      consignmentId: null,
      consignmentNo: null,
      owner: null,
      errors: [],
      templateName: 'dhl_freight_parcel',
    });
    expect(copy.consignment.parts[0]?.address.name).toBe('Nordisk Verktyg AB');
    expect(copy.consignment.transportProduct.pickup).toMatchObject({ date: '', earliest: '', latest: '' });
    expect(copy).toMatchObject({ consigneeType: 'private', noPickup: true });
  });

  it('hands the copy over once', () => {
    const copy = copyForNewShipment(order, booked());
    handOverBookAgain(copy);
    expect(takeBookAgain()).toEqual(copy);
    expect(takeBookAgain()).toBeNull();
  });

  it('drops a hand-over it cannot read, and any at logout', () => {
    sessionStorage.setItem('skeppa.book-again', '{"consignment":{}}');
    expect(takeBookAgain()).toBeNull();
    handOverBookAgain(copyForNewShipment(order, booked()));
    resetAllStores();
    expect(takeBookAgain()).toBeNull();
  });
});
