import { isLanguageCode, type LanguageCode } from './languages';

/**
 * Which language to start in: a `lang` query parameter (campaign links, e.g. ?lang=EN) wins, then the
 * player's remembered choice, then the merchant default; each only when the merchant supports it.
 */
export function pickLanguage(
  query: string | null | undefined,
  remembered: string | undefined,
  supported: readonly string[],
  fallback: LanguageCode,
): LanguageCode {
  for (const candidate of [query?.toUpperCase(), remembered]) {
    if (candidate && isLanguageCode(candidate) && supported.includes(candidate)) return candidate;
  }
  return fallback;
}
