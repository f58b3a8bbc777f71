import {
  type FreightService,
  type FreightServiceFilterRequest,
  type Language,
  pricingChoices,
  todayInStockholm,
} from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { PricingCustomers, TariffCache } from '../pricing/index.ts';
import { eligibleZone, toPricingInput } from '../pricing/index.ts';
import { presentFreightService } from './presenter.ts';

/**
 * The templates that can carry the consignment. Member level and carriers come from the customer
 * on file; carriers in the body can only narrow them. `guaranteeService` keeps the services with
 * a fixed delivery day.
 */
export function freightServiceFilter(
  customers: PricingCustomers,
  cache: TariffCache,
  today: () => string = () => todayInStockholm(),
) {
  return async (
    user: AccessClaims,
    body: FreightServiceFilterRequest,
    language: Language,
  ): Promise<FreightService[]> => {
    if (body.custId !== undefined && body.custId !== user.customerId)
      throw new AppError('customer.not_found');
    const customer = await customers.load(user.customerId);
    if (!customer) throw new AppError('customer.not_found');
    const asked = body.carriers?.filter((c) => c.active !== false).map((c) => c.code);
    const carriers = asked ? new Set(asked.filter((c) => customer.carriers.has(c))) : customer.carriers;
    const choices = pricingChoices(
      { consigneeType: body.consigneeType, noPickup: body.consignment.noPickup },
      customer,
    );
    const mapped = toPricingInput(body.consignment, { ...choices, today: today() });
    if ('error' in mapped) throw new AppError(mapped.error);
    const book = await cache.atVersion(customer.tariffVersion);
    return book.templates
      .filter((t) => eligibleZone(book, t, mapped.input, { ...customer, carriers }))
      .filter((t) => !body.guaranteeService || t.deliveryMinDays === t.deliveryMaxDays)
      .map((t) => presentFreightService(book, t, language));
  };
}
