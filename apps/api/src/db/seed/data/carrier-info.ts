import type { TariffKind } from './templates.ts';

export const TRACKING_URLS: Record<number, string> = {
  131: 'https://www.dhl.com/se-sv/home/tracking/tracking-express.html?tracking-id={consignmentNo}',
  116: 'https://www.dhl.com/se-sv/home/tracking/tracking-freight.html?tracking-id={consignmentNo}',
  4: 'https://www.dsv.com/sv-se/verktyg/track-and-trace?ref={consignmentNo}',
  225: 'https://www.ups.com/track?loc=sv_SE&tracknum={consignmentNo}',
  71: 'https://tracking.postnord.com/se/?id={consignmentNo}',
  210: 'https://www.tnt.com/express/sv_se/site/shipping-tools/tracking.html?cons={consignmentNo}',
};

export const LOGOS: Record<number, string> = {
  131: 'dhl-express',
  116: 'dhl-freight',
  4: 'dsv',
  225: 'ups',
  71: 'postnord',
  210: 'tnt',
};

/** Liability terms by kind of transport; the carriers' own conditions apply in full. */
export function termsFor(kind: TariffKind, international: boolean): { sv: string; en: string } {
  if (kind === 'courier') {
    return {
      sv: 'Transporten utförs enligt transportörens allmänna villkor. För flygtransport gäller Montrealkonventionen, som begränsar ansvaret per kilo. Försäkra godset för dess fulla värde.',
      en: 'Carried under the carrier’s general terms. Air transport is governed by the Montreal Convention, which limits liability per kilo. Insure the goods for their full value.',
    };
  }
  if (international) {
    return {
      sv: 'Vägtransport enligt CMR-konventionen; transportörens ansvar är begränsat till 8,33 SDR per kilo bruttovikt.',
      en: 'Road transport under the CMR Convention; the carrier’s liability is limited to 8.33 SDR per kilo gross weight.',
    };
  }
  return {
    sv: 'NSAB 2015 gäller. Transportörens ansvar är begränsat (cirka 150 kr per kilo); teckna transportförsäkring för högre värden.',
    en: 'NSAB 2015 applies. The carrier’s liability is limited (about SEK 150 per kilo); take out transport insurance for higher values.',
  };
}

/**
 * The carriers' member services, where customers' messages and newsletter sign-ups go. Sample
 * addresses on the product's own domain: an install puts the addresses of its carrier agreements
 * in the carriers table.
 */
export const MEMBER_SERVICE_EMAILS: Record<number, string> = {
  131: 'medlemsservice.dhl-express@skeppa.se',
  116: 'medlemsservice.dhl-freight@skeppa.se',
  4: 'medlemsservice.dsv@skeppa.se',
  225: 'medlemsservice.ups@skeppa.se',
  71: 'medlemsservice.postnord@skeppa.se',
  210: 'medlemsservice.tnt@skeppa.se',
};

/** Where complaints to each carrier and their reminders go (migration 0026 writes them too). */
export const COMPLAINTS_EMAILS: Record<number, string> = {
  131: 'reklamation.dhl-express@skeppa.se',
  116: 'reklamation.dhl-freight@skeppa.se',
  4: 'reklamation.dsv@skeppa.se',
  225: 'reklamation.ups@skeppa.se',
  71: 'reklamation.postnord@skeppa.se',
  210: 'reklamation.tnt@skeppa.se',
};
