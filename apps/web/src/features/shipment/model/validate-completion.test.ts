import type { Part } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { completeDraft } from '../test/fixtures';
import { type Completion, newCompletion } from './completion';
import { toOrderInput, toSavedConsignment } from './to-booking';
import { validateCompletion } from './validate-completion';

const template = {
  mandatoryNameConsignor: false,
  mandatoryNameConsignee: true,
  mandatoryMobileConsignor: false,
  mandatoryMobileConsignee: true,
  pickupTime: '08:00-16:00',
};
const weekday = (iso: string) => ![0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay());

function filled(part: Part, name: string): Part {
  return {
    ...part,
    address: { ...part.address, name, address: ['Hamngatan 1', ''], city: part.address.city || 'Stockholm' },
    communication: {
      ...part.communication,
      contactPerson: 'Eva Lind',
      mobile: { value: '0701234567', notify: true },
    },
  };
}

function complete(templateName = 'dhl_parcel'): Completion {
  const c = newCompletion(completeDraft(), templateName);
  const parts = c.consignment.parts.map((p) =>
    filled(p, p.role === 'consignor' ? 'Nordisk Verktyg AB' : 'Kund AB'),
  );
  const pickup = {
    date: '2026-11-24',
    earliest: '2026-11-24T09:00:00+01:00',
    latest: '2026-11-24T15:00:00+01:00',
  };
  const product = c.consignment.transportProduct;
  return {
    ...c,
    consignment: {
      ...c.consignment,
      parts,
      goodsItem: c.consignment.goodsItem.map((g) => ({ ...g, goodsType: 'Handverktyg i stål' })),
      transportProduct: { ...product, pickup: { ...product.pickup, ...pickup } },
    },
  };
}

/** The completion with its goods lines described as given, in order. */
const described = (c: Completion, ...goodsTypes: string[]): Completion => ({
  ...c,
  consignment: {
    ...c.consignment,
    goodsItem: goodsTypes.map((goodsType, i) => ({
      ...c.consignment.goodsItem[0]!,
      id: `line${i}`,
      goodsType,
    })),
  },
});

const withPart = (c: Completion, role: string, change: (p: Part) => Part): Completion => ({
  ...c,
  consignment: { ...c.consignment, parts: c.consignment.parts.map((p) => (p.role === role ? change(p) : p)) },
});

