// The one number formatter lives in the domain package, so screens and printouts agree.
export { formatNumber, parseDecimal } from '@skeppa/domain';
