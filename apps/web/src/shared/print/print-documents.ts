import type { PrintFormat } from '@skeppa/domain';
import { postForFile } from '../api/transfer';

/** A shipment the print left out, and why (archived, not booked, customs invoice refused …). */
export interface RefusedShipment {
  consignmentId: number;
  code: string;
  description: string;
}

export interface PrintedDocuments {
  blob: Blob;
  name: string;
  refused: RefusedShipment[];
}

const REFUSED_HEADER = 'X-Skeppa-Refused';

/** The shipments a bulk print left out, as the server lists them beside the document. */
export function readRefused(headers: Headers): RefusedShipment[] {
  const raw = headers.get(REFUSED_HEADER);
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(decodeURIComponent(raw));
    return Array.isArray(list) ? (list as RefusedShipment[]) : [];
  } catch {
    return [];
  }
}

const extension = (format: PrintFormat) => (format === 'ZPL' ? 'zpl' : 'pdf');

/**
 * POST /consignment/print/{id}/?format= for one shipment, POST /consignment/print/?format= with
 * the ids for several: one document, shipment by shipment. Marks the orders printed.
 */
export async function printDocuments(ids: readonly number[], format: PrintFormat): Promise<PrintedDocuments> {
  const [first] = ids;
  const single = ids.length === 1 && first !== undefined;
  const fallback = `skeppa-${single ? first : 'print'}.${extension(format)}`;
  const { blob, name, headers } = single
    ? await postForFile(`/consignment/print/${first}/?format=${format}`, fallback)
    : await postForFile(`/consignment/print/?format=${format}`, fallback, ids);
  return { blob, name, refused: readRefused(headers) };
}
