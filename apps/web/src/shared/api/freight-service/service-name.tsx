import { useLanguage } from '@/shared/i18n/i18n';
import { useFreightService } from './get-freight-service';

/**
 * A freight service as a coordinator knows it, "DHL Paket", never its code: from the service
 * (cached for half an hour, so a list asks once per service); the code only while it loads or
 * when the template is gone.
 */
export function useServiceName(templateName: string): string {
  const language = useLanguage();
  return useFreightService(templateName, language).data?.templateSubject || templateName;
}

/** The service's name in a table cell or a line of text. */
export function ServiceName({ templateName }: { templateName: string }) {
  return <>{useServiceName(templateName)}</>;
}
