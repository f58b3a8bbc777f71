const two = (n: number) => String(n).padStart(2, '0');

/**
 * The document id the UPS sandbox answers an upload with, in UPS's own 26-character form: the
 * moment of upload as `YYYY-MM-DD-HH.MM.SS.ffffff` (UTC). UPS gives microseconds; the clock
 * gives milliseconds, so the last three digits come from `micro` (0–999) to keep ids apart.
 */
export function sandboxUpsDocumentId(at: Date, micro: number): string {
  const date = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
  const time = `${two(at.getUTCHours())}.${two(at.getUTCMinutes())}.${two(at.getUTCSeconds())}`;
  const fraction = String(at.getUTCMilliseconds() * 1000 + (Math.trunc(micro) % 1000)).padStart(6, '0');
  return `${date}-${time}.${fraction}`;
}
