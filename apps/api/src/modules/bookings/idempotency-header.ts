import type { HeaderDeclaration } from '../../platform/schemas.ts';

/** Set on a booking's answer replayed for a repeated Idempotency-Key , never on a first answer. */
export const replayedHeader: Record<string, HeaderDeclaration> = {
  'idempotent-replayed': {
    type: 'string',
    description: '"true" when this is the stored answer of an earlier call with the same Idempotency-Key',
  },
};
