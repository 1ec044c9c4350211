/**
 * The image CDN of spec §9 ("Image CDN list: default has one entry, picked at random"): the consolidated
 * settings' `imageCDNs` (platform-api.md) are the bases a platform image path loads from. One entry is
 * picked at random once per session (sessionStorage, per merchant); an image that fails to load tries the
 * next entry in list order (wrapping, each once). An empty entry is the site's own origin, so the default
 * list `['']` loads images as before.
 *
 * An entry is kept only when it is empty, a same-origin path prefix ("/cdn-a") or an https base
 * (lib/safe-url); the image itself must be a same-origin path (which the bases apply to) or an https
 * address (which stays as it is). Anything else is refused.
 *
 * No React here: src/ui/cdn-image.tsx reads the order through `subscribeImageCdns` / `imageCdnOrder`.
 */
import { CDN_PICK_KEY, cdnBase, type PickStore, resolveImage, sessionPicks } from './image-cdn-base';
import { safeUrl } from './safe-url';

export { CDN_PICK_KEY, cdnBase, resolveImage, sessionCdnBase } from './image-cdn-base';

/** The list's safe bases, in order, without repeats; `['']` (same origin) when none is left. */
export function cdnBases(list: readonly string[] | undefined): string[] {
  const bases = [...new Set((list ?? []).map(cdnBase).filter((b): b is string => b !== undefined))];
  return bases.length > 0 ? bases : [''];
}

/**
 * The session's order of bases: the picked one first, then the ones after it in list order, wrapping. The
 * pick is read from `store` when it is still in the list, else drawn with `random` and kept there.
 */
export function pickCdnOrder(bases: readonly string[], merchant: string, store: PickStore = sessionPicks, random: () => number = Math.random): string[] {
  if (bases.length === 0 || (bases.length === 1 && bases[0] === '')) return [''];
  const key = `${CDN_PICK_KEY}.${merchant}`;
  let index = bases.indexOf(store.get(key) ?? '\u0000');
  if (index < 0) {
    index = Math.min(bases.length - 1, Math.floor(random() * bases.length));
    store.set(key, bases[index] ?? '');
  }
  return [...bases.slice(index), ...bases.slice(0, index)];
}

/**
 * The addresses to try for one image, in order: one per base for a path (the session's pick first), the
 * address alone for an https image, none for an unsafe one.
 */
export function imageCandidates(src: string | undefined, order: readonly string[]): string[] {
  const url = safeUrl(src);
  if (!url) return [];
  if (url.kind === 'https') return [url.href];
  return [...new Set(order.map((base) => resolveImage(url.href, base) as string))];
}

// ---------------------------------------------------------------- the session's order

let order: readonly string[] = [''];
const listeners = new Set<() => void>();

/** The current order of bases (same origin until the consolidated settings have answered). */
export const imageCdnOrder = (): readonly string[] => order;

export function subscribeImageCdns(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the consolidated settings' list (api/system.ts calls this when they answer). */
export function setImageCdns(list: readonly string[] | undefined, merchant: string): void {
  const next = pickCdnOrder(cdnBases(list), merchant);
  if (next.length === order.length && next.every((b, i) => b === order[i])) return;
  order = next;
  for (const listener of listeners) listener();
}
