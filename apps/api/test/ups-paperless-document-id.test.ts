import { upsDocumentIdSchema } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { sandboxUpsDocumentId } from '../src/modules/carriers/ups/paperless-document-id.ts';

describe("the UPS sandbox's paperless document id", () => {
  it("is the upload's moment in UPS's 26-character form, microseconds from the clock and the counter", () => {
    const id = sandboxUpsDocumentId(new Date('2016-01-18T11:01:07.589Z'), 501);
    expect(id).toBe('2016-01-18-11.01.07.589501');
    expect(id).toHaveLength(26);
    expect(upsDocumentIdSchema.safeParse(id).success).toBe(true);
  });

  it('pads every part, early in the day and the second', () => {
    expect(sandboxUpsDocumentId(new Date('2026-03-05T04:05:06.007Z'), 8)).toBe('2026-03-05-04.05.06.007008');
    expect(sandboxUpsDocumentId(new Date('2026-03-05T04:05:06.000Z'), 1999)).toBe(
      '2026-03-05-04.05.06.000999',
    );
  });
});
