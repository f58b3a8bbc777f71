import {
  type PriceableConsignment,
  type PriceResponse,
  type Quote as QuoteDto,
  templateNameFlags,
  todayInStockholm,
} from '@skeppa/domain';
import { AppError, ERRORS } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { toPricingInput } from './consignment-input.ts';
import type { pricingCustomerRepository } from './customer-repository.ts';
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
    ...templateNameFlags(q.templateName),
    lines: q.lines.map(({ amountOre, ...l }) => ({ ...l, amount: sek(amountOre) })),
    serviceOptions: q.serviceOptions.map(({ priceOre, ...o }) => ({ ...o, price: sek(priceOre) })),
  };
}

export function pricingService(
  customers: ReturnType<typeof pricingCustomerRepository>,
  cache: TariffCache,
  /** The calendar day in Sweden; injectable so that tests do not depend on the day they run. */
  today: () => string = () => todayInStockholm(),
) {
  /** Prices every consignment of the request; per-consignment problems come back as errors, deduplicated by code. */
  async function price(user: AccessClaims, items: PriceableConsignment[]): Promise<PriceResponse> {
    const customer = await customers.load(user.customerId);
    if (!customer) throw new AppError('customer.not_found');
    const book = await cache.atVersion(customer.tariffVersion);
    const response: PriceResponse = { priceResult: [], unpriced: [], errors: [] };
    const addError = (code: 'pricing.parties_missing' | 'pricing.no_products', consignmentIndex: number) => {
      if (!response.errors.some((e) => e.code === code)) {
        response.errors.push({ code, description: ERRORS[code].description, consignmentIndex });
      }
    };
    for (const [index, item] of items.entries()) {
      const mapped = toPricingInput(item, {
        consigneeType: item.consigneeType ?? (customer.consigneeType === 'private' ? 'private' : 'company'),
        noPickup: item.noPickup ?? customer.noPickup,
        today: today(),
      });
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

  return { price };
}
