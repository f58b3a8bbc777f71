/**
 * The one number formatter (SPEC §9): decimal comma and 2 decimals by default, whatever the UI
 * language, because prices and weights must read the same on every screen and every printout.
 * Groups of thousands are separated by a (non-breaking) space, as in Swedish.
 */
const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f;
}

export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  // Intl writes U+2212 for minus; a plain hyphen pastes correctly into spreadsheets.
  return formatter(decimals).format(value).replace('\u2212', '-');
}
