/**
 * The goods grid: 24 columns. From 1200 px (lg) a row is one line under a header; narrower, each
 * row wraps into labelled fields, two or four to a line.
 */
export const GOODS_SPANS = {
  noOfPackages: { base: 6, sm: 3, lg: 2 },
  packageType: { base: 18, sm: 6, lg: 4 },
  weight: { base: 12, sm: 5, lg: 2 },
  length: { base: 8, sm: 5, lg: 2 },
  width: { base: 8, sm: 5, lg: 2 },
  height: { base: 8, sm: 6, lg: 2 },
  volume: { base: 8, sm: 6, lg: 3 },
  loadingMetres: { base: 8, sm: 6, lg: 2 },
  stackable: { base: 8, sm: 4, lg: 3 },
  remove: { base: 24, sm: 2, lg: 2 },
} as const;

export type GoodsColumn = keyof typeof GOODS_SPANS;

/** Header texts (translation keys) of the wide layout; the last two columns have none. */
export const GOODS_HEADERS: [GoodsColumn, string][] = [
  ['noOfPackages', 'shipment.goods.noOfPackages'],
  ['packageType', 'shipment.goods.packageType'],
  ['weight', 'shipment.goods.weight'],
  ['length', 'shipment.goods.length'],
  ['width', 'shipment.goods.width'],
  ['height', 'shipment.goods.height'],
  ['volume', 'shipment.goods.volume'],
  ['loadingMetres', 'shipment.goods.loadingMetres'],
];
