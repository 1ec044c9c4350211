/**
 * Which user-agreement file a player reads (merchant config `legal.userAgreement`, language code → HTML
 * file): their language's, else the English one, else none (the screen says there are no terms).
 */

export const TERMS_FALLBACK_LANGUAGE = 'EN';

export interface TermsChoice {
  /** The file, relative to the merchant folder (assets/…). */
  path: string;
  /** The language of the file chosen. */
  language: string;
  /** The player's language has no file of its own. */
  fallback: boolean;
}

export function chooseTerms(files: Readonly<Record<string, string>>, language: string): TermsChoice | undefined {
  const own = Object.hasOwn(files, language) ? files[language] : undefined;
  if (own) return { path: own, language, fallback: false };
  const english = Object.hasOwn(files, TERMS_FALLBACK_LANGUAGE) ? files[TERMS_FALLBACK_LANGUAGE] : undefined;
  if (english) return { path: english, language: TERMS_FALLBACK_LANGUAGE, fallback: true };
  return undefined;
}

/** Where the build puts a merchant file (scripts/build.ts copies merchants/<code>/assets to /merchant/assets). */
export const merchantFileUrl = (path: string) => `/merchant/${path.replace(/^\/+/, '')}`;
