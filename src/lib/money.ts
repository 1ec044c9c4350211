/** Money and member-age rules of spec 2.2, 2.12, 2.14 and 9 ("Balance: 2 decimals"). */

const DAY_MS = 86_400_000;

/** Where the platform puts the currency symbol (wallet answer `currencyPosition`): F before the amount, B after it. */
export type CurrencyPosition = 'F' | 'B';

/**
 * An amount with its currency symbol where the platform puts it, always 2 decimals, grouped and written in
 * the player's locale; a negative amount's sign leads (-K40.00, -40.00 K).
 */
export function formatMoney(amount: number, currencySymbol: string, locale: string, position: CurrencyPosition = 'F'): string {
  let digits: string;
  const size = Math.abs(amount);
  try {
    digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(size);
  } catch {
    digits = size.toFixed(2);
  }
  // -0.004 shows as 0.00, without a sign.
  const sign = amount < 0 && Math.round(size * 100) !== 0 ? '-' : '';
  if (!currencySymbol) return `${sign}${digits}`;
  // A symbol after the amount is set apart by a no-break space, so the two never wrap onto two lines.
  return position === 'B' ? `${sign}${digits}\u00a0${currencySymbol}` : `${sign}${currencySymbol}${digits}`;
}

/** A hidden balance: one asterisk per character of what would show (spec 2.14). */
export const maskText = (shown: string): string => '*'.repeat([...shown].length);

/** Whole days since registration (spec 2.12); never negative. */
export function daysSince(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / DAY_MS));
}
