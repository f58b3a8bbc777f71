/**
 * A small ZPL reader for the tests: splits a stream into its `^XA … ^XZ` labels, checks every
 * command is one we write, and decodes the barcode fields back to the data a scanner would read.
 */
export interface ZplBarcode {
  kind: 'code128' | 'maxicode';
  /** GS1-128 when the Code 128 data begins with FNC1. */
  gs1: boolean;
  data: string;
}

/** A `^GFA` graphic field where its `^FO` put it: one bit a dot, 1 black, rows of whole bytes. */
export interface ZplGraphic {
  x: number;
  y: number;
  bytesPerRow: number;
  rows: number;
  bits: Buffer;
}

/** Whether the graphic prints a black dot at (x, y) of its own. */
export function graphicDot(g: ZplGraphic, x: number, y: number): boolean {
  return ((g.bits[y * g.bytesPerRow + (x >> 3)]! >> (7 - (x & 7))) & 1) === 1;
}

export interface ZplLabel {
  commands: string[];
  texts: string[];
  barcodes: ZplBarcode[];
  graphics: ZplGraphic[];
  width: number;
  length: number;
}

const KNOWN = new Set([
  'XA',
  'XZ',
  'CI',
  'PW',
  'LL',
  'LH',
  'FO',
  'GF',
  'A0',
  'FB',
  'FH',
  'FD',
  'FS',
  'GB',
  'FR',
  'BY',
  'BC',
  'BD',
  'PQ',
]);

function unhex(s: string): string {
  const bytes: number[] = [];
  const raw = Buffer.from(s, 'utf8');
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === 0x5f && i + 2 < raw.length) {
      bytes.push(Number.parseInt(raw.subarray(i + 1, i + 3).toString('latin1'), 16));
      i += 2;
    } else bytes.push(raw[i]!);
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `^GFA,<bytes>,<field bytes>,<bytes per row>,<hex>`, refused unless its counts agree with its data. */
function graphicField(command: string, x: number, y: number): ZplGraphic {
  const [kind, total, field, perRow, hex] = command.slice(2).split(',');
  if (kind !== 'A' || !hex || !/^[0-9A-F]*$/.test(hex))
    throw new Error('only ^GFA with plain hex data is written');
  const bits = Buffer.from(hex, 'hex');
  const bytesPerRow = Number(perRow);
  if (Number(total) !== bits.length || Number(field) !== bits.length || bits.length % bytesPerRow !== 0)
    throw new Error(`^GF counts ${total},${field},${perRow} do not match ${bits.length} bytes`);
  return { x, y, bytesPerRow, rows: bits.length / bytesPerRow, bits };
}

/** Reads `^BC` field data in its plain mode: `>;` `>:` `>9` start C/B/A, `>5` `>6` switch, `>8` FNC1. */
function code128Data(fd: string): { gs1: boolean; data: string } {
  let out = '';
  let gs1 = false;
  for (let i = 0; i < fd.length; i++) {
    const c = fd[i]!;
    if (c !== '>') {
      out += c;
      continue;
    }
    const code = fd[++i];
    if (code === '<') out += '>';
    else if (code === '8') {
      if (out === '') gs1 = true;
      else out += '\u001d';
    } else if (!code || !';:956'.includes(code)) throw new Error(`unknown invocation >${code}`);
  }
  return { gs1, data: out };
}

export function parseZpl(stream: string): ZplLabel[] {
  const trimmed = stream.trim();
  const blocks = trimmed.split(/(?<=\^XZ)\s*/).filter((b) => b !== '');
  return blocks.map((block) => {
    if (!block.startsWith('^XA') || !block.endsWith('^XZ'))
      throw new Error(`not one ^XA … ^XZ block: ${block.slice(0, 40)}`);
    // Field data may hold any text: take it out before reading commands.
    const fields: string[] = [];
    const bare = block.replace(/\^FD([\s\S]*?)\^FS/g, (_, fd: string) => {
      fields.push(fd);
      return `^FD${fields.length - 1}^FS`;
    });
    const commands = bare
      .split('^')
      .map((c) => c.trim())
      .filter((c) => c !== '');
    for (const c of commands) if (!KNOWN.has(c.slice(0, 2))) throw new Error(`unexpected command ^${c}`);
    const label: ZplLabel = { commands, texts: [], barcodes: [], graphics: [], width: 0, length: 0 };
    let pending: 'text' | 'code128' | 'maxicode' = 'text';
    let origin = [0, 0];
    for (const c of commands) {
      const name = c.slice(0, 2);
      if (name === 'FO') origin = c.slice(2).split(',').map(Number);
      if (name === 'GF') label.graphics.push(graphicField(c, origin[0]!, origin[1]!));
      if (name === 'PW') label.width = Number(c.slice(2));
      if (name === 'LL') label.length = Number(c.slice(2));
      if (name === 'BC') pending = 'code128';
      if (name === 'BD') pending = 'maxicode';
      if (name === 'FD') {
        const fd = unhex(fields[Number(c.slice(2))]!);
        if (pending === 'code128') label.barcodes.push({ kind: 'code128', ...code128Data(fd) });
        else if (pending === 'maxicode') label.barcodes.push({ kind: 'maxicode', gs1: false, data: fd });
        else label.texts.push(fd);
        pending = 'text';
      }
    }
    return label;
  });
}
