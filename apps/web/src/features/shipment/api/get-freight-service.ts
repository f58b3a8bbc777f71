import { type FreightService, freightServiceSchema, type Language } from '@skeppa/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/i18n';
import { ui, withLoading } from '@/shared/ui/ui-store';
import { plainTextToHtml } from '../model/plain-text-html';
import { shipmentErrorMessage } from '../model/shipment-error';

/** GET /freightservice/{templateName}?language: a freight service with its info text. */
export async function getFreightService(templateName: string, language: Language): Promise<FreightService> {
  const path = `/freightservice/${encodeURIComponent(templateName)}?language=${language}`;
  return freightServiceSchema.parse(await api.get(path));
}

export const freightServiceQueryOptions = (templateName: string, language: Language) =>
  queryOptions({
    queryKey: ['freightservice', templateName, language],
    queryFn: () => getFreightService(templateName, language),
    staleTime: 30 * 60_000,
  });

/** Opens a service's info text in the layout's content modal, under the loading overlay. */
export function useOpenFreightServiceInfo() {
  const client = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation();
  return async (templateName: string) => {
    try {
      const service = await withLoading(() =>
        client.fetchQuery(freightServiceQueryOptions(templateName, language)),
      );
      ui.openModal({
        subject: service.templateSubject,
        content: plainTextToHtml(service.info || t('shipment.quote.noInfo')),
      });
    } catch (error) {
      ui.showBanner({ kind: 'error', text: shipmentErrorMessage(t, error) });
    }
  };
}
