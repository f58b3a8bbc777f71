import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { AppError } from '../../../platform/errors.ts';

const inflate = promisify(inflateRaw);

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** An xlsx has a dozen or two parts; a zip with thousands of them is not one we read. */
const MAX_ENTRIES = 1000;

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const unreadable = () => new AppError('contact.import_unreadable');

function endOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL) return at;
  }
  throw unreadable();
}

function centralDirectory(bytes: Buffer): { entries: Entry[]; start: number } {
  const end = endOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  // Several disks and ZIP64 (markers 0xFFFF…) are never written for a workbook of this size.
  if (bytes.readUInt16LE(end + 4) !== 0 || count === 0xffff || start === 0xffffffff) throw unreadable();
  if (count > MAX_ENTRIES) throw new AppError('contact.import_unsafe');
  if (start + size > end) throw unreadable();
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: Entry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.offset === 0xffffffff)
      throw unreadable();
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, start };
}

/** Where an entry's stored data begins and where the entry (with its data descriptor) ends. */
function span(bytes: Buffer, e: Entry): { data: number; end: number } {
  if (e.offset + 30 > bytes.length || bytes.readUInt32LE(e.offset) !== LOCAL_HEADER) throw unreadable();
  const data = e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28);
  let end = data + e.compressedSize;
  if (e.flags & 0x8) {
    // A streamed entry is followed by its sizes, with or without the descriptor's own signature.
    end += end + 4 <= bytes.length && bytes.readUInt32LE(end) === DATA_DESCRIPTOR ? 16 : 12;
  }
  return { data, end };
}

/**
 * Checks a zip before anything unpacks it: the parts must follow each other with nothing hidden
 * between them (the xlsx reader walks the local headers, not the directory), none may be encrypted
 * or stored in another way than deflate, and their inflated size, measured by really inflating
 * them under a cap, must stay within `maxUnpackedBytes` together. A zip bomb is refused as unsafe
 * after inflating at most the bound. Returns the names of the parts.
 */
export async function checkZip(bytes: Buffer, maxUnpackedBytes: number): Promise<string[]> {
  const { entries, start } = centralDirectory(bytes);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > maxUnpackedBytes) throw new AppError('contact.import_unsafe');
  let expected = 0;
  let unpacked = 0;
  for (const e of [...entries].sort((a, b) => a.offset - b.offset)) {
    if (e.offset !== expected || e.flags & 0x1 || (e.method !== 0 && e.method !== 8)) throw unreadable();
    const { data, end } = span(bytes, e);
    if (end > start) throw unreadable();
    const stored = bytes.subarray(data, data + e.compressedSize);
    let size = stored.length;
    if (e.method === 8) {
      const room = maxUnpackedBytes - unpacked;
      const out = await inflate(stored, { maxOutputLength: Math.max(1, room) }).catch(
        (err: { code?: string }) => {
          throw err.code === 'ERR_BUFFER_TOO_LARGE' ? new AppError('contact.import_unsafe') : unreadable();
        },
      );
      size = out.length;
    }
    if (size !== e.size) throw unreadable();
    unpacked += size;
    if (unpacked > maxUnpackedBytes) throw new AppError('contact.import_unsafe');
    expected = end;
  }
  if (expected !== start) throw unreadable();
  return entries.map((e) => e.name);
}
