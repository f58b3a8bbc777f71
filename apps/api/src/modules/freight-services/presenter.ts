import type { FreightService, Language } from '@skeppa/domain';
import type { ServiceOptionRow, TariffBook, TemplateRow } from '../pricing/index.ts';

export function presentFreightService(book: TariffBook, t: TemplateRow, language: Language): FreightService {
  return {
    id: t.id,
    templateSubject: t.templateSubject,
    templateName: t.templateName,
    code: t.code,
    addService: t.addService,
    priceCode: t.priceCode,
    priceTransportProduct: t.priceTransportProduct,
    priceSupplier: t.priceSupplier,
    priceInfo: t.priceInfo,
    instruction: t.instruction,
    deliveryMinDays: t.deliveryMinDays,
    deliveryMaxDays: t.deliveryMaxDays,
    deliveryInfo: t.deliveryInfo,
    trackingUrl: t.trackingUrl,
    supplier: book.carrierNames.get(t.supplierId) ?? '',
    supplierId: t.supplierId,
    serviceId: t.serviceId,
    textId: t.textId,
    paymentCollect: t.paymentCollect,
    hidePriceless: t.hidePriceless,
    locationFinder: t.locationFinder,
    locationFinderUPS: t.locationFinderUps,
    pickupTime: t.pickupTime,
    returnService: t.returnService,
    noPickupTemplateExists: t.noPickupTemplateExists,
    mandatoryNameConsignor: t.mandatoryNameConsignor,
    mandatoryNameConsignee: t.mandatoryNameConsignee,
    mandatoryMobileConsignor: t.mandatoryMobileConsignor,
    mandatoryMobileConsignee: t.mandatoryMobileConsignee,
    packageTypes: t.packageTypes,
    fixedPrices: book.templatesWithFixedPrices.has(t.id),
    logo: t.logo,
    consigneeTypes: t.consigneeTypes,
    maxWeightPerPackage: t.maxWeightPerPackage,
    maxLength: t.maxLength,
    maxWidth: t.maxWidth,
    maxHeight: t.maxHeight,
    info: language === 'sv' ? t.infoSv : t.infoEn,
  };
}

export function presentOption(o: ServiceOptionRow, templateName: string, language: Language) {
  return {
    id: o.id,
    templateName,
    type: o.type,
    labelSv: o.labelSv,
    labelEn: o.labelEn,
    price: o.priceOre / 100,
    perPackage: o.perPackage,
    fields: o.fields,
    terms: language === 'sv' ? o.termsSv : o.termsEn,
  };
}