describe('validateCompletion', () => {
  it('passes a completed shipment', () => {
    expect(validateCompletion(complete(), template, [], weekday)).toEqual({});
  });

  it('asks what the goods of each line are, within 35 characters', () => {
    const errors = validateCompletion(
      described(complete(), 'Handverktyg i stål', '  ', 'Möbeldelar i ek, oljade, 12 kartonger'),
      template,
      [],
      weekday,
    );
    expect(errors).toEqual({
      'goods.line1.goodsType': { key: 'validation.required' },
      'goods.line2.goodsType': { key: 'validation.tooLong' },
    });
  });

  it('refuses a bare word such as "Gåva" only for goods that cross the EU border', () => {
    const gift = described(complete(), 'Gåva');
    expect(validateCompletion(gift, template, [], weekday)).toEqual({});
    const toOslo = withPart(gift, 'consignee', (p) => ({
      ...p,
      address: { ...p.address, countrycode: 'NO' },
    }));
    expect(validateCompletion(toOslo, template, [], weekday)).toEqual({
      'goods.line0.goodsType': { key: 'shipment.complete.goods.vague' },
    });
  });

  it("asks for the receiver's contact person and mobile where the service says they are mandatory", () => {
    const c = withPart(complete(), 'consignee', (p) => ({
      ...p,
      communication: { ...p.communication, contactPerson: '', mobile: { value: '070', notify: false } },
    }));
    const errors = validateCompletion(c, template, [], weekday);
    expect(errors['consignee.contactPerson']).toEqual({ key: 'validation.required' });
    expect(errors['consignee.mobile']).toEqual({ key: 'validation.required' });
    // The sender's are optional for this service.
    const sender = withPart(complete(), 'consignor', (p) => ({
      ...p,
      communication: { ...p.communication, contactPerson: '', mobile: { value: '', notify: false } },
    }));
    expect(validateCompletion(sender, template, [], weekday)).toEqual({});
  });

  it('refuses a pickup on a day the carrier does not work, or outside its hours', () => {
    const c = complete();
    const product = c.consignment.transportProduct;
    const saturday = {
      ...c,
      consignment: {
        ...c.consignment,
        transportProduct: {
          ...product,
          pickup: {
            ...product.pickup,
            date: '2026-11-28',
            earliest: '2026-11-28T07:00:00+01:00',
            latest: '2026-11-28T06:00:00+01:00',
          },
        },
      },
    };
    const errors = validateCompletion(saturday, template, [], weekday);
    expect(errors['pickup.date']).toEqual({ key: 'shipment.complete.notPickupDay' });
    expect(errors['pickup.earliest']).toEqual({ key: 'shipment.complete.outsideWindow' });
    expect(errors['pickup.latest']).toEqual({ key: 'shipment.complete.outsideWindow' });
    // A drop-off shipment has no pickup to check.
    expect(validateCompletion({ ...saturday, noPickup: true }, template, [], weekday)).toEqual({});
  });

  it('asks for the terms of delivery of a DAP service and the fields of a chosen added service', () => {
    const c = { ...complete('dhl_freight_dap'), services: [{ type: 'COD', fields: { amount: '12,345' } }] };
    const offered = [
      {
        id: 1,
        type: 'COD',
        labelSv: 'Efterkrav',
        labelEn: 'Cash on delivery',
        price: 50,
        perPackage: false,
        fields: [
          { name: 'amount', labelSv: 'Belopp', labelEn: 'Amount', required: true, format: 'decimal' },
          { name: 'account', labelSv: 'Konto', labelEn: 'Account', required: true },
        ],
      },
    ];
    const errors = validateCompletion(c, template, offered, weekday);
    expect(errors['tod.combiterm']).toEqual({ key: 'validation.required' });
    expect(errors['tod.location']).toEqual({ key: 'validation.required' });
    expect(errors['service.COD.amount']).toEqual({ key: 'validation.format' });
    expect(errors['service.COD.account']).toEqual({ key: 'validation.required' });
  });

  it('wants an insured goods value of SEK 1,000–1,000,000', () => {
    const insured = (goodsValue: string) =>
      validateCompletion({ ...complete(), insured: true, goodsValue }, template, [], weekday);
    expect(insured('')).toEqual({ goodsValue: { key: 'validation.required' } });
    expect(insured('999')).toEqual({
      goodsValue: { key: 'shipment.validation.min', values: { min: '1\u00a0000\u00a0SEK' } },
    });
    expect(insured('1 000 001')).toEqual({
      goodsValue: { key: 'shipment.validation.max', values: { max: '1\u00a0000\u00a0000\u00a0SEK' } },
    });
    expect(insured('25 000,50')).toEqual({});
  });
});

describe('the saved shipment', () => {
  it('carries its added services, insurance and the price the user was shown', () => {
    const c = {
      ...complete(),
      services: [{ type: 'PRENOTICE', fields: { phone: '0701234567' } }],
      insured: true,
      goodsValue: '25 000',
    };
    const consignment = toSavedConsignment(c);
    expect(consignment.transportProduct.serviceOption).toEqual([{ type: 'PRENOTICE', phone: '0701234567' }]);
    expect(consignment.insuranceGoodsValue).toBe(25_000);
    expect(toOrderInput(c, 7, { price: 218.15, currency: 'SEK', supplierId: 116 })).toMatchObject({
      consignmentId: 7,
      supplierId: 116,
      templateName: 'dhl_parcel',
      calculatedPrice: 218.15,
      insured: true,
      goodsValue: 25_000,
    });
  });
});

describe('validateCompletion: service point', () => {
  const finder = { ...template, supplierId: 116, locationFinder: true, locationFinderUPS: false };
  const point = {
    carrierCode: 116,
    id: '1234567',
    name: 'ICA Nära Torget',
    street: 'Storgatan 3',
    postcode: '41101',
    city: 'Göteborg',
    countryCode: 'SE',
    openingHours: [],
    distanceMetres: 400,
    accessPointType: null,
  };
  const withPoint = (c: Completion, servicePoint: typeof point | null): Completion => ({
    ...c,
    consignment: { ...c.consignment, transportProduct: { ...c.consignment.transportProduct, servicePoint } },
  });

  it('asks for a point where the template delivers to one, and only there', () => {
    expect(validateCompletion(complete(), finder, [], weekday).servicePoint).toEqual({
      key: 'shipment.servicePoint.required',
    });
    expect(
      validateCompletion(withPoint(complete(), point), finder, [], weekday).servicePoint,
    ).toBeUndefined();
    expect(
      validateCompletion(complete(), { ...finder, locationFinder: false }, [], weekday).servicePoint,
    ).toBeUndefined();
  });

  it("does not take another carrier's point", () => {
    const ups = withPoint(complete(), { ...point, carrierCode: 225 });
    expect(validateCompletion(ups, finder, [], weekday).servicePoint).toBeDefined();
  });
});
