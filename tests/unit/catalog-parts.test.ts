// @vitest-environment jsdom
/**
 * The catalog in two parts (src/i18n/catalog-parts.ts, issue 15): home as the first page loads only the
 * first part before its first paint; a screen's or later block's code waits for the rest; a language switch
 * loads both. The parts come from the build's plugin (scripts/lib/catalog-plugin.ts, also in vitest).
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogPart, FIRST_PART_NAMESPACES } from '../../src/i18n/catalog-parts';
import { loadCatalog, loadCatalogPart } from '../../src/i18n/catalogs';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import my from '../../src/i18n/locales/my.json';
import { initI18n, restOfCatalog, switchLanguage } from '../../src/i18n/setup';
import type { Loader } from '../../src/registry/registry';
import { loadModule, setModuleTexts } from '../../src/renderer/loaded-modules';

describe('the two parts of a catalog', () => {
  it('split each catalog by namespace, together the whole of it, and every first-part namespace exists', () => {
    for (const catalog of [en, my, ar] as Record<string, unknown>[]) {
      const first = Object.keys(catalogPart(catalog, 'first'));
      const rest = Object.keys(catalogPart(catalog, 'rest'));
      expect(first.filter((ns) => rest.includes(ns))).toEqual([]);
      expect([...first, ...rest].sort()).toEqual(Object.keys(catalog).sort());
    }
    expect(FIRST_PART_NAMESPACES.filter((ns) => !(ns in en))).toEqual([]);
  });

  it('load as the build makes them: the first part holds the frame and home texts only, both parts make the whole', async () => {
    const first = (await loadCatalogPart('my', 'first')) as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual([...FIRST_PART_NAMESPACES].sort());
    expect(first).not.toHaveProperty('records');
    expect(await loadCatalog('my')).toEqual(my);
    expect(await loadCatalogPart('xx', 'first')).toBeUndefined();
  });
});

describe('i18n started with the first part only (home as the first page)', () => {
  it("translates the frame's texts at once and a screen's once the rest is in; a screen's code waits for it", async () => {
    await initI18n('MY', loadCatalogPart('my', 'first'), false);
    expect(i18next.t('title.home')).toBe(my.title.home);
    expect(i18next.exists('records.empty')).toBe(false);

    // What start.tsx sets: home's own modules need nothing more, any other waits for the rest.
    const homeModule: Loader<never> = async () => ({ default: () => null });
    const screenModule: Loader<never> = async () => ({ default: () => null });
    let textsInWhenLoaded: boolean | undefined;
    setModuleTexts((loader) => (loader === homeModule ? undefined : restOfCatalog()));
    await loadModule(homeModule);
    expect(i18next.exists('records.empty')).toBe(false);
    await loadModule(screenModule).then(() => {
      textsInWhenLoaded = i18next.exists('records.empty');
    });
    expect(textsInWhenLoaded).toBe(true);
    expect(i18next.t('records.empty')).toBe(my.records.empty);
  });

  it('a language switch brings both parts of the new language', async () => {
    await switchLanguage('AR');
    expect(i18next.t('title.home')).toBe(ar.title.home);
    expect(i18next.t('records.empty')).toBe(ar.records.empty);
  });
});
