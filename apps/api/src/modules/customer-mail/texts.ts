import type { Language } from '@skeppa/domain';

/** The product's own words in the mails POST /email writes, in the recipient's language. */
export const EMAIL_TEXTS = {
  sv: {
    sender: 'Avsändare',
    customer: 'Kund',
    company: 'Företag',
    orgNo: 'Organisationsnummer',
    carrierCustomerNo: (carrier: string) => `Kundnummer hos ${carrier}`,
    shipmentNo: 'Försändelsenummer',
    email: 'E-post',
    phone: 'Telefon',
    carrierMessageSubject: (company: string) => `Meddelande från kund via Skeppa: ${company}`,
    newsletterSubject: (company: string) => `Anmälan till nyhetsbrev via Skeppa: ${company}`,
    newsletterIntro: (carrier: string, email: string) =>
      `Kunden vill få ${carrier}s nyhetsbrev till ${email}.`,
    messageConsent: (carrier: string) =>
      `Kunden samtycker till att ${carrier} kontaktar kunden om ärendet och att uppgifterna ovan används för det.`,
    newsletterConsent: (carrier: string) =>
      `Kunden samtycker till att få nyhetsbrev från ${carrier} och kan när som helst avanmäla sig.`,
  },
  en: {
    sender: 'Sender',
    customer: 'Customer',
    company: 'Company',
    orgNo: 'Organisation number',
    carrierCustomerNo: (carrier: string) => `Customer number with ${carrier}`,
    shipmentNo: 'Shipment number',
    email: 'E-mail',
    phone: 'Phone',
    carrierMessageSubject: (company: string) => `Message from a customer through Skeppa: ${company}`,
    newsletterSubject: (company: string) => `Newsletter sign-up through Skeppa: ${company}`,
    newsletterIntro: (carrier: string, email: string) =>
      `The customer would like ${carrier}'s newsletter at ${email}.`,
    messageConsent: (carrier: string) =>
      `The customer agrees that ${carrier} contacts them about the matter and uses the details above for it.`,
    newsletterConsent: (carrier: string) =>
      `The customer agrees to receive newsletters from ${carrier} and may unsubscribe at any time.`,
  },
} satisfies Record<Language, unknown>;
