// The pricing module's face: the tariffs (`app.tariffs`), pricing's customer and the rules the
// freight service list shares with pricing.
export { toPricingInput } from './consignment-input.ts';
export type { PricingCustomers } from './customer-cache.ts';
export type { PricingCustomerRecord } from './customer-repository.ts';
export { customerMayUse, eligibleZone } from './eligibility.ts';
export { pricingRoutes } from './routes.ts';
export { type PricingService, pricingService } from './service.ts';
export type { ServiceOptionRow, TariffBook, TemplateRow } from './tariff-book.ts';
export type { TariffCache } from './tariff-cache.ts';
export { tariffPlugin } from './tariff-plugin.ts';
