import { create } from 'zustand';
import { registerStoreReset } from '../session/store-registry';

/**
 * The number of unbooked shipments shown on the navbar badge. The booking feature owns the send
 * list and feeds this count (setUnbookedCount) whenever its list loads or changes; until it does,
 * the badge reads 0 and stays hidden.
 */
const useUnbookedStore = create<{ count: number }>(() => ({ count: 0 }));

export function useUnbookedCount(): number {
  return useUnbookedStore((s) => s.count);
}

export function setUnbookedCount(count: number): void {
  useUnbookedStore.setState({ count: Math.max(0, Math.trunc(count)) });
}

registerStoreReset(() => useUnbookedStore.setState({ count: 0 }));
