/** Byte checks for judging a file by its content (file-type rules import these, never copy them). */

export const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

export const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The name as a Windows compound file's directory stores it: UTF-16 little-endian. */
export const utf16le = (s: string) => [...s].flatMap((c) => [c.charCodeAt(0), 0]);

/** Whether `needle` occurs anywhere in `bytes`. */
export function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  if (first === undefined) return true;
  for (let i = bytes.indexOf(first); i !== -1; i = bytes.indexOf(first, i + 1)) {
    if (startsWith(bytes, needle, i)) return true;
  }
  return false;
}
