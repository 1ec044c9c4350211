/**
 * Amounts as the platform shows them: its currency symbol where it puts it (wallet `currencySymbol`,
 * `currencyPosition`), 2 decimals, in the player's locale. One formatter for every screen that shows money.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../api/member';
import { formatMoney } from '../lib/money';
import { useSessionStore } from '../state/session';

export type Money = (amount: number) => string;

/** The formatter of the signed-in player's wallet (no symbol until the wallet has answered, or for a guest). */
export function useMoney(): Money {
  const { i18n } = useTranslation();
  const session = useSessionStore((s) => Boolean(s.session));
  const wallet = useWallet(session).data;
  const symbol = wallet?.currencySymbol ?? '';
  const position = wallet?.currencyPosition ?? 'F';
  return useCallback((amount: number) => formatMoney(amount, symbol, i18n.language, position), [symbol, position, i18n.language]);
}
