/** i18next with lazily loaded catalogs; <html lang dir> follows the language. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalog, loadCatalog, loadCatalogPart } from './catalogs';
import { LANGUAGES, type LanguageCode } from './languages';

const FALLBACK_TAG = 'en';

/** Per language, the load of its catalog's second part (catalog-parts.ts); a whole catalog counts as loaded. */
const restLoads = new Map<string, Promise<void>>();

/**
 * Puts a language's catalog into i18next. `loading`: the catalog (or, with `whole` false, its first part)
 * when its load has already started; without it the whole catalog is loaded. With `whole`, a language that
 * has only its first part gets the rest too.
 */
async function ensureCatalog(tag: string, loading?: Promise<Catalog | undefined>, whole = true): Promise<void> {
  if (!i18next.hasResourceBundle(tag, 'translation')) {
    const catalog = await (loading ?? loadCatalog(tag));
    // skipCopy: i18next would otherwise copy the whole catalog (JSON round trip) while the first page waits.
    if (catalog) i18next.addResourceBundle(tag, 'translation', catalog, true, false, { skipCopy: true });
    if (catalog && whole) restLoads.set(tag, Promise.resolve());
  }
  if (whole) await ensureRest(tag);
}

/**
 * Adds the second part of a language's catalog, once (a failed load is tried again at the next call). Quietly:
 * what is on screen shows first-part texts only, so nothing needs to render again when it arrives.
 */
function ensureRest(tag: string): Promise<void> {
  let load = restLoads.get(tag);
  if (!load) {
    load = loadCatalogPart(tag, 'rest').then((rest) => {
      if (rest) i18next.addResourceBundle(tag, 'translation', rest, true, false, { silent: true, skipCopy: true });
    });
    load.catch(() => restLoads.delete(tag));
    restLoads.set(tag, load);
  }
  return load;
}

/** The second part of the catalog of the language shown now (screens and later blocks wait for it). */
export function restOfCatalog(): Promise<void> {
  return ensureRest(i18next.language);
}

export function applyDocumentLanguage(code: LanguageCode, doc: Document = document): void {
  const { tag, dir } = LANGUAGES[code];
  doc.documentElement.lang = tag;
  doc.documentElement.dir = dir;
}

/**
 * The EN catalog is the fallback for keys another catalog lacks (npm run check:i18n lists such gaps). It is
 * fetched only when a key is found missing, not on every first visit: a complete catalog never needs it.
 * When it arrives, the components showing text render again (react-i18next's "added" binding).
 */
let fallbackLoad: Promise<void> | undefined;
function loadFallbackOnMiss(): void {
  // Once, however many keys are missing (a failed load is tried again at the next miss).
  if (fallbackLoad) return;
  fallbackLoad = ensureCatalog(FALLBACK_TAG).catch(() => {
    fallbackLoad = undefined;
  });
}

/**
 * `loading`: the catalog when its load has already started (the entry starts it before i18next arrives);
 * `whole` false when that is only the catalog's first part (home as the first page: catalog-parts.ts).
 */
export async function initI18n(code: LanguageCode, loading: Promise<Catalog | undefined> = loadCatalog(LANGUAGES[code].tag), whole = true): Promise<typeof i18next> {
  const { tag } = LANGUAGES[code];
  // The catalog is asked for at once, while i18next sets itself up (a failure is reported below, once).
  loading.catch(() => undefined);
  await i18next.use(initReactI18next).init({
    lng: tag,
    fallbackLng: FALLBACK_TAG,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: tag !== FALLBACK_TAG,
    missingKeyHandler: loadFallbackOnMiss,
    react: { bindI18nStore: 'added' },
  });
  await ensureCatalog(tag, loading, whole);
  // The bundle arrived after init: one changeLanguage makes react-i18next render with it.
  await i18next.changeLanguage(tag);
  applyDocumentLanguage(code);
  return i18next;
}

export async function switchLanguage(code: LanguageCode): Promise<void> {
  const { tag } = LANGUAGES[code];
  await ensureCatalog(tag);
  await i18next.changeLanguage(tag);
  applyDocumentLanguage(code);
}

/** The platform code of the language shown now (or `fallback` before i18n starts). */
export function currentLanguageCode(fallback: LanguageCode = 'EN'): LanguageCode {
  const tag = i18next.language;
  const found = (Object.keys(LANGUAGES) as LanguageCode[]).find((code) => LANGUAGES[code].tag === tag);
  return found ?? fallback;
}
