import { bookingPriceInput, newConsignment, type Order } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { pricedKeyOf } from './completion';
import { completionFromOrder } from './completion-from-order';
import { bookingTermsOf, goodsValueOf, toSavedConsignment } from './to-booking';

/** A pallet to Oslo saved with a tail lift, a phone notice and insurance, as step 3 saves it. */
function savedShipment() {
  const c = newConsignment(() => 0.5);
  c.consignmentId = 41;
  c.templateName = 'dhl_freight_stycke';
  c.parts[0]!.address = {
    ...c.parts[0]!.address,
    name: 'Nordisk Verktyg AB',
    postcode: '11351',
    city: 'Stockholm',
  };
  c.parts[1]!.address = {
    ...c.parts[1]!.address,
    name: 'Kund AS',
    postcode: '0154',
    city: 'Oslo',
    countrycode: 'NO',
  };
  c.goodsItem = [
    {
      ...c.goodsItem[0]!,
      packageType: 'pallet',
      weight: 300,
      length: 120,
      width: 80,
      height: 100,
      isStackable: false,
    },
  ];
  c.transportProduct.pickup.date = '2026-12-01';
  c.transportProduct.serviceOption = [{ type: 'tailLift' }, { type: 'phoneNotice', phone: '0701234567' }];
  c.insuranceGoodsValue = 12_500.5;
  const order = {
    orderNo: 'ABCDEFGHIJKLMNOP',
    templateName: 'dhl_freight_stycke',
    consigneeType: 'company',
    noPickup: false,
    insured: true,
    goodsValue: 12_500.5,
  } as Order;
  return { order, consignment: c };
}

describe('a saved shipment opened again in step 3', () => {
  it('is the completion of its own draft, under its own order and consignment', () => {
    const { order, consignment } = savedShipment();
    const { draft, completion } = completionFromOrder(order, consignment);
    // What useCompletion checks before it keeps a completion rather than starting afresh.
    expect(completion.pricedKey).toBe(pricedKeyOf(draft));
    expect(completion.templateName).toBe(draft.templateName);
    expect(completion.orderNo).toBe('ABCDEFGHIJKLMNOP');
    expect(completion.consignment.consignmentId).toBe(41);
    expect(completion.consignment.parts[1]?.address.name).toBe('Kund AS');
  });

  it('keeps the added services with what was typed into them, and the insured goods value', () => {
    const { order, consignment } = savedShipment();
    const { completion } = completionFromOrder(order, consignment);
    expect(completion.services).toEqual([
      { type: 'tailLift', fields: {} },
      { type: 'phoneNotice', fields: { phone: '0701234567' } },
    ]);
    expect(completion.insured).toBe(true);
    expect(goodsValueOf(completion)).toBe(12_500.5);
    expect(toSavedConsignment(completion).transportProduct.serviceOption).toEqual(
      consignment.transportProduct.serviceOption,
    );
  });

  it('prices as step 4 priced it, so Continue saves the price the booking checks', () => {
    const { order, consignment } = savedShipment();
    const { completion } = completionFromOrder(order, consignment);
    const step3 = bookingPriceInput(bookingTermsOf(completion), toSavedConsignment(completion));
    expect(step3).not.toBeNull();
    expect(step3).toEqual(bookingPriceInput(order, consignment));
  });

  it('starts without insurance when the order had none', () => {
    const { order, consignment } = savedShipment();
    const { completion } = completionFromOrder({ ...order, insured: false, goodsValue: null }, consignment);
    expect(completion).toMatchObject({ insured: false, goodsValue: '' });
  });
});
