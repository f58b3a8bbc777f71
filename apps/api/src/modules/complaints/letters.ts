import { formatMoney } from '@skeppa/domain';
import type { MailContent } from '../mail/index.ts';

/** What a complaint tells the carrier. Carriers' complaints offices here read Swedish. */
export interface ComplaintLetter {
  complaintId: number;
  identifier: string;
  consignmentNo: string | null;
  description: string;
  /** SEK, or null when nothing is claimed. */
  claim: number | null;
  company: string;
  filedBy: string;
  email: string;
  files: string[];
}

function facts(l: ComplaintLetter) {
  return [
    { label: 'Ärende', value: `Reklamation ${l.complaintId}` },
    { label: 'Fraktsedel/kollinummer', value: l.identifier },
    ...(l.consignmentNo && l.consignmentNo !== l.identifier
      ? [{ label: 'Fraktsedelsnummer', value: l.consignmentNo }]
      : []),
    { label: 'Kund', value: l.company },
    { label: 'Anmält av', value: `${l.filedBy} <${l.email}>` },
    { label: 'Krav', value: l.claim === null ? 'Inget belopp krävs' : formatMoney(l.claim, 'SEK') },
  ];
}

const attached = (files: string[]) =>
  files.length === 0 ? 'Inga bilagor.' : `Bilagor: ${files.join(', ')}.`;

export function complaintMail(l: ComplaintLetter): MailContent {
  return {
    subject: `Reklamation ${l.identifier} (Skeppa ${l.complaintId})`,
    facts: facts(l),
    paragraphs: [
      'Vi reklamerar följande sändning och ber om ert svar. Svara gärna direkt till avsändaren.',
      l.description,
      attached(l.files),
    ],
  };
}

export function reminderMail(l: ComplaintLetter, sentOn: string): MailContent {
  return {
    subject: `Påminnelse: reklamation ${l.identifier} (Skeppa ${l.complaintId})`,
    facts: facts(l),
    paragraphs: [
      `Vi skickade denna reklamation till er ${sentOn} och har ännu inte fått något svar. Vi ber er återkomma snarast.`,
      l.description,
    ],
  };
}
