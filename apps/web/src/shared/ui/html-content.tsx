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

interface Props extends TypographyProps {
  html: string;
  /** The level the content's headings start at: one below the heading the page puts above it. */
  topHeading: number;
}

function SanitizedHtml({ html, topHeading, ...props }: Props) {
  const { sanitizeHtml } = use(loadSanitizer());
  const clean = useMemo(() => sanitizeHtml(html, { topHeading }), [sanitizeHtml, html, topHeading]);
  const className = ['content-html', props.className].filter(Boolean).join(' ');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <Typography {...props} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function HtmlContent(props: Props) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
