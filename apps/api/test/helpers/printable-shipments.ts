import { type CustomsInvoice, dhlExpressWaybill, luhnWaybill, sscc, upsTrackingNumber } from '@skeppa/domain';
import type { PrintableParty, PrintableShipment } from '../../src/documents/types.ts';

/** Shipments as the print service hands them to the documents: one per active carrier. */
export function party(over: Partial<PrintableParty> = {}): PrintableParty {
  return {
    name: 'Åkesson & Söner AB',
    address: ['Hamngatan 1', 'Port 3'],
    postcode: '41101',
    city: 'Göteborg',
    countrycode: 'SE',
    contactPerson: 'Eva Åkesson',
    phone: '031-123 45 60',
    customerNo: '556036-0793',
    ...over,
  };
}

const receiver = party({
  name: 'Ölands Trä & Järn AB',
  address: ['Storgatan 12', ''],
  postcode: '38631',
  city: 'Färjestaden',
  contactPerson: 'Örjan Lind',
  phone: '0485-300 00',
  customerNo: 'K-778',
});

export const CARRIER_NAMES = { 131: 'DHL Express', 116: 'DHL Freight', 4: 'DSV', 225: 'UPS' } as const;
export type ActiveCarrier = keyof typeof CARRIER_NAMES;

/** Package numbers as the sandbox carriers issue them, with their check digits. */
export function packageNumbers(carrier: ActiveCarrier, count: number, seed = 1): string[] {
  return Array.from({ length: count }, (_, i) => {
    const n = seed * 100 + i + 1;
    if (carrier === 225) return upsTrackingNumber('X61W02', '66', String(n).padStart(7, '0'));
    if (carrier === 131) return `JD01${String(n).padStart(16, '0')}`;
    return sscc(`3732215${String(n).padStart(10, '0')}`);
  });
}

export function waybillNumber(carrier: ActiveCarrier, seed = 1): string {
  if (carrier === 225) return packageNumbers(225, 1, seed)[0]!;
  if (carrier === 131) return dhlExpressWaybill(String(123_456_000 + seed));
  return luhnWaybill(String(700_000_000 + seed));
}

export function shipment(
  carrier: ActiveCarrier,
  packages = 2,
  over: Partial<PrintableShipment> = {},
): PrintableShipment {
  const numbers = packageNumbers(carrier, packages, over.id ?? 1);
  return {
    id: 1,
    orderNo: 'SK-000123',
    status: 'booked',
    carrier: { code: carrier, name: CARRIER_NAMES[carrier] },
    template: { name: 'standard', product: carrier === 225 ? 'UPS Standard' : 'Stycke (211)' },
    waybillNo: waybillNumber(carrier, over.id ?? 1),
    shipperAccount: 'X61W02',
    packages: numbers.map((number, i) => ({ number, goodsLine: i % 2, weightKg: 12.5 + i })),
    goods: [
      {
        marks: 'ÅÄÖ-1',
        noOfPackages: Math.ceil(packages / 2),
        packageType: 'parcel',
        description: 'Möbeldelar i ek',
        weightKg: 25.04,
        volumeM3: 0.1234,
        loadingMetres: 0.333,
        lengthCm: 60,
        widthCm: 40,
        heightCm: 40,
      },
      {
        marks: 'B-2',
        noOfPackages: Math.floor(packages / 2),
        packageType: 'pallet',
        description: 'Gjutjärnsgrytor',
        weightKg: 310.06,
        volumeM3: 1.152,
        loadingMetres: 0.4,
        lengthCm: 120,
        widthCm: 80,
        heightCm: 120,
      },
    ],
    shipDate: '2026-11-24',
    sender: party(),
    receiver,
    pickup: null,
    delivery: null,
    servicePoint: null,
    payer: { kind: 'sender', customerNo: '556036-0793', party: null },
    terms: { code: 'DAP', place: 'Färjestaden' },
    references: { sender: 'PO-4471', receiver: 'Lager Ö' },
    instructions: { delivery: 'Ring 30 min före / Call 30 min ahead', pickup: 'Lastkaj 2' },
    insurance: { value: 15000, currency: 'SEK' },
    sandbox: true,
    customsInvoice: null,
    invoiceCopies: 0,
    paperless: false,
    ...over,
  };
}

export function customsInvoice(over: Partial<CustomsInvoice> = {}): CustomsInvoice {
  const exporter = {
    name: 'Åkesson & Söner AB',
    address: ['Hamngatan 1', ''] as [string, string],
    postcode: '41101',
    city: 'Göteborg',
    countrycode: 'SE',
    vatNo: 'SE556036079301',
    eori: 'SE5560360793',
  };
  return {
    kind: 'commercial',
    invoiceNo: 'F-2026-118',
    invoiceDate: '2026-11-24',
    exporter,
    importer: {
      ...exporter,
      name: 'Nordlys Interiør AS',
      city: 'Tromsø',
      postcode: '9008',
      countrycode: 'NO',
      vatNo: '',
      eori: '',
    },
    buyer: null,
    currency: 'SEK',
    incoterm: 'DAP',
    namedPlace: 'Tromsø',
    reason: 'sale',
    reasonExplanation: '',
    lines: [
      {
        description: 'Oak chair legs, turned, untreated',
        hsCode: '9401.90',
        originCountry: 'SE',
        quantity: 12,
        unit: 'pcs',
        unitValue: 89.5,
        netWeightKg: 9.6,
      },
      {
        description: 'Cast iron casserole 4 l, enamelled',
        hsCode: '7323 91 00',
        originCountry: 'DE',
        quantity: 3,
        unit: 'pcs',
        unitValue: 1249.95,
        netWeightKg: 15.3,
      },
    ],
    freight: 450,
    insurance: 35.25,
    otherCharges: 0,
    grossWeightKg: 27.5,
    packageCount: 2,
    waybillNo: '1234567897',
    declaration: 'I declare that the information on this invoice is true and correct.',
    signatory: { name: 'Eva Åkesson', title: 'VD / CEO', place: 'Göteborg', date: '2026-11-24' },
    ...over,
  };
}
