/**
 * The AES-GCM key that protects the stored user. It is generated non-extractable and kept in
 * IndexedDB, which stores the CryptoKey object itself: script on the page can use it but nobody
 * can read its bytes, and a copy of localStorage alone decrypts nothing.
 */
const DB_NAME = 'skeppa-keys';
const STORE = 'keys';
const KEY_ID = 'session';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  op: (s: IDBObjectStore) => IDBRequest,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = op(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

let pending: Promise<CryptoKey> | null = null;

async function loadOrCreate(): Promise<CryptoKey> {
  const db = await openDb();
  try {
    const existing = await run<CryptoKey | undefined>(db, 'readonly', (s) => s.get(KEY_ID));
    if (existing) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await run(db, 'readwrite', (s) => s.put(key, KEY_ID));
    return key;
  } finally {
    db.close();
  }
}

/** One key per browser profile; concurrent callers share the same lookup. */
export function getSessionKey(): Promise<CryptoKey> {
  pending ??= loadOrCreate().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Tests start from an empty key store. */
export function forgetCachedKey(): void {
  pending = null;
}
