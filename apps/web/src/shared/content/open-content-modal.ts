import { DEFAULT_LANGUAGE } from '@skeppa/domain';
import { queryClient } from '../api/query-client';
import { i18n, isLanguage } from '../i18n/i18n';
import { openLoadedModal } from '../ui/ui-store';
import { contentQueryOptions } from './get-content';

/**
 * Shows a text of the content store (terms, help) in the main layout's modal, with its subject as
 * title and a close button. Screens call this instead of building modals of their own.
 */
export async function openContentModal(key: string): Promise<void> {
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  await openLoadedModal(
    () => queryClient.fetchQuery(contentQueryOptions(key, language)),
    ({ subject, content }) => ({ subject, content }),
  );
}
