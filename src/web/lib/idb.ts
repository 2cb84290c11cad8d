// A few values kept in IndexedDB: it survives a reload and a closed tab like
// local storage, but is also readable from a service worker and is not limited
// to a few megabytes. Where IndexedDB is missing or blocked (some private
// modes), local storage stands in, so nothing is lost while the page is open.
const DB_NAME = 'english-commons';
const STORE = 'keyval';

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return open().then(
    (db) =>
      new Promise((resolve, reject) => {
        if (!db) return resolve(undefined);
        const tx = db.transaction(STORE, mode);
        const request = action(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

export async function idbGet<T>(key: string): Promise<T | undefined> {
  if (!(await open())) {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  }
  return (await run('readonly', (store) => store.get(key))) as T | undefined;
}

export async function idbSet(key: string, value: unknown): Promise<void> {
  if (!(await open())) return localStorage.setItem(key, JSON.stringify(value));
  await run('readwrite', (store) => store.put(value, key));
}
