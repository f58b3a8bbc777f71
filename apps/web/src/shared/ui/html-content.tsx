import { Typography, type TypographyProps } from '@mantine/core';
import { Suspense, use, useMemo } from 'react';

type Sanitizer = typeof import('./sanitize-html');
let sanitizer: Promise<Sanitizer> | undefined;

/**
 * DOMPurify comes with the first HTML to show rather than with the first screen, which draws
 * before its content has arrived. Fetching content starts the load, so both travel together.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('./sanitize-html');
  return sanitizer;
}

function SanitizedHtml({ html, ...props }: { html: string } & TypographyProps) {
  const { sanitizeHtml } = use(loadSanitizer());
  const clean = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function HtmlContent(props: { html: string } & TypographyProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
