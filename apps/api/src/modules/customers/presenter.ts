import {
  type CarrierListEntry,
  type Customer,
  consigneeTypes,
  languages,
  printFormats,
} from '@skeppa/domain';
import type { carriers, companies, customerCarriers, customers } from '../../db/schema/index.ts';

type CustomerRow = typeof customers.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type CarrierJoin = { entry: typeof customerCarriers.$inferSelect; carrier: typeof carriers.$inferSelect };

const oneOf = <T extends string>(values: readonly T[], v: string, fallback: T): T =>
  (values as readonly string[]).includes(v) ? (v as T) : fallback;

export function presentCarrier({ entry, carrier }: CarrierJoin): CarrierListEntry {
  return {
    code: carrier.code,
    name: carrier.name,
    logoName: carrier.logoName,
    priceSupplier: entry.priceSupplier,
    // A carrier out of service is never used, whatever the customer chose.
    active: entry.active && carrier.active,
  };
}

export function presentCustomer(
  customer: CustomerRow,
  company: CompanyRow,
  carrierRows: CarrierJoin[],
  hasUnviewedNewsArticles: boolean,
): Customer {
  return {
    id: customer.id,
    compId: company.id,
    integrationId: customer.integrationId,
    customerLevel: customer.customerLevel,
    custLevel: customer.customerLevel,
    memberLevel: customer.memberLevel,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    mobile: customer.mobile,
    company: company.name,
    orgNo: company.orgNo,
    address: company.address,
    address2: company.address2,
    postcode: company.postcode,
    city: company.city,
    state: company.state,
    country: company.country,
    filterContacts: customer.filterContacts,
    primaryContactId: customer.primaryContactId,
    archivedComplaints: customer.archivedComplaints,
    showAllBooked: customer.showAllBooked,
    creditLimit: company.creditLimitOre / 100,
    printFormat: oneOf(printFormats, customer.printFormat, 'PDF'),
    priceList: customer.priceList,
    moduleMessageRead: customer.moduleMessageRead,
    carriers: carrierRows.map(presentCarrier),
    creditBlock: company.creditBlock,
    insuranceDisabled: customer.insuranceDisabled,
    insuranceGoodsValue:
      customer.insuranceGoodsValueOre === null ? null : customer.insuranceGoodsValueOre / 100,
    noPickup: customer.noPickup,
    consigneeType: oneOf(consigneeTypes, customer.consigneeType, 'company'),
    hasUnviewedNewsArticles,
    language: oneOf(languages, customer.language, 'sv'),
    trackingMailReceiverPickup: customer.trackingMailReceiverPickup,
    trackingMailReceiverOutForDelivery: customer.trackingMailReceiverOutForDelivery,
    trackingMailSenderDelivered: customer.trackingMailSenderDelivered,
    trackingMailSenderException: customer.trackingMailSenderException,
  };
}
