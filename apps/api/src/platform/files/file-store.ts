/**
 * Where uploaded and generated files live, behind one small interface so that a local directory
 * (the default) and an S3-compatible bucket (the scale-out option) are interchangeable. Keys are
 * made by the product, never by users: slash-separated segments of letters, digits, `-` and `_`.
 */
export interface FileStore {
  put(key: string, body: Buffer): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is no error (a retried delete succeeds). */
  delete(key: string): Promise<void>;
  /** Removes every file whose key lies under `prefix/` (a shipment's, a complaint's files). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Refuses a key that could leave the store's root (`..`, absolute paths) before any I/O. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.length > 300) throw new Error(`invalid file store key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The store could not be reached or did not answer in time (network, timeout, its own 5xx): the
 * request may be retried later, so callers see a 503, unlike a refusal (bad credentials, no such
 * bucket), which stays a 500 until someone fixes the configuration.
 */
export class FileStoreUnavailableError extends Error {
  override name = 'FileStoreUnavailableError';
}
