/**
 * The one number formatter (SPEC §9): decimal comma and 2 decimals by default, whatever the UI
 * language, so prices and weights read the same on every screen and printout. Thousands are
 * grouped by a non-breaking space, as in Swedish, so a number never wraps across lines.
 */
const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    // signDisplay 'negative': a value that rounds to zero prints '0,00', never '-0,00'.
    f = new Intl.NumberFormat('sv-SE', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(decimals, f);
  }
  return f;
}

export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return (
    formatter(decimals)
      .format(value)
      // Intl writes U+2212 for minus; a hyphen-minus pastes correctly into spreadsheets.
      .replace('\u2212', '-')
      // Some ICU versions group with a narrow no-break space; keep one separator everywhere.
      .replace(/\u202f/g, '\u00a0')
  );
}

/** As few decimals as the value has, at most `max`: 14.5 → '14,5', 1000 → '1 000'. */
function shortDecimals(value: number, max: number): number {
  for (let d = 0; d < max; d++) if (Math.abs(value * 10 ** d - Math.round(value * 10 ** d)) < 1e-9) return d;
  return max;
}

/** An amount and its currency, '1 162,57 SEK', the same in both languages, as on an invoice. */
export function formatMoney(amount: number, currency: string, decimals = 2): string {
  return `${formatNumber(amount, decimals)}\u00a0${currency}`;
}

/**
 * A rate in per cent, '0,75 %' or '14,5 %': decimal comma and a space before the sign in both
 * languages (SPEC §9), one way wherever a percentage shows.
 */
export function formatPercent(percent: number): string {
  return `${formatShortNumber(percent)}\u00a0%`;
}

/** A whole or short number in running text, '1 000' or '72,5': no trailing zeros. */
export function formatShortNumber(value: number): string {
  return formatNumber(value, shortDecimals(value, 2));
}

/**
 * A number typed by a person: a dot or a comma as the decimal sign, spaces (also non-breaking)
 * between groups of thousands, an optional sign. Anything else, or nothing, is null; a string
 * with both a dot and a comma is ambiguous ('1.234,5' or '1,234.5') and also null.
 */
export function parseDecimal(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-');
  if (!/^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
