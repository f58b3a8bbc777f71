import { splitEmailAddresses } from '@skeppa/domain';

/** Who a sender type lets a customer write to (EMAIL_SENDER_TYPES in the domain). */
export interface RecipientRule {
  /** Addresses the sender type may reach. */
  allowed: string[];
  /** Used when the request names no recipient. */
  defaultTo: string[];
  /** Always copied: the internal copy of a carrier message. */
  copyTo: string[];
  /** The sender's own address: always allowed as a copy and as Reply-To. */
  own: string;
  /** Other addresses replies may go to (the sender's colleagues). */
  replyAllowed: string[];
}

export interface Recipients {
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string;
}

export type RecipientCheck =
  | { ok: true; recipients: Recipients }
  | { ok: false; refused: string[] }
  | { ok: false; missing: true };

const key = (address: string) => address.trim().toLowerCase();

/**
 * Applies a sender type's rule to the addresses of a request. Any address outside the rule is
 * refused (never silently dropped, so the sender knows); the copy addresses are added; each
 * address is sent to once.
 */
export function checkRecipients(
  request: { to: string; cc: string; bcc: string; replyTo: string },
  rule: RecipientRule,
): RecipientCheck {
  const allowed = new Set([...rule.allowed, ...rule.copyTo, rule.own].map(key));
  const replyAllowed = new Set([...rule.replyAllowed, rule.own].map(key));
  const given = {
    to: splitEmailAddresses(request.to),
    cc: splitEmailAddresses(request.cc),
    bcc: splitEmailAddresses(request.bcc),
  };
  const refused = [...given.to, ...given.cc, ...given.bcc].filter((a) => !allowed.has(key(a)));
  if (request.replyTo && !replyAllowed.has(key(request.replyTo))) refused.push(request.replyTo);
  if (refused.length > 0) return { ok: false, refused: [...new Set(refused)] };

  const seen = new Set<string>();
  const once = (list: string[]) =>
    list.filter((a) => {
      if (seen.has(key(a))) return false;
      seen.add(key(a));
      return true;
    });
  const to = once(given.to.length > 0 ? given.to : rule.defaultTo);
  if (to.length === 0) return { ok: false, missing: true };
  return {
    ok: true,
    recipients: {
      to,
      cc: once([...given.cc, ...rule.copyTo]),
      bcc: once(given.bcc),
      replyTo: request.replyTo || rule.own,
    },
  };
}
