import { createHash } from 'node:crypto';
import { invoiceNoOfOcr, isValidOcrReference } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { type CamtParse, parseCamt } from '../src/modules/bills/camt/parse-camt.ts';
import { credits, entry, fixture, IBAN, notification, report } from './helpers/camt-documents.ts';

// Reading ISO 20022 camt.053/054 bank files (issue 33.4): pure, no database. The fixtures are
// hand-made after the published message definitions; the small documents in helpers/camt-documents.ts
// change one thing at a time. Refusals and amounts: camt-refusals.test.ts.

describe('a camt.054 of Bankgiro payments (camt.054.001.02)', () => {
  it('reads three credits with their keys, öre, dates, references and payers', () => {
    const hashed = createHash('sha256')
      .update('SEB-CAMT054-20261203-000417\n1\n3\n1')
      .digest('hex')
      .slice(0, 32);
    expect(hashed).toBe('6d4f791e8898b25f4780743b4032f103');
    expect(parseCamt(fixture('camt054-v02-bankgiro.xml'))).toEqual({
      ok: true,
      messageType: 'camt.054',
      version: '02',
      messageId: 'SEB-CAMT054-20261203-000417',
      created: '2026-12-03T06:12:44+01:00',
      account: '54029186',
      credits: [
        {
          key: 'BGC-20261203-0000417', // the transaction's own AcctSvcrRef
          amountOre: 487_500,
          currency: 'SEK',
          bookingDate: '2026-12-03',
          valueDate: '2026-12-03',
          reference: '10023489',
          message: '',
          debtorName: 'Åkesson & Söner Åkeri AB',
        },
        {
          key: 'SEB20261203-0418/1', // the entry's AcctSvcrRef and the transaction's index
          amountOre: 200_000,
          currency: 'SEK',
          bookingDate: '2026-12-03',
          valueDate: '2026-12-03',
          reference: '10023588',
          message: '',
          debtorName: 'Göteborgs Hamnlogistik AB',
        },
        {
          key: `camt-${hashed}`, // no reference from the bank: message id, statement, entry, transaction
          amountOre: 131_250,
          currency: 'SEK',
          bookingDate: '2026-12-03',
          valueDate: '2026-12-04',
          reference: null,
          message: 'Faktura 100236 frakt Norrköping–Malmö',
          debtorName: 'Lindström Trä i Norrköping AB',
        },
      ],
    });
  });

  it('carries OCR references of our bills, as the domain writes them', () => {
    const [full, part] = credits(parseCamt(fixture('camt054-v02-bankgiro.xml')));
    for (const credit of [full, part]) expect(isValidOcrReference(credit?.reference ?? '')).toBe(true);
    expect([full, part].map((credit) => invoiceNoOfOcr(credit?.reference ?? ''))).toEqual([
      '100234',
      '100235',
    ]);
  });

  it('gives the same keys when the same file is read twice, as bytes or text, or laid out anew', () => {
    const bytes = fixture('camt054-v02-bankgiro.xml');
    const keys = (result: CamtParse) => credits(result).map((credit) => credit.key);
    const first = keys(parseCamt(bytes));
    expect(new Set(first).size).toBe(3);
    expect(keys(parseCamt(bytes))).toEqual(first);
    expect(keys(parseCamt(bytes.toString('utf8')))).toEqual(first);
    expect(keys(parseCamt(bytes.toString('utf8').replace(/>\s+</g, '><')))).toEqual(first);
    expect(parseCamt(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]))).toEqual(parseCamt(bytes));
  });
});

