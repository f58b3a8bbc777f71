import { readContent } from './credits.ts';
import { readCamtXml } from './read-xml.ts';
import { CamtMalformed } from './xml-values.ts';

export type CamtRefusal = 'camt.not_xml' | 'camt.not_camt' | 'camt.unsupported_version' | 'camt.malformed';

export interface CamtCredit {
  /** Stable across re-deliveries of the same file: the bank's reference of the transaction
   * (TxDtls/Refs/AcctSvcrRef, else Ntry/AcctSvcrRef + "/" + the transaction's 1-based index in its
   * entry, else "camt-" + a hash of the message id, statement, entry and transaction indexes).
   * Reading the same file twice yields the same keys; no two credits of one file share one. */
  key: string;
  amountOre: number;
  currency: string;
  /** ISO date. */
  bookingDate: string;
  valueDate: string | null;
  /** The structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref), digits as sent, or null. */
  reference: string | null;
  /** Unstructured remittance (RmtInf/Ustrd joined) for a person to read when the reference is missing. */
  message: string;
  debtorName: string;
}

export type CamtParse =
  | {
      ok: true;
      messageType: 'camt.053' | 'camt.054';
      /** The message definition's version, "02" of camt.054.001.02. */
      version: string;
      messageId: string;
      created: string;
      /** The IBAN or other id (a Bankgiro number) of the account credited. */
      account: string;
      credits: CamtCredit[];
    }
  | { ok: false; refusal: CamtRefusal; detail: string };

/**
 * The booked, unreversed credits of an ISO 20022 camt.053 statement or camt.054 notification
 * (versions 02–13), or why the file is refused. Pure: nothing is applied; a file is refused whole
 * or read whole, never in part.
 */
export function parseCamt(bytes: Buffer | string): CamtParse {
  const read = readCamtXml(bytes);
  if (!read.ok) return read;
  try {
    const content = readContent(read.document, read.messageType);
    return { ok: true, messageType: read.messageType, version: read.version, ...content };
  } catch (error) {
    if (error instanceof CamtMalformed)
      return { ok: false, refusal: 'camt.malformed', detail: error.message };
    throw error;
  }
}
