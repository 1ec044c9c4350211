/**
 * The image CDN's base rules (spec §9; lib/image-cdn.ts has the rest): what a CDN entry may be and how an
 * image path is put on one. Apart so the entry, which preloads home's first banner on the session's CDN,
 * carries only this and lib/safe-url.
 */
import { safeUrl } from './safe-url';

/** Where a session's pick is kept, per merchant (sessionStorage). */
export const CDN_PICK_KEY = 'livery.imageCdn';

/** The entry as a base to prefix paths with ('' = same origin, no trailing slash), or undefined when unsafe. */
export function cdnBase(entry: string): string | undefined {
  const value = entry.trim();
  if (value === '') return '';
  const url = safeUrl(value);
  if (!url || url.href.includes('?') || url.href.includes('#')) return undefined;
  return url.href.replace(/\/+$/, '');
}

/** Where the pick is kept: sessionStorage, read and written without throwing (lib/storage's rule, without its weight on the entry). */
export interface PickStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export const sessionPicks: PickStore = {
  get: (key) => {
    try {
      return globalThis.sessionStorage.getItem(key);
    } catch {
      return null; // refused (a sandboxed frame, blocked site data): nothing stored
    }
  },
  set: (key, value) => {
    try {
      globalThis.sessionStorage.setItem(key, value);
    } catch {
      // refused or full: the pick holds for this page only
    }
  },
};

/** The base this session picked for the merchant (before the settings answer again), '' when none was. */
export function sessionCdnBase(merchant: string, store: PickStore = sessionPicks): string {
  return cdnBase(store.get(`${CDN_PICK_KEY}.${merchant}`) ?? '') ?? '';
}

/**
 * The address of a platform image on `base`: a same-origin path is put on the base, an https address is
 * left as it is, anything else (javascript:, data:, http:, //host, a bare name) is undefined.
 */
export function resolveImage(src: string | undefined, base: string): string | undefined {
  const url = safeUrl(src);
  if (!url) return undefined;
  if (url.kind === 'https' || base === '') return url.href;
  return `${base}${url.href}`;
}
