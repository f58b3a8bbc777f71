import { AppError } from '../../../platform/errors.ts';

/**
 * The text of a CSV file: UTF-8 with or without its byte order mark. Anything that is not valid
 * UTF-8 text (a binary file, a legacy Windows-1252 export) is not a CSV file we read.
 */
export function decodeCsv(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Control characters other than tab and line ends do not occur in a spreadsheet's text.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return null;
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Semicolon (what Excel writes in Sweden) or comma, whichever the heading line has more of. */
function delimiterOf(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}

/**
 * The records of a CSV text (RFC 4180: quoted fields may hold the delimiter, line breaks and
 * doubled quotes), each with its record number; `onRecord` may stop the reading by throwing.
 */
export function readCsv(text: string, onRecord: (cells: string[], recordNo: number) => void): void {
  const delimiter = delimiterOf(text);
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let recordNo = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    recordNo += 1;
    onRecord(cells, recordNo);
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else cell += c;
  }
  if (quoted) throw new AppError('contact.import_unreadable');
  if (cell !== '' || cells.length > 0) endRecord();
}
