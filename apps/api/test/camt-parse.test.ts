import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { invoiceNoOfOcr, isValidOcrReference } from '@skeppa/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oreOfAmount } from '../src/modules/bills/camt/amount.ts';
import { type CamtParse, parseCamt } from '../src/modules/bills/camt/parse-camt.ts';

// Reading ISO 20022 camt.053/054 bank files (issue 33.4): pure, no database. The fixtures are
// hand-made after the published message definitions; the small documents below change one thing
// at a time.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/camt/${name}`, import.meta.url));
const IBAN = 'SE7150000000054391023456';

const entry = ({
  amount = '<Amt Ccy="SEK">100.00</Amt>',
  indicator = '<CdtDbtInd>CRDT</CdtDbtInd>',
  status = '<Sts>BOOK</Sts>',
  booked = '<BookgDt><Dt>2026-12-03</Dt></BookgDt>',
  rest = '',
} = {}) => `<Ntry>${amount}${indicator}${status}${booked}${rest}</Ntry>`;

const report = (entries: string[], iban = IBAN) =>
  `<Ntfctn><Id>N1</Id><CreDtTm>2026-12-03T06:00:00+01:00</CreDtTm><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>${entries.join('')}</Ntfctn>`;

const notification = ({
  header = '<MsgId>M1</MsgId><CreDtTm>2026-12-03T06:00:00+01:00</CreDtTm>',
  reports = [report([entry()])],
  namespace = 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02',
} = {}) =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="${namespace}"><BkToCstmrDbtCdtNtfctn><GrpHdr>${header}</GrpHdr>${reports.join('')}</BkToCstmrDbtCdtNtfctn></Document>`;

function credits(result: CamtParse) {
  if (!result.ok) throw new Error(`refused: ${result.refusal} ${result.detail}`);
  return result.credits;
}

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

describe('files refused whole', () => {
  const refusal = (xml: string | Buffer) => {
    const result = parseCamt(xml);
    return result.ok ? 'accepted' : result.refusal;
  };

  it('refuses what is not well-formed XML', () => {
    expect(parseCamt(fixture('not-well-formed.xml'))).toMatchObject({ ok: false, refusal: 'camt.not_xml' });
    expect(refusal('')).toBe('camt.not_xml');
    expect(refusal('Bankgiro 5402-9186')).toBe('camt.not_xml');
    expect(refusal(`${notification()}<Document/>`)).toBe('camt.not_xml');
    expect(refusal(notification().replace('N1', 'S&ouml;der'))).toBe('camt.not_xml');
    expect(refusal(Buffer.from(notification().replace('N1', 'S\u00f6der'), 'latin1'))).toBe('camt.not_xml');
  });

  it('refuses a DOCTYPE as not XML, so no entity is ever expanded', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>${notification()
      .replace(/^<\?xml[^>]*>/, '')
      .replace('N1', '&b;')}`;
    expect(parseCamt(laughs)).toEqual({
      ok: false,
      refusal: 'camt.not_xml',
      detail: 'a DOCTYPE is not allowed in ISO 20022 messages',
    });
  });

  it('refuses another message or root as not camt', () => {
    expect(parseCamt(fixture('pain001-v03.xml'))).toEqual({
      ok: false,
      refusal: 'camt.not_camt',
      detail: 'root Document in namespace urn:iso:std:iso:20022:tech:xsd:pain.001.001.03',
    });
    expect(refusal(notification({ namespace: 'urn:iso:std:iso:20022:tech:xsd:camt.052.001.02' }))).toBe(
      'camt.not_camt',
    );
    expect(refusal(notification().replace(/ xmlns="[^"]*"/, ''))).toBe('camt.not_camt');
    expect(refusal(notification().replace(/Document/g, 'Envelope'))).toBe('camt.not_camt');
  });

  it('reads versions 02 to 13 of both and refuses the others', () => {
    for (const type of ['053', '054']) {
      for (let n = 1; n <= 14; n += 1) {
        const version = String(n).padStart(2, '0');
        const xml = notification({ namespace: `urn:iso:std:iso:20022:tech:xsd:camt.054.001.${version}` });
        const file =
          type === '054'
            ? xml
            : xml
                .replace(/BkToCstmrDbtCdtNtfctn/g, 'BkToCstmrStmt')
                .replace(/Ntfctn/g, 'Stmt')
                .replace('camt.054', 'camt.053');
        expect([type, version, refusal(file)]).toEqual([
          type,
          version,
          n >= 2 && n <= 13 ? 'accepted' : 'camt.unsupported_version',
        ]);
      }
    }
  });

  it('refuses an amount with three decimals, with its path, and none of the file', () => {
    expect(parseCamt(fixture('camt054-three-decimals.xml'))).toEqual({
      ok: false,
      refusal: 'camt.malformed',
      detail:
        'BkToCstmrDbtCdtNtfctn/Ntfctn[1]/Ntry[2]/Amt: "1250.755" is not an amount with at most two decimals',
    });
  });

  it('refuses a missing mandatory part, naming its path', () => {
    const path = 'BkToCstmrDbtCdtNtfctn/Ntfctn[1]/Ntry[2]';
    const second = (part: Parameters<typeof entry>[0]) =>
      notification({ reports: [report([entry(), entry(part)])] });
    const cases: [string, string][] = [
      [
        notification({ header: '<CreDtTm>2026-12-03T06:00:00+01:00</CreDtTm>' }),
        'BkToCstmrDbtCdtNtfctn/GrpHdr/MsgId',
      ],
      [notification({ header: '<MsgId>M1</MsgId>' }), 'BkToCstmrDbtCdtNtfctn/GrpHdr/CreDtTm'],
      [second({ amount: '' }), `${path}/Amt`],
      [second({ amount: '<Amt>100.00</Amt>' }), `${path}/Amt/@Ccy`],
      [second({ indicator: '' }), `${path}/CdtDbtInd`],
      [second({ status: '' }), `${path}/Sts`],
      [second({ booked: '' }), `${path}/BookgDt`],
      [notification({ reports: [] }), 'BkToCstmrDbtCdtNtfctn/Ntfctn'],
    ];
    for (const [xml, missing] of cases)
      expect(parseCamt(xml)).toEqual({ ok: false, refusal: 'camt.malformed', detail: `missing ${missing}` });
  });

  it('refuses a debit with a garbled amount too: the whole file is checked', () => {
    const debit = entry({ amount: '<Amt Ccy="SEK">12,50</Amt>', indicator: '<CdtDbtInd>DBIT</CdtDbtInd>' });
    expect(refusal(notification({ reports: [report([entry(), debit])] }))).toBe('camt.malformed');
    expect(
      refusal(
        notification({ reports: [report([entry({ booked: '<BookgDt><Dt>2026-02-30</Dt></BookgDt>' })])] }),
      ),
    ).toBe('camt.malformed');
  });

  it('refuses two accounts in one file and two credits with one key', () => {
    const twoAccounts = notification({
      reports: [report([entry()]), report([entry()], 'SE0330000000031234567891')],
    });
    expect(parseCamt(twoAccounts)).toMatchObject({ ok: false, refusal: 'camt.malformed' });
    const sameRef = entry({ rest: '<AcctSvcrRef>R1</AcctSvcrRef>' });
    const sameAccount = notification({ reports: [report([sameRef]), report([sameRef])] });
    expect(parseCamt(sameAccount)).toEqual({
      ok: false,
      refusal: 'camt.malformed',
      detail:
        'BkToCstmrDbtCdtNtfctn/Ntfctn[2]/Ntry[1]: key R1/1 already at BkToCstmrDbtCdtNtfctn/Ntfctn[1]/Ntry[1]',
    });
  });

  it('reads a pending entry without a booking date and skips it', () => {
    const pending = entry({ status: '<Sts>PDNG</Sts>', booked: '' });
    expect(credits(parseCamt(notification({ reports: [report([pending])] })))).toEqual([]);
  });
});

