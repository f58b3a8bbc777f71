import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useCurrentRoute } from '@/shared/routes/route-handle';

/** SPEC §2: the app title, plus " : " and the page title when the page has one. */
export function formatDocumentTitle(appTitle: string, pageTitle?: string): string {
  return pageTitle ? `${appTitle} : ${pageTitle}` : appTitle;
}

/** Sets the document title from the current route, in the current language. */
export function useDocumentTitle(): string {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const title = formatDocumentTitle(t('app.title'), route?.titleKey ? t(route.titleKey) : undefined);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
