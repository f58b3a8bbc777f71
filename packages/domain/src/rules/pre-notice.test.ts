import { describe, expect, it } from 'vitest';
import { newConsignment } from '../entities/consignment.ts';
import { preNoticeRecipient, shouldSendPreNotice } from './pre-notice.ts';

describe('pre-notice', () => {
  it('is sent only to a valid receiver e-mail', () => {
    expect(shouldSendPreNotice('mottagare@example.se')).toBe(true);
    expect(shouldSendPreNotice(' mottagare@example.se ')).toBe(true);
    expect(shouldSendPreNotice('mottagare@')).toBe(false);
    expect(shouldSendPreNotice('')).toBe(false);
    expect(shouldSendPreNotice(null)).toBe(false);
  });

  it("goes to the consignee's address, never the consignor's, and only when asked", () => {
    const c = newConsignment(() => 0);
    expect(preNoticeRecipient(c)).toBeNull();
    c.parts[0]!.communication.email = { value: 'avsandare@example.se', notify: true };
    expect(preNoticeRecipient(c)).toBeNull();
    c.parts[1]!.communication.email.value = 'mottagare@example.se';
    // A valid address alone is no request to be notified.
    expect(preNoticeRecipient(c)).toBeNull();
    c.parts[1]!.communication.email.notify = true;
    expect(preNoticeRecipient(c)).toBe('mottagare@example.se');
    c.parts[1]!.communication.email.value = 'not an address';
    expect(preNoticeRecipient(c)).toBeNull();
  });
});
