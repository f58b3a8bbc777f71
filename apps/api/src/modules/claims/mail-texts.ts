import {
  type AftercareDeadline,
  type AftercareDeadlineKind,
  type ClaimKind,
  formatMoney,
  type Language,
} from '@skeppa/domain';
import type { MailContent } from '../mail/index.ts';

/** What a submitted claim tells the insurer, and the user in their copy. */
export interface ClaimFacts {
  claimNo: string;
  kind: ClaimKind;
  description: string;
  amount: number;
  insuredValue: number;
  bankAccount: string;
  company: string;
  orgNo: string;
  filedBy: string;
  email: string;
  phone: string;
  consignmentNo: string;
  orderNo: string;
  service: string;
  from: string;
  to: string;
  booked: string;
  deliveredOn: string | null;
  files: string[];
}

type Label =
  | 'claimNo'
  | 'kind'
  | 'company'
  | 'filedBy'
  | 'consignmentNo'
  | 'orderNo'
  | 'service'
  | 'route'
  | 'booked'
  | 'delivered'
  | 'insuredValue'
  | 'amount'
  | 'bankAccount';

interface Texts {
  labels: Record<Label, string>;
  kind: Record<ClaimKind, string>;
  insurerSubject: (f: ClaimFacts) => string;
  copySubject: (f: ClaimFacts) => string;
  insurerLead: string;
  copyLead: (f: ClaimFacts) => string;
  description: string;
  files: (names: string[]) => string;
  noFiles: string;
  notDelivered: string;
  deadline: Record<AftercareDeadlineKind, string>;
  deadlineSubject: (consignmentNo: string) => string;
  deadlineLead: (name: string, consignmentNo: string) => string;
  deadlineLine: (kind: string, lastDay: string) => string;
  deadlineClose: string;
}

const SV: Texts = {
  labels: {
    claimNo: 'Skadenummer',
    kind: 'Typ av skada',
    company: 'Försäkringstagare',
    filedBy: 'Anmäld av',
    consignmentNo: 'Fraktsedelsnummer',
    orderNo: 'Ordernummer',
    service: 'Transportör och tjänst',
    route: 'Från – till',
    booked: 'Bokad',
    delivered: 'Levererad',
    insuredValue: 'Försäkrat värde',
    amount: 'Begärt belopp',
    bankAccount: 'Utbetalning till',
  },
  kind: { damage: 'Skadat gods', loss: 'Förlorat gods', delay: 'Försening' },
  insurerSubject: (f) => `Skadeanmälan ${f.claimNo}, fraktsedel ${f.consignmentNo}`,
  copySubject: (f) => `Din skadeanmälan ${f.claimNo} är skickad`,
  insurerLead: 'En skadeanmälan på en transportförsäkrad sändning, skickad via Skeppa.',
  copyLead: (f) =>
    `Din skadeanmälan har skickats till försäkringsbolaget med skadenummer ${f.claimNo}. Ange numret när du har kontakt med dem. Här är en kopia av det som skickades.`,
  description: 'Vad som hände:',
  files: (names) => `Bifogade filer: ${names.join(', ')}`,
  noFiles: 'Inga filer bifogade.',
  notDelivered: 'ej levererad',
  deadline: {
    hiddenDamage: 'Reklamation av dold skada',
    delay: 'Reklamation av försening',
    timeBar: 'Preskription (talan mot transportören)',
  },
  deadlineSubject: (no) => `Sista dag närmar sig för reklamation av försändelse ${no}`,
  deadlineLead: (name, no) =>
    `Hej ${name}! Du har ett öppet ärende för försändelse ${no}, och en frist enligt transportlagen går snart ut:`,
  deadlineLine: (kind, lastDay) => `${kind}: senast ${lastDay}`,
  deadlineClose:
    'Skicka reklamationen eller skadeanmälan i Skeppa före den dagen, annars kan rätten till ersättning gå förlorad.',
};

