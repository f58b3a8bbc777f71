export type TransitionKind = 'slide-left' | 'slide-right' | 'fade';

/**
 * SPEC §2: between two steps of the shipment flow the page slides by step order (forward enters
 * from the right), every other navigation fades.
 */
export function transitionKind(fromStep: number | undefined, toStep: number | undefined): TransitionKind {
  if (fromStep === undefined || toStep === undefined || fromStep === toStep) return 'fade';
  return toStep > fromStep ? 'slide-left' : 'slide-right';
}
