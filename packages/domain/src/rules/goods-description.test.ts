import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOODS_DESCRIPTION_MAX_LENGTH } from '../constants/limits.ts';
import { goodsDescriptionProblem } from './goods-description.ts';

describe('goodsDescriptionProblem', () => {
  it('asks for a description of every goods line, within the length carriers take', () => {
    expect(goodsDescriptionProblem('', false)).toBe('required');
    expect(goodsDescriptionProblem('   ', true)).toBe('required');
    expect(goodsDescriptionProblem('Reservdelar till hydraulpumpar', false)).toBeNull();
    // 35 characters pass, 36 do not; å ä ö count as one character each.
    expect(goodsDescriptionProblem('Möbeldelar i ek, oljade, 12 kartong', false)).toBeNull();
    expect(goodsDescriptionProblem('Möbeldelar i ek, oljade, 12 kartonger', false)).toBe('tooLong');
  });

  it('refuses a bare word only for goods that cross the EU border, where customs read it', () => {
    expect(goodsDescriptionProblem('Gåva', true)).toBe('vague');
    expect(goodsDescriptionProblem('Spare parts', true)).toBe('vague');
    expect(goodsDescriptionProblem('Reservdelar', false)).toBeNull();
    expect(goodsDescriptionProblem('Reservdelar till pumpar', true)).toBeNull();
  });

  it('passes any text of 1 to 35 characters that is more than blanks and bare words, within the EU', () => {
    const text = fc
      .string({ minLength: 1, maxLength: GOODS_DESCRIPTION_MAX_LENGTH, unit: 'grapheme-ascii' })
      .filter((s) => s.trim() !== '');
    fc.assert(fc.property(text, (s) => goodsDescriptionProblem(s, false) === null));
    fc.assert(
      fc.property(
        fc.string({ minLength: GOODS_DESCRIPTION_MAX_LENGTH + 1, unit: 'grapheme-ascii' }),
        (s) => goodsDescriptionProblem(`x${s.trim()}`.padEnd(36, 'x'), false) === 'tooLong',
      ),
    );
  });
});