describe('amounts in öre', () => {
  it('reads decimal strings exactly', () => {
    expect(oreOfAmount('1234.5')).toBe(123_450);
    expect(oreOfAmount('0.29')).toBe(29);
    expect(oreOfAmount('1234')).toBe(123_400);
    expect(oreOfAmount('007.05')).toBe(705);
    expect(oreOfAmount('.5')).toBe(50);
    expect(oreOfAmount('+12.00')).toBe(1200);
    for (const bad of ['1.234', '1.000', '-1.00', '12,50', '1e3', '', '.', ' 1.00', '92233720368547758.08'])
      expect([bad, oreOfAmount(bad)]).toEqual([bad, null]);
  });

  const written = fc.tuple(fc.maxSafeNat(), fc.nat({ max: 3 }), fc.boolean()).map(([ore, zeros, short]) => {
    const digits = String(ore).padStart(3, '0');
    let [whole, fraction] = [digits.slice(0, -2), digits.slice(-2)];
    // Written as short as a bank may write it: "12.5" for 1250, "12" for 1200.
    if (short) fraction = fraction.replace(/0+$/, '');
    whole = `${'0'.repeat(zeros)}${whole}`;
    return { ore, text: fraction ? `${whole}.${fraction}` : whole };
  });

  it('converts any amount with at most two decimals exactly (property)', () => {
    fc.assert(
      fc.property(written, ({ ore, text }) => {
        expect(oreOfAmount(text)).toBe(ore);
      }),
    );
  });

  it('carries any such amount through a whole file exactly (property)', () => {
    fc.assert(
      fc.property(written, ({ ore, text }) => {
        const xml = notification({ reports: [report([entry({ amount: `<Amt Ccy="SEK">${text}</Amt>` })])] });
        expect(credits(parseCamt(xml)).map((credit) => credit.amountOre)).toEqual([ore]);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses any amount with three to five decimals (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^\d{3,5}$/), (whole, fraction) => {
        expect(oreOfAmount(`${whole}.${fraction}`)).toBeNull();
      }),
    );
  });
});
