/** Money and member-age rules of spec 2.2, 2.12, 2.14 and 9 ("Balance: 2 decimals"). */

const DAY_MS = 86_400_000;

/** An amount with its currency symbol, always 2 decimals, grouped and written in the player's locale. */
export function formatMoney(amount: number, currencySymbol: string, locale: string): string {
  let digits: string;
  try {
    digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    digits = amount.toFixed(2);
  }
  return `${currencySymbol}${digits}`;
}

/** A hidden balance: one asterisk per character of what would show (spec 2.14). */
export const maskText = (shown: string): string => '*'.repeat([...shown].length);

/** Whole days since registration (spec 2.12); never negative. */
export function daysSince(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / DAY_MS));
}
