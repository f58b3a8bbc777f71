import {
  type PriceableConsignment,
  type PriceResponse,
  pricingChoices,
  type Quote as QuoteDto,
  todayInStockholm,
} from '@skeppa/domain';
import { AppError, ERRORS } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { toPricingInput } from './consignment-input.ts';
import type { PricingCustomers } from './customer-cache.ts';
import type { PricingCustomerRecord as Customer } from './customer-repository.ts';
import { priceConsignment } from './price-consignment.ts';
import type { TariffCache } from './tariff-cache.ts';
import type { Quote } from './types.ts';

const sek = (ore: number) => ore / 100;

function present(q: Quote, consignmentIndex: number): QuoteDto {
  return {
    consignmentIndex,
    templateId: q.templateId,
    templateName: q.templateName,
    templateSubject: q.templateSubject,
    supplier: q.supplier,
    supplierId: q.supplierId,
    logo: q.logo,
    price: sek(q.netOre),
    vat: sek(q.vatOre),
    total: sek(q.totalOre),
    currency: q.currency,
    chargeableWeight: q.chargeableWeight,
    chargeableWeightRule: q.chargeableWeightRule,
    actualWeight: q.actualWeight,
    deliveryMinDays: q.deliveryMinDays,
    deliveryMaxDays: q.deliveryMaxDays,
    // Field by field: a rest pattern here (`{ amountOre, ...l }`) was a twentieth of the server's
    // CPU on a price request.
    lines: q.lines.map((l) => ({
      code: l.code,
      type: l.type,
      labelSv: l.labelSv,
      labelEn: l.labelEn,
      percent: l.percent,
      amount: sek(l.amountOre),
    })),
    serviceOptions: q.serviceOptions.map((o) => ({
      id: o.id,
      type: o.type,
      labelSv: o.labelSv,
      labelEn: o.labelEn,
      price: sek(o.priceOre),
      perPackage: o.perPackage,
    })),
  };
}

export function pricingService(
  customers: Pick<PricingCustomers, 'load'>,
  cache: TariffCache,
  /** The calendar day in Sweden; injectable so that tests do not depend on the day they run. */
  today: () => string = () => todayInStockholm(),
) {
  /** The caller's pricing settings and the tariffs they are priced on, in one read. */
  async function customersBook(user: AccessClaims) {
    const customer = await customers.load(user.customerId);
    if (!customer) throw new AppError('customer.not_found');
    return { customer, book: await cache.atVersion(customer.tariffVersion) };
  }

  const inputOf = (item: PriceableConsignment, customer: Customer) =>
    toPricingInput(item, { ...pricingChoices(item, customer), today: today() });

  /** Prices every consignment of the request; per-consignment problems come back as errors, deduplicated by code. */
  async function price(user: AccessClaims, items: PriceableConsignment[]): Promise<PriceResponse> {
    const { customer, book } = await customersBook(user);
    const response: PriceResponse = { priceResult: [], unpriced: [], errors: [] };
    const addError = (code: 'pricing.parties_missing' | 'pricing.no_products', consignmentIndex: number) => {
      if (!response.errors.some((e) => e.code === code)) {
        response.errors.push({ code, description: ERRORS[code].description, consignmentIndex });
      }
    };
    for (const [index, item] of items.entries()) {
      const mapped = inputOf(item, customer);
      if ('error' in mapped) {
        addError(mapped.error, index);
        continue;
      }
      const result = priceConsignment(book, mapped.input, customer);
      if (result.quotes.length === 0 && result.unpriced.length === 0) {
        addError('pricing.no_products', index);
        continue;
      }
      response.priceResult.push(...result.quotes.map((q) => present(q, index)));
      response.unpriced.push(...result.unpriced.map((u) => ({ ...u, consignmentIndex: index })));
    }
    return response;
  }

  /**
   * A booking's second look at the one template it books: the quote from the tariffs the customer
   * is on now, with the template row (the carrier's product and demands) and its added services
   * with the fields the carrier is sent; null when it no longer prices. The booking has read
   * pricing's customer (`customer`) before its transaction.
   */
  async function requote(customer: Customer, item: PriceableConsignment, templateName: string) {
    const book = await cache.atVersion(customer.tariffVersion);
    const mapped = inputOf(item, customer);
    if ('error' in mapped) return null;
    const [quote] = priceConsignment(book, mapped.input, customer, templateName).quotes;
    const template = book.templatesByName.get(templateName);
    return quote && template
      ? { quote: present(quote, 0), offered: quote.serviceOptions, template, book }
      : null;
  }

  /** Pricing's customer, for a caller that prices again later (a booking): undefined when unknown. */
  const customer = (customerId: number) => customers.load(customerId);

  return { price, requote, customer };
}

export type PricingService = ReturnType<typeof pricingService>;
