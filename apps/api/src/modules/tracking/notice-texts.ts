import type { ExceptionCause, Language, TrackingNotice, TrackingStatus } from '@skeppa/domain';
import type { MailContent } from '../mail/index.ts';

/** What a notice tells, whatever its language. */
export interface NoticeFacts {
  consignmentNo: string;
  carrier: string;
  status: TrackingStatus;
  /** The carrier event's own time as it wrote it, with its offset. */
  at: string;
  place: { city: string; countryCode: string } | null;
  expectedDelivery: string | null;
  cause: ExceptionCause | null;
  /** The receiver's tracking page, null once the sender closed it. */
  trackingUrl: string | null;
}

interface Texts {
  subject: Record<TrackingNotice, (f: NoticeFacts) => string>;
  lead: Record<TrackingNotice, string>;
  labels: Record<'consignmentNo' | 'carrier' | 'status' | 'when' | 'where' | 'expected' | 'cause', string>;
  status: Partial<Record<TrackingStatus, string>>;
  cause: Record<ExceptionCause, string>;
  noCause: string;
  follow: (url: string) => string;
  noLink: string;
}

const SV: Texts = {
  subject: {
    receiverPickup: (f) => `Försändelse ${f.consignmentNo} är upphämtad och på väg till er`,
    receiverOutForDelivery: (f) => `Försändelse ${f.consignmentNo} levereras i dag`,
    senderDelivered: (f) => `Försändelse ${f.consignmentNo} är levererad`,
    senderException: (f) =>
      `Avvikelse för försändelse ${f.consignmentNo}: ${SV.status[f.status] ?? f.status}`,
  },
  lead: {
    receiverPickup: 'Transportören har hämtat försändelsen hos avsändaren. Den är nu på väg till er.',
    receiverOutForDelivery: 'Försändelsen är ute för utkörning och väntas komma fram under dagen.',
    senderDelivered: 'Försändelsen har lämnats till mottagaren.',
    senderException: 'Försändelsen följer inte planen. Transportören har rapporterat en avvikelse.',
  },
  labels: {
    consignmentNo: 'Fraktsedelsnummer',
    carrier: 'Transportör',
    status: 'Status',
    when: 'När',
    where: 'Var',
    expected: 'Beräknad leverans',
    cause: 'Orsak',
  },
  status: {
    pickup: 'Upphämtad',
    outForDelivery: 'Ute för utkörning',
    delivered: 'Levererad',
    delayed: 'Försenad',
    deliveryFailed: 'Leveransen misslyckades',
    heldInCustoms: 'Stoppad i tullen',
    returnedToSender: 'Returneras till avsändaren',
  },
  cause: {
    carrier: 'Hos transportören (till exempel kapacitet eller ett fel i hanteringen).',
    sender: 'Hos avsändaren (till exempel en adress eller dokument som saknas).',
    receiver: 'Hos mottagaren (till exempel ingen på plats eller mottagningen vägrad).',
    customs: 'Tullen håller försändelsen för kontroll eller tullklarering.',
    weather: 'Väder eller andra förhållanden utanför transportörens kontroll.',
  },
  noCause: 'Transportören har inte angett någon orsak.',
  follow: (url) => `Följ försändelsen här: ${url}`,
  noLink: 'Följ försändelsen hos transportören med fraktsedelsnumret.',
};

const EN: Texts = {
  subject: {
    receiverPickup: (f) => `Shipment ${f.consignmentNo} has been picked up and is on its way to you`,
    receiverOutForDelivery: (f) => `Shipment ${f.consignmentNo} is out for delivery today`,
    senderDelivered: (f) => `Shipment ${f.consignmentNo} has been delivered`,
    senderException: (f) => `Exception on shipment ${f.consignmentNo}: ${EN.status[f.status] ?? f.status}`,
  },
  lead: {
    receiverPickup: 'The carrier has collected the shipment from the sender. It is now on its way to you.',
    receiverOutForDelivery: 'The shipment is out for delivery and is expected to arrive today.',
    senderDelivered: 'The shipment has been handed over to the receiver.',
    senderException: 'The shipment is off its plan. The carrier has reported an exception.',
  },
  labels: {
    consignmentNo: 'Consignment number',
    carrier: 'Carrier',
    status: 'Status',
    when: 'When',
    where: 'Where',
    expected: 'Expected delivery',
    cause: 'Cause',
  },
  status: {
    pickup: 'Picked up',
    outForDelivery: 'Out for delivery',
    delivered: 'Delivered',
    delayed: 'Delayed',
    deliveryFailed: 'Delivery failed',
    heldInCustoms: 'Held in customs',
    returnedToSender: 'Being returned to the sender',
  },
  cause: {
    carrier: 'At the carrier (for example capacity or a handling error).',
    sender: 'At the sender (for example a missing address detail or document).',
    receiver: 'At the receiver (for example nobody there or delivery refused).',
    customs: 'Customs are holding the shipment for inspection or clearance.',
    weather: "Weather or other conditions beyond the carrier's control.",
  },
  noCause: 'The carrier has not given a cause.',
  follow: (url) => `Follow the shipment here: ${url}`,
  noLink: "Follow the shipment on the carrier's site with the consignment number.",
};

const TEXTS: Record<Language, Texts> = { sv: SV, en: EN };

/** The carrier's own time of the event as it wrote it: '2026-11-25T10:12:00+01:00' → 2026-11-25 10:12. */
const when = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

/** A tracking notice in the recipient's language: subject, the facts, a paragraph and the link. */
export function noticeContent(notice: TrackingNotice, language: Language, f: NoticeFacts): MailContent {
  const t = TEXTS[language];
  const facts = [
    { label: t.labels.consignmentNo, value: f.consignmentNo },
    { label: t.labels.carrier, value: f.carrier || '–' },
    { label: t.labels.status, value: t.status[f.status] ?? f.status },
    { label: t.labels.when, value: when(f.at) },
    ...(f.place ? [{ label: t.labels.where, value: `${f.place.city}, ${f.place.countryCode}` }] : []),
    ...(f.expectedDelivery && f.status !== 'delivered'
      ? [{ label: t.labels.expected, value: f.expectedDelivery }]
      : []),
    ...(notice === 'senderException'
      ? [{ label: t.labels.cause, value: f.cause ? t.cause[f.cause] : t.noCause }]
      : []),
  ];
  return {
    subject: t.subject[notice](f),
    facts,
    paragraphs: [t.lead[notice], f.trackingUrl ? t.follow(f.trackingUrl) : t.noLink],
  };
}
