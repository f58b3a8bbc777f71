import { createHash } from 'node:crypto';
import type { CamtCredit } from './parse-camt.ts';
import type { XmlNode } from './read-xml.ts';
import {
  CamtMalformed,
  dateOf,
  list,
  type Money,
  missing,
  money,
  node,
  optionalNode,
  required,
  text,
} from './xml-values.ts';

const PARTS = {
  'camt.053': { message: 'BkToCstmrStmt', report: 'Stmt' },
  'camt.054': { message: 'BkToCstmrDbtCdtNtfctn', report: 'Ntfctn' },
} as const;

export interface CamtContent {
  messageId: string;
  created: string;
  account: string;
  credits: CamtCredit[];
}

/** Where an entry sits, for its paths and for the keys of transactions the bank gave no reference. */
interface EntryAt {
  path: string;
  messageId: string;
  report: number;
  entry: number;
}

/**
 * The booked credits of a camt.053 statement or camt.054 notification. Every entry is checked,
 * credit or not, so a file is taken whole or refused whole (CamtMalformed with the path).
 */
export function readContent(document: XmlNode, messageType: 'camt.053' | 'camt.054'): CamtContent {
  const parts = PARTS[messageType];
  const message = node(document[parts.message], parts.message);
  const header = node(message.GrpHdr, `${parts.message}/GrpHdr`);
  const messageId = required(header, 'MsgId', `${parts.message}/GrpHdr/MsgId`);
  const created = required(header, 'CreDtTm', `${parts.message}/GrpHdr/CreDtTm`);
  const reports = list(message[parts.report]);
  if (reports.length === 0) throw missing(`${parts.message}/${parts.report}`);

  let account: string | undefined;
  const credits: CamtCredit[] = [];
  const keys = new Map<string, string>();
  reports.forEach((value, r) => {
    const path = `${parts.message}/${parts.report}[${r + 1}]`;
    const report = node(value, path);
    const id = accountId(report, `${path}/Acct`);
    // The answer names one account; a file of several would credit the others to it.
    if (account !== undefined && id !== account)
      throw new CamtMalformed(
        `${path}/Acct: a second account (${id} besides ${account}); one account per file`,
      );
    account = id;
    list(report.Ntry).forEach((entry, e) => {
      const at = { path: `${path}/Ntry[${e + 1}]`, messageId, report: r, entry: e };
      for (const { credit, path: creditPath } of entryCredits(node(entry, at.path), at)) {
        const earlier = keys.get(credit.key);
        if (earlier) throw new CamtMalformed(`${creditPath}: key ${credit.key} already at ${earlier}`);
        keys.set(credit.key, creditPath);
        credits.push(credit);
      }
    });
  });
  return { messageId, created, account: account as string, credits };
}

function accountId(report: XmlNode, path: string): string {
  const id = node(node(report.Acct, path).Id, `${path}/Id`);
  const value = text(id.IBAN) ?? text(optionalNode(id.Othr)?.Id);
  if (!value) throw missing(`${path}/Id/IBAN`);
  return value;
}

function entryCredits(entry: XmlNode, at: EntryAt): { credit: CamtCredit; path: string }[] {
  const amount = money(entry.Amt, `${at.path}/Amt`);
  const indicator = required(entry, 'CdtDbtInd', `${at.path}/CdtDbtInd`);
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw new CamtMalformed(`${at.path}/CdtDbtInd: "${indicator}" is neither CRDT nor DBIT`);
  const booked = entryStatus(entry.Sts, `${at.path}/Sts`) === 'BOOK';
  // Only a booked entry has its money on the account, and then it has a booking date.
  const bookingDate = booked ? dateOf(entry.BookgDt, `${at.path}/BookgDt`) : '';
  const valueDate = entry.ValDt === undefined ? null : dateOf(entry.ValDt, `${at.path}/ValDt`);
  const reversal = ['true', '1'].includes(text(entry.RvslInd) ?? '');
  if (indicator !== 'CRDT' || !booked || reversal) return [];

  const transactions = list(entry.NtryDtls).flatMap((details, d) =>
    list(node(details, `${at.path}/NtryDtls[${d + 1}]`).TxDtls).map((tx, t) => ({
      path: `${at.path}/NtryDtls[${d + 1}]/TxDtls[${t + 1}]`,
      tx: node(tx, `${at.path}/NtryDtls[${d + 1}]/TxDtls[${t + 1}]`),
    })),
  );
  if (transactions.length === 0) {
    const credit = transactionCredit({}, entry, at, 1, amount, bookingDate, valueDate);
    return [{ credit, path: at.path }];
  }
  return transactions.flatMap(({ tx, path }, index) => {
    // Later versions let a transaction carry its own indicator; a debit inside a credit batch
    // (a return netted into it) is not a payment to us.
    if (text(tx.CdtDbtInd) === 'DBIT') return [];
    const own = transactions.length === 1 ? amount : transactionAmount(tx, path);
    return [{ credit: transactionCredit(tx, entry, at, index + 1, own, bookingDate, valueDate), path }];
  });
}

function entryStatus(value: unknown, path: string): string {
  // EntryStatus2Code up to version 07, EntryStatus1Choice (Cd or Prtry) from 08.
  const choice = optionalNode(value);
  const code = choice ? (text(choice.Cd) ?? text(choice.Prtry)) : text(value);
  if (!code) throw missing(path);
  return code;
}

function transactionAmount(tx: XmlNode, path: string): Money {
  const booked = optionalNode(optionalNode(tx.AmtDtls)?.TxAmt);
  if (booked) return money(booked.Amt, `${path}/AmtDtls/TxAmt/Amt`);
  return money(tx.Amt, `${path}/Amt`);
}

function transactionCredit(
  tx: XmlNode,
  entry: XmlNode,
  at: EntryAt,
  index: number,
  amount: Money,
  bookingDate: string,
  valueDate: string | null,
): CamtCredit {
  const remittance = optionalNode(tx.RmtInf);
  const reference = list(remittance?.Strd)
    .map((structured) => text(optionalNode(optionalNode(structured)?.CdtrRefInf)?.Ref))
    .find((ref) => ref);
  const message = list(remittance?.Ustrd)
    .map(text)
    .filter((line) => line)
    .join(' ');
  return {
    key: keyOf(tx, entry, at, index),
    amountOre: amount.ore,
    currency: amount.currency,
    bookingDate,
    valueDate,
    reference: reference ?? null,
    message,
    debtorName: debtorName(optionalNode(tx.RltdPties)),
  };
}

/** The bank's own reference when there is one, so a statement and a notification of one payment agree. */
function keyOf(tx: XmlNode, entry: XmlNode, at: EntryAt, index: number): string {
  const own = text(optionalNode(tx.Refs)?.AcctSvcrRef);
  if (own) return own;
  const entryRef = text(entry.AcctSvcrRef);
  if (entryRef) return `${entryRef}/${index}`;
  const place = [at.messageId, at.report + 1, at.entry + 1, index].join('\n');
  return `camt-${createHash('sha256').update(place).digest('hex').slice(0, 32)}`;
}

function debtorName(parties: XmlNode | undefined): string {
  // Version 02–07 name the party directly, 08 on inside Party40Choice's Pty.
  for (const party of [parties?.Dbtr, parties?.UltmtDbtr].map(optionalNode)) {
    const name = text(party?.Nm) ?? text(optionalNode(party?.Pty)?.Nm);
    if (name) return name;
  }
  return '';
}
