import { readFileSync } from 'node:fs';
import type { CamtParse } from '../../src/modules/bills/camt/parse-camt.ts';

// Small camt documents for the parser's tests: each changes one thing of a valid notification.

export const fixture = (name: string) => readFileSync(new URL(`../fixtures/camt/${name}`, import.meta.url));
export const IBAN = 'SE7150000000054391023456';

export const entry = ({
  amount = '<Amt Ccy="SEK">100.00</Amt>',
  indicator = '<CdtDbtInd>CRDT</CdtDbtInd>',
  status = '<Sts>BOOK</Sts>',
  booked = '<BookgDt><Dt>2026-12-03</Dt></BookgDt>',
  rest = '',
} = {}) => `<Ntry>${amount}${indicator}${status}${booked}${rest}</Ntry>`;

export const report = (entries: string[], iban = IBAN) =>
  `<Ntfctn><Id>N1</Id><CreDtTm>2026-12-03T06:00:00+01:00</CreDtTm><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>${entries.join('')}</Ntfctn>`;

export const notification = ({
  header = '<MsgId>M1</MsgId><CreDtTm>2026-12-03T06:00:00+01:00</CreDtTm>',
  reports = [report([entry()])],
  namespace = 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02',
} = {}) =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="${namespace}"><BkToCstmrDbtCdtNtfctn><GrpHdr>${header}</GrpHdr>${reports.join('')}</BkToCstmrDbtCdtNtfctn></Document>`;

export function credits(result: CamtParse) {
  if (!result.ok) throw new Error(`refused: ${result.refusal} ${result.detail}`);
  return result.credits;
}