describe('a camt.053 statement (camt.053.001.02)', () => {
  const statement = fixture('camt053-v02-statement.xml').toString('utf8');

  it('reads the credit and leaves out the debit and the reversal', () => {
    const result = parseCamt(statement);
    expect(result).toMatchObject({ ok: true, messageType: 'camt.053', version: '02', account: IBAN });
    expect(credits(result)).toEqual([
      {
        key: 'SEB20261203-0512-01',
        amountOre: 956_250,
        currency: 'SEK',
        bookingDate: '2026-12-03',
        valueDate: '2026-12-03',
        reference: '10024081',
        message: '',
        debtorName: 'Östgöta Byggvaror AB',
      },
    ]);
  });

  it('leaves the reversal out because it is one, and the debit because it is one', () => {
    const unreversed = parseCamt(statement.replace('<RvslInd>true</RvslInd>', ''));
    expect(credits(unreversed).map((credit) => credit.key)).toEqual([
      'SEB20261203-0512-01',
      'SEB20261203-0514-01',
    ]);
    const credited = parseCamt(
      statement.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>CRDT</CdtDbtInd>'),
    );
    expect(credits(credited).map((credit) => credit.key)).toEqual([
      'SEB20261203-0512-01',
      'SEB20261203-0513-01',
    ]);
  });
});

describe('a camt.054.001.08 batch with a namespace prefix', () => {
  const batch = fixture('camt054-v08-batch.xml').toString('utf8');

  it('gives one credit per transaction with its own amount, the booking day of a DtTm, names via Pty', () => {
    const result = parseCamt(batch);
    expect(result).toMatchObject({ ok: true, messageType: 'camt.054', version: '08', account: IBAN });
    expect(credits(result)).toEqual([
      {
        key: 'ESSE20261207T0093001',
        amountOre: 425_000, // TxDtls/Amt
        currency: 'SEK',
        bookingDate: '2026-12-07',
        valueDate: '2026-12-07',
        reference: '10024180',
        message: '',
        debtorName: 'Sjöberg Möbler AB', // written with character references
      },
      {
        key: 'ESSE20261207B0093/2',
        amountOre: 288_000, // TxDtls/AmtDtls/TxAmt/Amt
        currency: 'SEK',
        bookingDate: '2026-12-07',
        valueDate: '2026-12-07',
        reference: '10025088',
        message: 'Frakt köksluckor',
        debtorName: 'Älmhults Kök & Bad AB', // the ultimate debtor when there is no debtor
      },
    ]);
  });

  it('leaves out the pending entry because it is pending (Sts/Cd)', () => {
    const booked = batch.replace(
      '<ns2:Cd>PDNG</ns2:Cd>\n        </ns2:Sts>',
      '<ns2:Cd>BOOK</ns2:Cd>\n        </ns2:Sts><ns2:BookgDt><ns2:Dt>2026-12-08</ns2:Dt></ns2:BookgDt>',
    );
    const added = credits(parseCamt(booked))[2];
    expect(added).toMatchObject({ key: 'ESSE20261207P0094/1', amountOre: 50_000, bookingDate: '2026-12-08' });
  });

  it('leaves out a debit transaction inside a credit batch', () => {
    const tx = (indicator: string, ref: string) =>
      `<TxDtls><Refs><AcctSvcrRef>${ref}</AcctSvcrRef></Refs><Amt Ccy="SEK">50.00</Amt><CdtDbtInd>${indicator}</CdtDbtInd></TxDtls>`;
    const rest = `<NtryDtls>${tx('CRDT', 'T1')}${tx('DBIT', 'T2')}${tx('CRDT', 'T3')}</NtryDtls>`;
    const read = credits(parseCamt(notification({ reports: [report([entry({ rest })])] })));
    expect(read.map((credit) => [credit.key, credit.amountOre])).toEqual([
      ['T1', 5000],
      ['T3', 5000],
    ]);
  });

  it('takes the entry amount for a single transaction and refuses a batch transaction with none', () => {
    const single = notification({
      reports: [report([entry({ rest: '<NtryDtls><TxDtls><Amt Ccy="SEK">1.00</Amt></TxDtls></NtryDtls>' })])],
    });
    expect(credits(parseCamt(single)).map((credit) => credit.amountOre)).toEqual([10_000]);
    const twoTx = '<NtryDtls><TxDtls><Amt Ccy="SEK">60.00</Amt></TxDtls><TxDtls/></NtryDtls>';
    expect(parseCamt(notification({ reports: [report([entry({ rest: twoTx })])] }))).toEqual({
      ok: false,
      refusal: 'camt.malformed',
      detail: 'missing BkToCstmrDbtCdtNtfctn/Ntfctn[1]/Ntry[1]/NtryDtls[1]/TxDtls[2]/Amt',
    });
  });
});
