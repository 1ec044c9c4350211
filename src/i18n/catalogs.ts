/**
 * The catalogs, one lazily loaded file per language. Apart from setup.ts (i18next) so the entry can ask
 * for the first language's catalog before i18next arrives; the module system loads each file once.
 */
import type { Resource } from 'i18next';

export type Catalog = Resource[string][string];

const catalogs = import.meta.glob<Catalog>('./locales/*.json', { import: 'default' });

/** Loads the catalog of a BCP 47 tag (undefined when there is none). */
export async function loadCatalog(tag: string): Promise<Catalog | undefined> {
  const load = catalogs[`./locales/${tag}.json`];
  return load ? load() : undefined;
}
