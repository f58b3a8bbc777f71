import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oreOfAmount } from '../src/modules/bills/camt/amount.ts';
import { parseCamt } from '../src/modules/bills/camt/parse-camt.ts';
import { credits, entry, fixture, notification, report } from './helpers/camt-documents.ts';

// Bank files refused whole, and amounts read into öre exactly (issue 33.4).

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
