import type { FreightService, Language } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { PricingCustomers, TariffBook, TariffCache, TemplateRow } from '../pricing/index.ts';
import { customerMayUse } from '../pricing/index.ts';
import { presentFreightService, presentOption } from './presenter.ts';

/**
 * Single templates, their added services and terms, for the signed-in customer. Only templates of
 * carriers the customer may use are found; any other answers "not found", as if it did not exist.
 */
export function freightServiceCatalogue(customers: PricingCustomers, cache: TariffCache) {
  async function customersBook(user: AccessClaims) {
    const customer = await customers.load(user.customerId);
    if (!customer) throw new AppError('customer.not_found');
    const book = await cache.atVersion(customer.tariffVersion);
    const usable = (t: TemplateRow | undefined): TemplateRow => {
      if (!t || !customerMayUse(book, t, customer)) throw new AppError('freightservice.not_found');
      return t;
    };
    return { book, usable };
  }

  const byId = (book: TariffBook, id: number) => book.templates.find((t) => t.id === id);

  return {
    async byName(user: AccessClaims, name: string, language: Language): Promise<FreightService> {
      const { book, usable } = await customersBook(user);
      return presentFreightService(book, usable(book.templatesByName.get(name)), language);
    },

    async option(user: AccessClaims, id: number, language: Language) {
      const { book, usable } = await customersBook(user);
      const option = book.optionsById.get(id);
      if (!option) throw new AppError('freightservice.not_found');
      const template = usable(byId(book, option.templateId));
      return presentOption(option, template.templateName, language);
    },

    async term(user: AccessClaims, id: number, language: Language) {
      const { book, usable } = await customersBook(user);
      const t = usable(byId(book, id));
      return {
        id: t.id,
        templateName: t.templateName,
        templateSubject: t.templateSubject,
        language,
        terms: language === 'sv' ? t.termsSv : t.termsEn,
      };
    },
  };
}
