/**
 * One date (and time) formatter for every screen (records, inbox, reward history, promotions, invitations,
 * notices). An instant the platform sends out of the range a Date can hold (nanoseconds, a corrupt value)
 * shows nothing instead of throwing (Intl and toISOString throw a RangeError there, which would take down
 * the whole screen); a language tag Intl does not accept falls back to the default locale.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const STYLES = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** ECMAScript's time range: ±100,000,000 days from 1970. */
const MAX_MS = 8.64e15;
export const isShowableInstant = (ms: number) => Number.isFinite(ms) && Math.abs(ms) <= MAX_MS;

/** A formatter in the reader's language; '' for an instant a Date cannot hold. */
export function useDateTime(style: DateStyle = 'dateTime'): (ms: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let dates: Intl.DateTimeFormat;
    try {
      dates = new Intl.DateTimeFormat(i18n.language, STYLES[style]);
    } catch {
      dates = new Intl.DateTimeFormat(undefined, STYLES[style]);
    }
    return (ms: number) => (isShowableInstant(ms) ? dates.format(ms) : '');
  }, [i18n.language, style]);
}

/** A `<time>` element with its machine-readable instant; nothing for an absent or unshowable instant. */
export function TimeOf({ ms, style = 'dateTime', className }: { ms: number | undefined; style?: DateStyle; className?: string }) {
  const format = useDateTime(style);
  if (ms === undefined || !isShowableInstant(ms)) return null;
  return (
    <time className={className} dateTime={new Date(ms).toISOString()}>
      {format(ms)}
    </time>
  );
}
