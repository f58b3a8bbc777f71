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

const HEADING = /^H([1-6])$/;

/**
 * The content's headings moved, in order, so that its highest is `top`: an info page's title is
 * its h1 and a card's its h2, and content written with h3s under it must not skip a level.
 */
function withHeadingsFrom(root: DocumentFragment, top: number): void {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = headings.map((h) => Number(HEADING.exec(h.tagName)?.[1]));
  const shift = top - Math.min(...levels);
  if (headings.length === 0 || shift === 0) return;
  headings.forEach((h, i) => {
    const moved = h.ownerDocument.createElement(`h${Math.min(6, (levels[i] ?? top) + shift)}`);
    moved.append(...h.childNodes);
    h.replaceWith(moved);
  });
}

/**
 * Content from the content store is HTML written by people: it is sanitised before it is shown,
 * and with `topHeading` its headings start at that level, below what the page already has.
 */
export function sanitizeHtml(html: string, opts: { topHeading?: number } = {}): string {
  const config = { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] };
  if (opts.topHeading === undefined) return DOMPurify.sanitize(html, config);
  const fragment = DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
  withHeadingsFrom(fragment, opts.topHeading);
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

/** True when the HTML shows nothing (an empty site-error text hides its banner). */
export function isBlankHtml(html: string | undefined): boolean {
  if (!html) return true;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [] }).trim() === '';
}
