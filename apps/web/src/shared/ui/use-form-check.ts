import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';

/** SPEC §5: a form's messages follow what is typed 5 ms behind, not on every keystroke. */
export const FORM_CHECK_DELAY_MS = 5;

/**
 * A form's messages, worked out from its value once typing has paused for FORM_CHECK_DELAY_MS.
 * `now()` checks the value as it is this moment: a submit never acts on a message not yet shown.
 * `check` should keep its identity between renders (a module function or a useCallback).
 */
export function useFormCheck<V, E>(value: V, check: (value: V) => E): { errors: E; now: () => E } {
  const [settled] = useDebouncedValue(value, FORM_CHECK_DELAY_MS);
  const errors = useMemo(() => check(settled), [check, settled]);
  return { errors, now: () => check(value) };
}
