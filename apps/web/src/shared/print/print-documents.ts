import {
  PRINT_REFUSED_HEADER,
  type PrintFormat,
  type PrintRefusal,
  parsePrintRefusedHeader,
} from '@skeppa/domain';
import { postForFile } from '../api/transfer';

export interface PrintedDocuments {
  blob: Blob;
  name: string;
  /** The shipments the server left out, each with its reason. */
  refused: PrintRefusal[];
}

const extension = (format: PrintFormat) => (format === 'ZPL' ? 'zpl' : 'pdf');

/**
 * POST /consignment/print/{id}/?format= for one shipment, POST /consignment/print/?format= with
 * the ids for several: one document, shipment by shipment, and the orders marked printed. What was
 * left out comes in a header beside the file.
 */
export async function printDocuments(ids: readonly number[], format: PrintFormat): Promise<PrintedDocuments> {
  const [first] = ids;
  const single = ids.length === 1 && first !== undefined;
  const fallback = `skeppa-${single ? first : 'print'}.${extension(format)}`;
  const { blob, name, headers } = single
    ? await postForFile(`/consignment/print/${first}/?format=${format}`, fallback)
    : await postForFile(`/consignment/print/?format=${format}`, fallback, ids);
  return { blob, name, refused: parsePrintRefusedHeader(headers.get(PRINT_REFUSED_HEADER)) };
}
