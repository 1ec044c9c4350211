import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { catalogPart } from '../../src/i18n/catalog-parts';

/** `locales/<tag>.json?part=first|rest`: a module whose default export is that part of the catalog (src/i18n/catalog-parts.ts). */
export function catalogParts(): Plugin {
  return {
    name: 'livery-catalog-parts',
    enforce: 'pre',
    load(id) {
      const m = /^(.*[\\/]i18n[\\/]locales[\\/][\w-]+\.json)\?part=(first|rest)$/.exec(id);
      if (!m) return undefined;
      const [, file, part] = m as unknown as [string, string, 'first' | 'rest'];
      this.addWatchFile(file);
      const json = JSON.stringify(catalogPart(JSON.parse(readFileSync(file, 'utf8')), part));
      // JSON.parse of a string is read faster than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
