import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Consignment, newConsignment } from '../entities/consignment.ts';
import { bookingPriceInput, pricingChoices, samePrice } from './booking-price.ts';

/** A priceable parcel from Stockholm to Göteborg with a phone notice chosen on it. */
function parcel(over: Partial<Consignment> = {}): Consignment {
  const c = newConsignment(() => 0.5);
  c.parts[0]!.address.postcode = '11122';
  c.parts[1]!.address.postcode = '41101';
  Object.assign(c.goodsItem[0]!, { weight: 12, length: 40, width: 30, height: 20 });
  c.transportProduct.serviceOption = [{ type: 'phoneNotice', phone: '0701234567' }];
  c.transportProduct.pickup.date = '2026-11-25';
  return { ...c, ...over };
}

const terms = { consigneeType: 'company', noPickup: false, insured: false, goodsValue: null } as const;

describe('bookingPriceInput', () => {
  it("prices the consignment's goods, places, added services and pickup day with the order's terms", () => {
    const input = bookingPriceInput({ ...terms, consigneeType: 'private', noPickup: true }, parcel());
    expect(input).toEqual({
      parts: [
        { role: 'consignor', address: { countrycode: 'SE', postcode: '11122' } },
        { role: 'consignee', address: { countrycode: 'SE', postcode: '41101' } },
      ],
      goodsItem: [
        {
          noOfPackages: 1,
          weight: 12,
          length: 40,
          width: 30,
          height: 20,
          packageType: 'parcel',
          isStackable: true,
        },
      ],
      // Only the type of an added service prices; what was typed into it does not.
      transportProduct: { serviceOption: [{ type: 'phoneNotice' }], pickup: { date: '2026-11-25' } },
      insuranceDisabled: false,
      insuranceGoodsValue: null,
      consigneeType: 'private',
      noPickup: true,
    });
  });

  it("insures by the order's goods value, whatever the consignment's own field says", () => {
    const c = parcel({ insuranceGoodsValue: 5_000, insuranceDisabled: true });
    expect(bookingPriceInput({ ...terms, insured: true, goodsValue: 20_000 }, c)?.insuranceGoodsValue).toBe(
      20_000,
    );
    expect(
      bookingPriceInput({ ...terms, insured: false, goodsValue: 20_000 }, c)?.insuranceGoodsValue,
    ).toBeNull();
  });

  it('leaves out an insurance whose goods value is still missing or out of bounds', () => {
    for (const goodsValue of [null, 999, 1_000_001]) {
      expect(
        bookingPriceInput({ ...terms, insured: true, goodsValue }, parcel())?.insuranceGoodsValue,
      ).toBeNull();
    }
    expect(
      bookingPriceInput({ ...terms, insured: true, goodsValue: 1_000 }, parcel())?.insuranceGoodsValue,
    ).toBe(1_000);
  });

  it('is null while the goods cannot be priced', () => {
    const c = parcel();
    c.goodsItem[0]!.weight = 0;
    expect(bookingPriceInput(terms, c)).toBeNull();
  });
});

describe('samePrice', () => {
  it('is the same price to the öre, one öre of rounding allowed', () => {
    expect(samePrice(240.17, 240.17)).toBe(true);
    expect(samePrice(240.17, 240.18)).toBe(true);
    expect(samePrice(240.17, 240.19)).toBe(false);
    expect(samePrice(240.17, 315.17)).toBe(false);
    expect(samePrice(null, 240.17)).toBe(false);
  });

  it('is symmetric and holds for any price against itself', () => {
    const price = fc.integer({ min: 0, max: 1_000_000_000 }).map((ore) => ore / 100);
    fc.assert(
      fc.property(price, price, (a, b) => {
        expect(samePrice(a, a)).toBe(true);
        expect(samePrice(a, b)).toBe(samePrice(b, a));
      }),
    );
  });
});

describe('pricingChoices', () => {
  it("takes the consignment's own choice, else the customer's, else a company picked up", () => {
    const customer = { consigneeType: 'private', noPickup: true };
    expect(pricingChoices({ consigneeType: 'company', noPickup: false }, customer)).toEqual({
      consigneeType: 'company',
      noPickup: false,
    });
    expect(pricingChoices({}, customer)).toEqual({ consigneeType: 'private', noPickup: true });
    expect(pricingChoices({}, { consigneeType: 'unknown', noPickup: false })).toEqual({
      consigneeType: 'company',
      noPickup: false,
    });
    expect(pricingChoices({})).toEqual({ consigneeType: 'company', noPickup: false });
  });
});
