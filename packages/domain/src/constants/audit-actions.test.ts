import { describe, expect, it } from 'vitest';
import { auditEntrySchema } from '../entities/audit-entry.ts';
import { auditListQuerySchema } from '../requests/audit.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  auditActionName,
  auditActionObject,
  auditObjectTypeName,
} from './audit-actions.ts';

describe('the audit action catalogue', () => {
  it('gives every action a kind of object and a name in Swedish and English', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(AUDIT_OBJECT_TYPES).toContain(auditActionObject(action));
      expect(auditActionName(action, 'sv').trim(), action).not.toBe('');
      expect(auditActionName(action, 'en').trim(), action).not.toBe('');
    }
    for (const type of AUDIT_OBJECT_TYPES) expect(auditObjectTypeName(type, 'sv')).not.toBe('');
  });

  it('names each action apart from the others of its kind of object', () => {
    for (const language of ['sv', 'en'] as const) {
      const seen = new Set(
        AUDIT_ACTIONS.map((a) => `${auditActionObject(a)}|${auditActionName(a, language)}`),
      );
      expect(seen.size).toBe(AUDIT_ACTIONS.length);
    }
  });

  it('holds the actions the API-key and webhook modules will record', () => {
    expect(AUDIT_ACTIONS).toEqual(
      expect.arrayContaining([
        'apikey.created',
        'apikey.revoked',
        'apikey.rotated',
        'webhook.endpoint_created',
        'webhook.endpoint_changed',
        'webhook.endpoint_deleted',
        'webhook.endpoint_rotated',
      ]),
    );
  });

  it('reads an entry and a list query as the API writes and takes them', () => {
    const entry = {
      id: 1,
      at: '2026-11-29T09:15:00.000Z',
      actor: { customerId: null, name: 'nobody@example.se', apiKeyId: null, address: '192.0.2.1' },
      action: 'auth.sign_in_failed',
      object: { type: 'customer', id: null, label: 'nobody@example.se' },
      changes: { ids: { from: null, to: [1, 2] }, locked: { from: false, to: true } },
    };
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    expect(auditListQuerySchema.parse({ customerId: '7', page: '2' })).toMatchObject({
      customerId: 7,
      page: 2,
      pageSize: 50,
    });
    expect(auditListQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
  });
});
