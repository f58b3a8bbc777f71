import { SUCCESS_FLASH_MS } from '@skeppa/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useUiStore } from './ui-store';

export { SUCCESS_FLASH_MS };

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
