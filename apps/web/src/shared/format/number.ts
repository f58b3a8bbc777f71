// The one number formatter lives in the domain package, so screens and printouts agree.
export { formatMoney, formatNumber, formatPercent, formatShortNumber, parseDecimal } from '@skeppa/domain';
