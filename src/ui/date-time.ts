/** One date-and-time formatter for every screen (records, inbox, reward history). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and time in the reader's language; a language tag Intl does not accept falls back to the default locale. */
export function useDateTime(): (ms: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let dates: Intl.DateTimeFormat;
    try {
      dates = new Intl.DateTimeFormat(i18n.language, STYLE);
    } catch {
      dates = new Intl.DateTimeFormat(undefined, STYLE);
    }
    return (ms: number) => dates.format(ms);
  }, [i18n.language]);
}
