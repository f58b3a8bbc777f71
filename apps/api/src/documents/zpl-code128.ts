import type { Barcode } from './barcodes.ts';

/**
 * Code 128 field data for ZPL's `^BC` in its plain mode, where we choose the code sets: start C
 * for digits (two per symbol), start B for text, switching to C for a trailing even run of four
 * digits or more. FNC1 (`>8`) follows the start code of a GS1-128. `>` in text is written `><`.
 * We write the code sets ourselves rather than use the printer's automatic or UCC mode, because
 * those differ between printer models and firmware; this way every printer encodes the same symbols.
 */
export function zplCode128(b: Barcode): { fieldData: string; modules: number } {
  const gs1 = b.symbology === 'gs1-128';
  const payload = gs1 ? b.data.replace(/[()]/g, '') : b.data;
  const fnc1 = gs1 ? '>8' : '';
  let fieldData: string;
  let symbols: number;
  if (/^\d+$/.test(payload)) {
    const even = payload.length - (payload.length % 2);
    const tail = payload.slice(even);
    fieldData = `>;${fnc1}${payload.slice(0, even)}${tail ? `>6${tail}` : ''}`;
    symbols = 1 + (gs1 ? 1 : 0) + even / 2 + (tail ? 2 : 0);
  } else {
    const run = /\d*$/.exec(payload)?.[0].length ?? 0;
    const digits = run >= 4 ? run - (run % 2) : 0;
    const text = payload.slice(0, payload.length - digits);
    fieldData = `>:${fnc1}${text.replace(/>/g, '><')}${digits ? `>5${payload.slice(text.length)}` : ''}`;
    symbols = 1 + (gs1 ? 1 : 0) + text.length + (digits ? 1 + digits / 2 : 0);
  }
  // Each symbol and the check symbol are 11 modules; the stop pattern is 13.
  return { fieldData, modules: (symbols + 1) * 11 + 13 };
}