const EN: Texts = {
  labels: {
    claimNo: 'Claim number',
    kind: 'Kind of claim',
    company: 'Policyholder',
    filedBy: 'Filed by',
    consignmentNo: 'Waybill number',
    orderNo: 'Order number',
    service: 'Carrier and service',
    route: 'From – to',
    booked: 'Booked',
    delivered: 'Delivered',
    insuredValue: 'Insured value',
    amount: 'Amount claimed',
    bankAccount: 'Pay to',
  },
  kind: { damage: 'Damaged goods', loss: 'Lost goods', delay: 'Delay' },
  insurerSubject: (f) => `Insurance claim ${f.claimNo}, waybill ${f.consignmentNo}`,
  copySubject: (f) => `Your insurance claim ${f.claimNo} has been sent`,
  insurerLead: 'An insurance claim on a shipment with transport insurance, sent through Skeppa.',
  copyLead: (f) =>
    `Your insurance claim has been sent to the insurer with claim number ${f.claimNo}. Quote it whenever you contact them. Here is a copy of what was sent.`,
  description: 'What happened:',
  files: (names) => `Attached files: ${names.join(', ')}`,
  noFiles: 'No files attached.',
  notDelivered: 'not delivered',
  deadline: {
    hiddenDamage: 'Notice of hidden damage',
    delay: 'Notice of delay',
    timeBar: 'Time bar (action against the carrier)',
  },
  deadlineSubject: (no) => `The last day to give notice for shipment ${no} is near`,
  deadlineLead: (name, no) =>
    `Hello ${name}, you have an open case for shipment ${no}, and a notice period under transport law ends soon:`,
  deadlineLine: (kind, lastDay) => `${kind}: by ${lastDay}`,
  deadlineClose:
    'Send the complaint or the insurance claim in Skeppa before that day, or the right to compensation may be lost.',
};

const TEXTS: Record<Language, Texts> = { sv: SV, en: EN };

/** The claim laid out for the insurer (`insurer`) or as the user's copy (`copy`). */
export function claimMail(language: Language, facts: ClaimFacts, to: 'insurer' | 'copy'): MailContent {
  const t = TEXTS[language];
  const l = t.labels;
  return {
    subject: to === 'insurer' ? t.insurerSubject(facts) : t.copySubject(facts),
    facts: [
      { label: l.claimNo, value: facts.claimNo },
      { label: l.kind, value: t.kind[facts.kind] },
      { label: l.company, value: `${facts.company} (${facts.orgNo})` },
      { label: l.filedBy, value: [facts.filedBy, facts.email, facts.phone].filter(Boolean).join(', ') },
      { label: l.consignmentNo, value: facts.consignmentNo },
      { label: l.orderNo, value: facts.orderNo },
      { label: l.service, value: facts.service },
      { label: l.route, value: `${facts.from} – ${facts.to}` },
      { label: l.booked, value: facts.booked },
      { label: l.delivered, value: facts.deliveredOn ?? t.notDelivered },
      { label: l.insuredValue, value: formatMoney(facts.insuredValue, 'SEK') },
      { label: l.amount, value: formatMoney(facts.amount, 'SEK') },
      { label: l.bankAccount, value: facts.bankAccount },
    ],
    paragraphs: [
      to === 'insurer' ? t.insurerLead : t.copyLead(facts),
      `${t.description}\n${facts.description}`,
      facts.files.length > 0 ? t.files(facts.files) : t.noFiles,
    ],
  };
}

/** The mail that notice deadlines of a shipment with an open case are near. */
export function deadlineMail(
  language: Language,
  facts: { name: string; consignmentNo: string; deadlines: AftercareDeadline[] },
): MailContent {
  const t = TEXTS[language];
  return {
    subject: t.deadlineSubject(facts.consignmentNo),
    paragraphs: [
      t.deadlineLead(facts.name, facts.consignmentNo),
      facts.deadlines.map((d) => t.deadlineLine(t.deadline[d.kind], d.lastDay)).join('\n'),
      t.deadlineClose,
    ],
  };
}
