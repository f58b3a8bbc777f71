const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Service info and terms are plain text; the layout's content modal shows HTML. Escaped and cut
 * into paragraphs, a "<" in a carrier's terms can never become markup.
 */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${para.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
