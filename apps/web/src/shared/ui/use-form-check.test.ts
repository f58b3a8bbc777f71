import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_CHECK_DELAY_MS, useFormCheck } from './use-form-check';

const tooLong = (text: string) => (text.length > 3 ? ['tooLong'] : []);

describe('useFormCheck', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the messages of what was typed once typing pauses, and checks the current value at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useFormCheck(text, tooLong), {
      initialProps: { text: 'abc' },
    });
    expect(result.current.errors).toEqual([]);
    rerender({ text: 'abcd' });
    // Typed but not yet checked for the screen; a submit now still sees the fault.
    expect(result.current.errors).toEqual([]);
    expect(result.current.now()).toEqual(['tooLong']);
    act(() => vi.advanceTimersByTime(FORM_CHECK_DELAY_MS - 1));
    expect(result.current.errors).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.errors).toEqual(['tooLong']);
  });
});
