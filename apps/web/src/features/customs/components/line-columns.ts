/** Column widths of a goods line, out of 24, shared by the header and the rows. */
export const LINE_SPANS = {
  description: 6,
  hsCode: 3,
  originCountry: 3,
  quantity: 2,
  unit: 2,
  unitValue: 2,
  value: 2,
  netWeightKg: 2,
  remove: 2,
} as const;

export const LINE_COLUMNS = Object.keys(LINE_SPANS).filter(
  (c) => c !== 'remove',
) as (keyof typeof LINE_SPANS)[];
