import type { CustomsInvoice } from '@skeppa/domain';

/** An invoice customs would accept: a shipment of kitchen knives to Oslo. */
export function goodInvoice(): CustomsInvoice {
  return {
    kind: 'commercial',
    invoiceNo: 'INV-1001',
    invoiceDate: '2026-11-24',
    exporter: {
      name: 'Nordisk Verktyg AB',
      address: ['Verkstadsgatan 4', ''],
      postcode: '41705',
      city: 'Göteborg',
      countrycode: 'SE',
      vatNo: 'SE556036079301',
      eori: 'SE5560360793',
    },
    importer: {
      name: 'Fjord Kjøkken AS',
      address: ['Karl Johans gate 1', ''],
      postcode: '0154',
      city: 'Oslo',
      countrycode: 'NO',
      vatNo: '',
      eori: '',
    },
    buyer: null,
    currency: 'SEK',
    incoterm: 'DAP',
    namedPlace: 'Oslo',
    reason: 'sale',
    reasonExplanation: '',
    lines: [
      {
        description: 'Kitchen knives of stainless steel',
        hsCode: '8211.91',
        originCountry: 'SE',
        quantity: 3,
        unit: 'pcs',
        unitValue: 199.9,
        netWeightKg: 0.9,
      },
    ],
    freight: 150,
    insurance: 0,
    otherCharges: 0,
    grossWeightKg: 1.5,
    packageCount: 1,
    waybillNo: '1234567890',
    declaration: 'I declare that the information on this invoice is true and correct.',
    signatory: { name: 'Anna Berg', title: 'Logistics', place: 'Göteborg', date: '2026-11-24' },
  };
}
