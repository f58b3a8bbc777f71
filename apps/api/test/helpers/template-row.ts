import type { TemplateRow } from '../../src/modules/pricing/tariff-book.ts';

let lastId = 0;

/** Ids unique across every row of the fixture, templates and tariff rows alike. */
export const nextRowId = () => ++lastId;

export function template(
  overrides: Partial<TemplateRow> & Pick<TemplateRow, 'templateName' | 'supplierId'>,
): TemplateRow {
  return {
    id: nextRowId(),
    templateSubject: overrides.templateName,
    code: '',
    serviceId: '',
    textId: null,
    addService: '',
    priceCode: '',
    priceTransportProduct: '',
    priceSupplier: overrides.supplierId,
    priceInfo: '',
    instruction: '',
    deliveryMinDays: 1,
    deliveryMaxDays: 2,
    deliveryInfo: '',
    trackingUrl: '',
    paymentCollect: false,
    hidePriceless: true,
    locationFinder: false,
    locationFinderUps: false,
    pickupTime: '',
    returnService: false,
    noPickupTemplateExists: false,
    mandatoryNameConsignor: false,
    mandatoryNameConsignee: false,
    mandatoryMobileConsignor: false,
    mandatoryMobileConsignee: false,
    logo: '',
    active: true,
    minMemberLevel: 0,
    fromCountries: ['SE'],
    consigneeTypes: ['company', 'private'],
    packageTypes: ['parcel', 'unspecified', 'pallet', 'halfpallet'],
    maxWeightPerPackage: 2500,
    maxLength: 240,
    maxWidth: 180,
    maxHeight: 220,
    maxPackages: 99,
    kgPerM3: 280,
    kgPerLdm: 1950,
    weightStep: 1,
    perPiece: false,
    transportMode: 'road',
    vatRate: 0.25,
    termsSv: '',
    termsEn: '',
    infoSv: '',
    infoEn: '',
    ...overrides,
  };
}
