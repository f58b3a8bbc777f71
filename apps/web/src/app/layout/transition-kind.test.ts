import { describe, expect, it } from 'vitest';
import { transitionKind } from './transition-kind';

describe('transitionKind', () => {
  it('slides forward and back between shipment steps', () => {
    expect(transitionKind(1, 2)).toBe('slide-left');
    expect(transitionKind(4, 3)).toBe('slide-right');
  });

  it('fades everywhere else', () => {
    expect(transitionKind(undefined, 2)).toBe('fade');
    expect(transitionKind(3, undefined)).toBe('fade');
    expect(transitionKind(undefined, undefined)).toBe('fade');
    expect(transitionKind(2, 2)).toBe('fade');
  });
});
