import { freightServiceTermSchema, type Language } from '@skeppa/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/i18n';
import { ui, withLoading } from '@/shared/ui/ui-store';
import { plainTextToHtml } from '../model/plain-text-html';
import { shipmentErrorMessage } from '../model/shipment-error';

export type FreightServiceTerm = ReturnType<typeof freightServiceTermSchema.parse>;

/** GET /freightservice/term/{id}?language: the terms of a freight service (by template id). */
export async function getFreightServiceTerm(id: number, language: Language): Promise<FreightServiceTerm> {
  return freightServiceTermSchema.parse(await api.get(`/freightservice/term/${id}?language=${language}`));
}

export const freightServiceTermQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['freightservice', 'term', id, language],
    queryFn: () => getFreightServiceTerm(id, language),
    staleTime: 30 * 60_000,
  });

/** Opens a service's terms in the layout's content modal, under the loading overlay. */
export function useOpenFreightServiceTerms() {
  const client = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation();
  return async (templateId: number) => {
    try {
      const term = await withLoading(() =>
        client.fetchQuery(freightServiceTermQueryOptions(templateId, language)),
      );
      ui.openModal({
        subject: t('shipment.quote.termsTitle', { service: term.templateSubject }),
        content: plainTextToHtml(term.terms || t('shipment.quote.noTerms')),
      });
    } catch (error) {
      ui.showBanner({ kind: 'error', text: shipmentErrorMessage(t, error) });
    }
  };
}
