/** Every bill query sits under this key: one invalidation reads the lists and the balance again. */
export const billsKey = ['bills'] as const;
