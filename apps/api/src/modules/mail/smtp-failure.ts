/** Why a delivery attempt failed, and whether trying again can help. */
export interface DeliveryFailure {
  permanent: boolean;
  reason: string;
}

interface SmtpErrorShape {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

const MAX_REASON = 500;

/**
 * SMTP's own rule: a 5xx reply is permanent (the address does not exist, the message is refused),
 * a 4xx reply is temporary (mailbox busy, greylisting, server shutting down). No reply at all (a
 * refused connection, a timeout, a name that does not resolve) is temporary too. A refused login
 * (535) is a 5xx but a configuration fault of ours: every mail would fail until it is fixed, so it
 * is retried rather than dropped. A message that cannot even be built will never go.
 */
export function describeFailure(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as SmtpErrorShape;
  const reply = e.response?.trim();
  const reason = (reply || e.message || String(error)).slice(0, MAX_REASON);
  const code = e.responseCode;
  if (e.code === 'EAUTH') return { permanent: false, reason };
  if (code !== undefined) return { permanent: code >= 500 && code < 600, reason };
  return { permanent: e.code === 'EMESSAGE', reason };
}
