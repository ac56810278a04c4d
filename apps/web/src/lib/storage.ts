/**
 * Local storage namespaced by store, so two stores opened on one browser (or one host serving several
 * stores over time) never read each other's cart, tokens or location. Values are JSON.
 */
export type StoreStorage = {
  readonly namespace: string;
  get<T>(name: string, fallback: T): T;
  set(name: string, value: unknown): void;
  remove(name: string): void;
  /** The real key behind a name, for `storage` events from other tabs. */
  key(name: string): string;
};

export function storeStorage(namespace: string, backend: Storage | undefined = globalThis.localStorage): StoreStorage {
  const key = (name: string) => `store:${namespace}:${name}`;
  return {
    namespace,
    key,
    get<T>(name: string, fallback: T): T {
      try {
        const raw = backend?.getItem(key(name));
        return raw == null ? fallback : (JSON.parse(raw) as T);
      } catch {
        // A value another version wrote, or private mode refusing access: behave as if nothing was stored.
        return fallback;
      }
    },
    set(name, value) {
      try {
        backend?.setItem(key(name), JSON.stringify(value));
      } catch {
        // Quota or private mode: the app keeps working with its in-memory state.
      }
    },
    remove(name) {
      try {
        backend?.removeItem(key(name));
      } catch {
        /* see set */
      }
    },
  };
}

/** An in-memory Storage for tests and for browsers that refuse localStorage. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}
