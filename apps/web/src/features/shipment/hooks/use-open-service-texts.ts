import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/error-message';
import { freightServiceQueryOptions } from '@/shared/api/freight-service/get-freight-service';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type ModalContent, openLoadedModal, ui } from '@/shared/ui/ui-store';
import { freightServiceTermQueryOptions } from '../api/get-freight-service-term';
import { plainTextToHtml } from '../model/plain-text-html';

/** Opens a service's info text or terms in the layout's modal; a failure shows the error banner. */
export function useOpenServiceTexts() {
  const client = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation();
  const open = <T>(load: () => Promise<T>, present: (data: T) => ModalContent) =>
    openLoadedModal(load, present).catch((error: unknown) =>
      ui.showBanner({ kind: 'error', text: errorMessage(t, error) }),
    );
  return {
    openInfo: (templateName: string) =>
      open(
        () => client.fetchQuery(freightServiceQueryOptions(templateName, language)),
        (service) => ({
          subject: service.templateSubject,
          content: plainTextToHtml(service.info || t('shipment.quote.noInfo')),
        }),
      ),
    openTerms: (templateId: number) =>
      open(
        () => client.fetchQuery(freightServiceTermQueryOptions(templateId, language)),
        (term) => ({
          subject: t('shipment.quote.termsTitle', { service: term.templateSubject }),
          content: plainTextToHtml(term.terms || t('shipment.quote.noTerms')),
        }),
      ),
  };
}
