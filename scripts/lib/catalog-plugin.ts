import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { type CatalogPart, catalogPart } from '../../src/i18n/catalog-parts';

/** The catalog file and part a module id names (`…/i18n/locales/<tag>.json?part=first|rest`), if it names one. */
export function catalogPartOf(id: string): { file: string; part: CatalogPart } | undefined {
  const m = /^(.*[\\/]i18n[\\/]locales[\\/][\w-]+\.json)\?part=(first|rest)$/.exec(id);
  return m ? { file: m[1] as string, part: m[2] as CatalogPart } : undefined;
}

/** `locales/<tag>.json?part=first|rest`: a module whose default export is that part of the catalog (src/i18n/catalog-parts.ts). */
export function catalogParts(): Plugin {
  return {
    name: 'livery-catalog-parts',
    enforce: 'pre',
    load(id) {
      const found = catalogPartOf(id);
      if (!found) return undefined;
      const { file, part } = found;
      this.addWatchFile(file);
      const json = JSON.stringify(catalogPart(JSON.parse(readFileSync(file, 'utf8')), part));
      // JSON.parse of a string is read faster than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
