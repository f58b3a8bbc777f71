import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  ...['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];

// A link that opens another tab must not hand it this window (reverse tabnabbing).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Content from the content store is HTML written by people: it is sanitised before it is shown. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] });
}

/** True when the HTML shows nothing (an empty site-error text hides its banner). */
export function isBlankHtml(html: string | undefined): boolean {
  if (!html) return true;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [] }).trim() === '';
}
