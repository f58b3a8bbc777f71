import { loadingMetres, volumeM3 } from '@skeppa/domain';
import type { ChargeableRule, PricingGoods } from './types.ts';

export interface ChargeableWeight {
  actual: number;
  chargeable: number;
  rule: ChargeableRule;
}

/**
 * The largest of actual weight, volume weight and (for goods that cannot be stacked) loading-metre
 * weight, summed over the goods items, then rounded up to the template's weight step.
 */
export function chargeableWeight(
  goods: PricingGoods[],
  kgPerM3: number,
  kgPerLdm: number,
  step: number,
): ChargeableWeight {
  let actual = 0;
  let byVolume = 0;
  let byLdm = 0;
  let total = 0;
  for (const g of goods) {
    const volumeWeight = volumeM3(g) * kgPerM3;
    const ldmWeight = g.isStackable ? 0 : loadingMetres(g) * kgPerLdm;
    actual += g.weight;
    byVolume += volumeWeight;
    byLdm += ldmWeight;
    total += Math.max(g.weight, volumeWeight, ldmWeight);
  }
  const rounded = roundUp(total, step);
  let rule: ChargeableRule = 'actual';
  if (total > actual + 1e-9) rule = byLdm >= byVolume ? 'loadingMetres' : 'volume';
  return { actual: round3(actual), chargeable: Math.max(rounded, roundUp(actual, step)), rule };
}

function roundUp(kg: number, step: number) {
  if (step <= 0) return round3(kg);
  // Guard against 10.000000001 becoming the next step through floating point.
  return round3(Math.ceil(round3(kg) / step - 1e-9) * step);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
