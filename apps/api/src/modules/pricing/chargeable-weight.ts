import { type ChargeableWeightRule, exactLoadingMetres, exactVolumeM3 } from '@skeppa/domain';
import type { PricingGoods } from './types.ts';

export interface ChargeableWeight {
  actual: number;
  chargeable: number;
  rule: ChargeableWeightRule;
}

/** How a template in a zone turns measures into kilos. */
export interface WeightFactors {
  kgPerM3: number;
  /** 0: loading metres are not charged. */
  kgPerLdm: number;
  /** Round up to this many kg (1, or 0.5 for courier services). */
  step: number;
  /** Weigh and round each package on its own before summing (courier services). */
  perPiece: boolean;
}

/**
 * The largest of actual weight, volume weight and (for goods that cannot be stacked) loading-metre
 * weight, rounded up to the template's weight step. Measures are multiplied by their factor
 * unrounded; only the kilos are rounded. A consignment is weighed as a whole, or, on per-piece
 * templates, package by package, each package rounded up on its own.
 */
export function chargeableWeight(goods: PricingGoods[], f: WeightFactors): ChargeableWeight {
  let actual = 0;
  let byVolume = 0;
  let byLdm = 0;
  let largestSum = 0;
  let total = 0;
  for (const g of goods) {
    // Per piece: one package of the row, its share of the row's weight, counted n times.
    const n = f.perPiece ? g.noOfPackages : 1;
    const measures = { ...g, noOfPackages: g.noOfPackages / n };
    const weight = g.weight / n;
    const volumeWeight = exactVolumeM3(measures) * f.kgPerM3;
    const ldmWeight = g.isStackable ? 0 : exactLoadingMetres(measures) * f.kgPerLdm;
    const largest = Math.max(weight, volumeWeight, ldmWeight);
    actual += g.weight;
    byVolume += n * volumeWeight;
    byLdm += n * ldmWeight;
    largestSum += n * largest;
    total += f.perPiece ? n * roundUp(largest, f.step) : largest;
  }
  const chargeable = f.perPiece ? round3(total) : roundUp(total, f.step);
  let rule: ChargeableWeightRule = 'actual';
  if (largestSum > actual + 1e-9) rule = byLdm >= byVolume ? 'loadingMetres' : 'volume';
  return { actual: round3(actual), chargeable: Math.max(chargeable, roundUp(actual, f.step)), rule };
}

function roundUp(kg: number, step: number) {
  if (step <= 0) return round3(kg);
  // Only floating-point dust is ignored: 10.000000001 kg is 10 kg, 10.0001 kg is the next step.
  return round3(Math.ceil(kg / step - 1e-9) * step);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
