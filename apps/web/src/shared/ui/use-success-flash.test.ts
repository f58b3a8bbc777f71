import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from './ui-store';
import { SUCCESS_FLASH_MS, useSuccessFlash } from './use-success-flash';

describe('useSuccessFlash', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the confirmation icon for one second, restarting on a second success', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSuccessFlash());
    act(() => result.current());
    expect(useUiStore.getState().successVisible).toBe(true);
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current());
    act(() => vi.advanceTimersByTime(600));
    expect(useUiStore.getState().successVisible).toBe(true);
    act(() => vi.advanceTimersByTime(SUCCESS_FLASH_MS - 600));
    expect(useUiStore.getState().successVisible).toBe(false);
  });
});
