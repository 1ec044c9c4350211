/**
 * Who asks for games: the merchant code and the platform language code. The language follows a change
 * after the debounce of spec 9 (200 ms), so the lists that depend on it (game tabs, game lists, hot
 * games) reload once the player has settled on a language (spec 2.11: "Tabs reload on language change,
 * debounced 200 ms").
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameScope } from '../api/games';
import { currentLanguageCode } from '../i18n/setup';
import { useWidgetEnv } from './widget-env';

export function useDebouncedLanguageCode(debounceMs: number): string {
  const { i18n } = useTranslation();
  // react-i18next hands out a new wrapper of the same instance after each language change; a new
  // subscription then would clear the pending timer, so the first one is kept.
  const [emitter] = useState(() => i18n);
  const [code, setCode] = useState(() => currentLanguageCode());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setCode(currentLanguageCode()), debounceMs);
    };
    emitter.on('languageChanged', changed);
    return () => {
      clearTimeout(timer);
      emitter.off('languageChanged', changed);
    };
  }, [emitter, debounceMs]);
  return code;
}

export function useGameScope(): GameScope {
  const env = useWidgetEnv();
  const language = useDebouncedLanguageCode(env.config.constants.languageDebounceMs);
  const merchant = env.config.identity.merchantCode;
  return useMemo(() => ({ merchant, language }), [merchant, language]);
}
