import { describe, expect, it } from 'vitest';
import { priceConsignment } from '../src/modules/pricing/price-consignment.ts';
import type { PricingInput, Quote } from '../src/modules/pricing/types.ts';
import { everyone, input, parcel } from './helpers/pricing-input.ts';
import { fixtureBook } from './helpers/tariff-fixture.ts';

// The hand-computed examples of docs/pricing.md: change one here, change it there.

const { book } = fixtureBook();

function quote(name: string, i: PricingInput = input(), customer = everyone): Quote {
  const q = priceConsignment(book, i, customer).quotes.find((x) => x.templateName === name);
  if (!q) throw new Error(`${name} not priced`);
  return q;
}
const codes = (q: Quote) => q.lines.map((l) => [l.code, l.amountOre]);

describe('hand-computed prices', () => {
  it('1: 20 kg domestic, no pickup: first break + 10 % fuel + 25 % VAT', () => {
    const q = quote('road');
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([33000, 8250, 41250]);
    expect(q.lines).toEqual([
      { code: 'freight', amountOre: 30000 },
      { code: 'fuel', percent: 10, amountOre: 3000 },
    ]);
    expect(q.chargeableWeightRule).toBe('actual');
    expect(q.currency).toBe('SEK');
  });

  it('2: with pickup the pickup fee is added', () => {
    const q = quote('road', input({ pickup: true }));
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([38000, 9500, 47500]);
  });

  it('3: 40 kg to a private consignee in Göteborg: zone 2, private, pre-notice and big-city fees', () => {
    const q = quote(
      'road',
      input({ to: { countrycode: 'SE', postcode: '411 01' }, consigneeType: 'private', goods: [parcel(40)] }),
    );
    expect(codes(q)).toEqual([
      ['freight', 45000],
      ['fuel', 4500],
      ['privateConsignee', 9500],
      ['preNotice', 5500],
      ['bigCity', 6500],
    ]);
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([71000, 17750, 88750]);
    expect([q.deliveryMinDays, q.deliveryMaxDays]).toEqual([2, 3]);
  });

  it('4: beyond the last break: last price + 500 öre per started kg', () => {
    const q = quote('road', input({ goods: [parcel(130)] }));
    expect(q.lines[0]?.amountOre).toBe(75000);
    expect(q.totalOre).toBe(103125);
  });

  it('5: a light, bulky package is charged on volume (280 kg/m³)', () => {
    const q = quote('road', input({ goods: [parcel(50, [100, 100, 100])] }));
    expect(q.chargeableWeight).toBe(280);
    expect(q.chargeableWeightRule).toBe('volume');
    expect(q.lines[0]?.amountOre).toBe(150000);
    expect(q.totalOre).toBe(206250);
  });

  it('6: goods that cannot be stacked are charged on loading metres (1,950 kg/ldm)', () => {
    const goods = [{ ...parcel(300, [120, 80, 100], 2), packageType: 'unspecified', isStackable: false }];
    const q = quote('road', input({ goods }));
    expect(q.chargeableWeight).toBe(1560);
    expect(q.chargeableWeightRule).toBe('loadingMetres');
    expect(q.lines[0]?.amountOre).toBe(790000);
    expect([q.netOre, q.vatOre]).toEqual([869000, 217250]);
  });

  it('7: courier weight rounds up to the next half kilo after volume (200 kg/m³)', () => {
    const q = quote('courier', input({ goods: [parcel(1.2, [20, 20, 20])] }));
    expect(q.chargeableWeight).toBe(2);
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([37500, 9375, 46875]);
  });

  it('8: export to the US: world zone, no VAT, two extra days', () => {
    const q = quote(
      'courier',
      input({ to: { countrycode: 'US', postcode: '10001' }, goods: [parcel(1, [10, 10, 10])] }),
    );
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([31250, 0, 31250]);
    expect([q.deliveryMinDays, q.deliveryMaxDays]).toEqual([3, 4]);
  });

  it('9: pallets at fixed prices per pallet type', () => {
    const goods = [
      { ...parcel(400, [120, 80, 100], 2), packageType: 'pallet', isStackable: false },
      { ...parcel(100, [60, 80, 100], 1), packageType: 'halfpallet', isStackable: false },
    ];
    const q = quote('pallet', input({ goods }));
    expect(q.chargeableWeightRule).toBe('fixed');
    expect(q.lines.map((l) => l.amountOre)).toEqual([260000, 39000]);
    expect(q.totalOre).toBe(373750);
  });

  it('10: insurance is 0.75 % of the goods value, at least 65 SEK, and carries no VAT', () => {
    const high = quote('road', input({ insuranceGoodsValue: 20000 }));
    expect(high.lines.at(-1)).toEqual({ code: 'insurance', amountOre: 15000 });
    expect([high.netOre, high.vatOre, high.totalOre]).toEqual([48000, 8250, 56250]);
    const low = quote('road', input({ insuranceGoodsValue: 5000 }));
    expect(low.lines.at(-1)?.amountOre).toBe(6500);
  });

  it('11: the fuel surcharge in force on the date applies', () => {
    const q = quote('road', input({ date: '2026-12-05' }));
    expect(q.lines[1]).toEqual({ code: 'fuel', percent: 20, amountOre: 6000 });
  });

  it('12: a chosen added service is a line of its own', () => {
    const q = quote('road', input({ serviceOptions: ['tailLift'] }));
    expect(q.lines.at(-1)).toMatchObject({ code: 'serviceOption', type: 'tailLift', amountOre: 26000 });
    expect([q.netOre, q.vatOre]).toEqual([59000, 14750]);
    expect(q.serviceOptions).toEqual([
      expect.objectContaining({ type: 'tailLift', chosen: true, priceOre: 26000 }),
      expect.objectContaining({ type: 'phoneNotice', chosen: false, priceOre: 5500 }),
    ]);
  });

  it('13: the customer’s price list is used, in its currency; an unknown one falls back to the default', () => {
    const agreement = quote('road', input(), { ...everyone, priceList: 2 });
    expect([agreement.lines[0]?.amountOre, agreement.currency]).toEqual([27000, 'EUR']);
    const unknown = quote('road', input(), { ...everyone, priceList: 99 });
    expect([unknown.lines[0]?.amountOre, unknown.currency]).toEqual([30000, 'SEK']);
  });

  it('14: Denmark is Nordic road: 350 kg/m³, not the Swedish 280', () => {
    const q = quote(
      'road',
      input({ to: { countrycode: 'DK', postcode: '2100' }, goods: [parcel(50, [100, 100, 100])] }),
    );
    expect([q.chargeableWeight, q.chargeableWeightRule]).toEqual([350, 'volume']);
    // 350 kg is in the 500-kg break; on Swedish factors 280 kg would have been 1,200 SEK.
    expect(codes(q)).toEqual([
      ['freight', 150000],
      ['fuel', 15000],
    ]);
    // Within the EU, for a Swedish business buyer: Swedish VAT of 25 % (rules/freight-vat.ts).
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([165000, 41250, 206250]);
    expect([q.deliveryMinDays, q.deliveryMaxDays]).toEqual([2, 3]);
  });

  it('15: the volume is multiplied by the factor before anything is rounded', () => {
    // 77 × 29 × 40 cm = 0.08932 m³ × 280 = 25.0096 kg → 26 kg, the 50-kg break. Rounding the
    // volume to 0.089 m³ first gave 24.92 kg → 25 kg and the 25-kg break.
    const q = quote('road', input({ goods: [parcel(5, [77, 29, 40])] }));
    expect([q.chargeableWeight, q.chargeableWeightRule]).toEqual([26, 'volume']);
    expect([q.lines[0]?.amountOre, q.totalOre]).toEqual([40000, 55000]);
  });

  it('16: a courier weighs and rounds each package before summing', () => {
    // 21 × 20 × 15 cm / 5000 = 1.26 kg a package, over its 1 kg: 1.5 kg each, 4.5 kg for three
    // (the whole consignment, 3.78 kg, would have rounded to 4 kg).
    const q = quote('courier', input({ goods: [parcel(3, [21, 20, 15], 3)] }));
    expect([q.chargeableWeight, q.chargeableWeightRule]).toEqual([4.5, 'volume']);
    expect(codes(q)).toEqual([
      ['freight', 42000],
      ['fuel', 10500],
    ]);
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([52500, 13125, 65625]);
  });

  it('17: an import is zoned by where it comes from: Spain is European road, Denmark Nordic', () => {
    const from = (countrycode: string, postcode: string) => input({ from: { countrycode, postcode } });
    const spain = quote('road_exw', from('ES', '28001'));
    const denmark = quote('road_exw', from('DK', '2100'));
    expect(codes(spain)).toEqual([
      ['freight', 110000],
      ['fuel', 11000],
    ]);
    expect(codes(denmark)).toEqual([
      ['freight', 70000],
      ['fuel', 7000],
    ]);
    // Imports from within the EU carry Swedish VAT; 25 % of 1 210 and of 770 SEK.
    expect([spain.vatOre, denmark.vatOre]).toEqual([30250, 19250]);
  });

  it('18: pre-notice is charged once: the chosen phone notice replaces the automatic fee', () => {
    const q = quote(
      'road',
      input({
        to: { countrycode: 'SE', postcode: '41101' },
        consigneeType: 'private',
        goods: [parcel(40)],
        serviceOptions: ['phoneNotice'],
      }),
    );
    expect(codes(q)).toEqual([
      ['freight', 45000],
      ['fuel', 4500],
      ['privateConsignee', 9500],
      ['bigCity', 6500],
      ['serviceOption', 5500],
    ]);
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([71000, 17750, 88750]);
  });

  it('19: the big-city fee applies to the pickup as well as the delivery', () => {
    const gbg = {
      from: { countrycode: 'SE', postcode: '41101' },
      to: { countrycode: 'SE', postcode: '41102' },
    };
    const picked = quote('road', input({ ...gbg, pickup: true }));
    expect(codes(picked)).toEqual([
      ['freight', 35000],
      ['fuel', 3500],
      ['pickup', 5000],
      ['bigCity', 13000],
    ]);
    expect([picked.netOre, picked.vatOre, picked.totalOre]).toEqual([56500, 14125, 70625]);
    // Handed in at a terminal: nothing is picked up in the city.
    expect(codes(quote('road', input(gbg))).at(-1)).toEqual(['bigCity', 6500]);
  });
});
