/**
 * A link from authored text (a news article) that may be followed: an absolute http(s) address
 * or a path on this site. Anything else (javascript:, data:, protocol-relative //host) is null,
 * so it is never put into an href.
 */
export function safeLinkUrl(url: string): string | null {
  const value = url.trim();
  if (value === '') return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
