/**
 * Logout must clear every store (SPEC §4), including stores of features built later. Each store
 * registers its own reset here, so logout needs to know none of them.
 */
const resets = new Set<() => void>();

export function registerStoreReset(reset: () => void): void {
  resets.add(reset);
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
