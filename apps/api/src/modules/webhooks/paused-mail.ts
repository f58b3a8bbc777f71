import type { Language } from '@skeppa/domain';
import type { MailContent } from '../mail/index.ts';

/** The outbox kind of the mail that an endpoint was paused. */
export const PAUSED_MAIL_KIND = 'webhooks.paused';

export interface PausedFacts {
  name: string;
  url: string;
  description: string;
  failingSince: Date;
  /** What the last attempt met: an HTTP status, a timeout … */
  lastFailure: string;
  /** The webhooks page, where it is resumed. */
  link: string;
}

const stockholm = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(at);

/** The administrators' mail: which endpoint, since when, why, and how to have the events again. */
export function pausedMail(language: Language, f: PausedFacts): MailContent {
  const since = stockholm(language, f.failingSince);
  const endpoint = f.description ? `${f.description} (${f.url})` : f.url;
  if (language === 'sv')
    return {
      subject: `Webhook pausad: ${f.url}`,
      facts: [
        { label: 'Mottagare', value: endpoint },
        { label: 'Misslyckas sedan', value: since },
        { label: 'Senaste försöket', value: f.lastFailure },
      ],
      paragraphs: [
        `Hej${f.name ? ` ${f.name}` : ''}! Skeppa har inte kunnat leverera händelser till er webhook-mottagare på ett dygn och har därför pausat den. Inga fler försök görs förrän den återupptas.`,
        `Rätta mottagaren och återuppta den sedan under Webhooks i Skeppa: ${f.link}. Händelser från de senaste tre dygnen skickas då igen, med samma händelse-id.`,
      ],
    };
  return {
    subject: `Webhook paused: ${f.url}`,
    facts: [
      { label: 'Endpoint', value: endpoint },
      { label: 'Failing since', value: since },
      { label: 'Last attempt', value: f.lastFailure },
    ],
    paragraphs: [
      `Hello${f.name ? ` ${f.name}` : ''}, Skeppa has not been able to deliver events to your webhook endpoint for a day, so it has paused it. No more attempts are made until it is resumed.`,
      `Fix the endpoint, then resume it under Webhooks in Skeppa: ${f.link}. Events of the last three days are then sent again, with the same event ids.`,
    ],
  };
}

/** An attempt's failure as the mail tells it. */
export function describeFailure(
  language: Language,
  failure: { failure: string | null; httpStatus: number | null; answer: string },
): string {
  const detail = failure.answer ? ` (${failure.answer.slice(0, 80)})` : '';
  const sv = language === 'sv';
  switch (failure.failure) {
    case 'status':
      return `HTTP ${failure.httpStatus}`;
    case 'timeout':
      return sv ? 'inget svar i tid' : 'no answer in time';
    case 'tls':
      return (sv ? 'certifikatet godtogs inte' : 'the certificate was not accepted') + detail;
    case 'address_refused':
      return sv
        ? 'adressen är inte en publik internetadress'
        : 'the address is not a public internet address';
    case 'unresolvable':
      return sv ? 'värdnamnet saknar adress' : 'the host name has no address';
    default:
      return (sv ? 'anslutningen misslyckades' : 'the connection failed') + detail;
  }
}
