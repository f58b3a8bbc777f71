/** Text made safe inside HTML or XML, in element content and in quoted attributes alike. */
export const escapeMarkup = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
