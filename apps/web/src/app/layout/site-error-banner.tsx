import { Alert } from '@mantine/core';
import { CONTENT_KEYS } from '@skeppa/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useContent } from '@/shared/content/get-content';
import { HtmlContent } from '@/shared/ui/html-content';
import { isBlankHtml } from '@/shared/ui/sanitize-html';

/**
 * The site-wide notice (disturbances, holidays) written in the content store under
 * freight.error.site. Empty content means all is well and nothing is shown; so does a failed load,
 * because a missing notice must not itself look like a disturbance.
 */
export function SiteErrorBanner() {
  const { data } = useContent(CONTENT_KEYS.siteError);
  if (!data || isBlankHtml(data.content)) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle />}
      title={data.subject || undefined}
      mb="md"
      data-testid="site-error-banner"
    >
      <HtmlContent topHeading={3} html={data.content} fz="sm" />
    </Alert>
  );
}
