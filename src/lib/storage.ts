/**
 * Web storage that never throws. Reading `sessionStorage` itself throws a SecurityError in a sandboxed frame
 * without same-origin rights (ops studio's side-by-side preview), in some private modes and when the player
 * blocks site data; a write throws when the quota is full. A screen must not fail for any of these: a
 * refused read is "nothing stored", a refused write keeps the value for this page only.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** A stored JSON object, or undefined when absent, unreadable or not an object. */
  getJSON<T extends object>(key: string): T | undefined;
  setJSON(key: string, value: unknown): void;
  clear(): void;
}

function safe(area: () => Storage): SafeStorage {
  const attempt = <T>(run: (s: Storage) => T, fallback: T): T => {
    try {
      return run(area());
    } catch {
      return fallback;
    }
  };
  const get = (key: string) => attempt((s) => s.getItem(key), null);
  const set = (key: string, value: string) => attempt((s) => s.setItem(key, value), undefined);
  return {
    get,
    set,
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
    getJSON: <T extends object>(key: string) => {
      const raw = get(key);
      if (raw === null) return undefined;
      try {
        const value: unknown = JSON.parse(raw);
        return value !== null && typeof value === 'object' ? (value as T) : undefined;
      } catch {
        return undefined;
      }
    },
    setJSON: (key, value) => set(key, JSON.stringify(value)),
    clear: () => attempt((s) => s.clear(), undefined),
  };
}

export const sessionStore: SafeStorage = safe(() => globalThis.sessionStorage);
export const localStore: SafeStorage = safe(() => globalThis.localStorage);
