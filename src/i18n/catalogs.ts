/**
 * The catalogs, lazily loaded files per language: whole, and in two parts for home as the first page
 * (catalog-parts.ts). Apart from setup.ts (i18next) so the entry can ask for the first language's catalog
 * before i18next arrives; the module system loads each file once.
 */
import type { Resource } from 'i18next';
import type { CatalogPart } from './catalog-parts';

export type Catalog = Resource[string][string];

const parts: Record<CatalogPart, Record<string, () => Promise<Catalog>>> = {
  first: import.meta.glob<Catalog>('./locales/*.json', { import: 'default', query: { part: 'first' } }),
  rest: import.meta.glob<Catalog>('./locales/*.json', { import: 'default', query: { part: 'rest' } }),
};

/** Loads one part of the catalog of a BCP 47 tag (undefined when there is none). */
export async function loadCatalogPart(tag: string, part: CatalogPart): Promise<Catalog | undefined> {
  const load = parts[part][`./locales/${tag}.json`];
  return load ? load() : undefined;
}

/** The whole catalogs, one file each: any first page but home, a language switch and the EN fallback. */
const wholes = import.meta.glob<Catalog>('./locales/*.json', { import: 'default' });

/** Loads the whole catalog of a BCP 47 tag in one file (undefined when there is none). */
export async function loadCatalog(tag: string): Promise<Catalog | undefined> {
  const load = wholes[`./locales/${tag}.json`];
  return load ? load() : undefined;
}
