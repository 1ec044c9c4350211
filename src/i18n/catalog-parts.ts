/**
 * Each language's catalog comes in two parts. The first holds the namespaces the frame (header, footer,
 * dialogs, start-up gate) and home's first screenful show; the rest holds every other screen's texts. A
 * visit that opens on home loads only the first part before the first paint (about a quarter of the
 * catalog) and the rest once anything else is wanted: a screen's or a later block's code waits for it
 * (renderer/loaded-modules.ts). Any other first page, a language switch and the EN fallback load the whole
 * catalog in one file (catalogs.ts). The build makes the parts (`locales/<tag>.json?part=first|rest`:
 * scripts/lib/catalog-plugin.ts); `npm run check:bundle` fails when code on home's first paint names a key
 * outside the first part.
 */
export const FIRST_PART_NAMESPACES: readonly string[] = [
  'common',
  'message',
  'gate',
  'title',
  'menu',
  'block',
  'home',
  'download',
  'balance',
  'logout',
  'memberCentre',
  'form',
  // The texts of refused calls (api/problems.ts, on the first paint with the banner's game launch).
  'validation',
  'pwa',
  // Player protection's frame dialogs (the age notice, the reality check, the session-time limit).
  'protection',
];

export type CatalogPart = 'first' | 'rest';

const FIRST = new Set(FIRST_PART_NAMESPACES);

/** The namespaces of a catalog that belong to `part`. */
export function catalogPart<T extends Record<string, unknown>>(catalog: T, part: CatalogPart): Partial<T> {
  return Object.fromEntries(Object.entries(catalog).filter(([ns]) => FIRST.has(ns) === (part === 'first'))) as Partial<T>;
}
