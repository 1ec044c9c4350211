/**
 * The catalogs, lazily loaded files per language, in two parts (catalog-parts.ts). Apart from setup.ts
 * (i18next) so the entry can ask for the first language's catalog before i18next arrives; the module system
 * loads each file once.
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

/** Loads the whole catalog of a BCP 47 tag, both parts at once (undefined when there is none). */
export async function loadCatalog(tag: string): Promise<Catalog | undefined> {
  const [first, rest] = await Promise.all([loadCatalogPart(tag, 'first'), loadCatalogPart(tag, 'rest')]);
  return first && rest ? ({ ...(first as object), ...(rest as object) } as Catalog) : undefined;
}
