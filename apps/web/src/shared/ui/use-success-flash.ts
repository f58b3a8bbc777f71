import { useCallback, useEffect, useRef } from 'react';
import { useUiStore } from './ui-store';

/** SPEC §9: the confirmation icon shows for one second after a success. */
export const SUCCESS_FLASH_MS = 1000;

/**
 * Every screen confirms a saved change the same way: call the returned function after the
 * server said yes, and the layout flashes its confirmation icon for one second.
 */
export function useSuccessFlash(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    useUiStore.setState({ successVisible: true });
    timer.current = setTimeout(() => useUiStore.setState({ successVisible: false }), SUCCESS_FLASH_MS);
  }, []);
}
