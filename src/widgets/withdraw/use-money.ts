import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';

/** Amounts with the platform's currency symbol in the player's locale. */
export function useMoney(symbol: string | undefined): (amount: number) => string {
  const { i18n } = useTranslation();
  return useCallback((amount: number) => formatMoney(amount, symbol ?? '', i18n.language), [symbol, i18n.language]);
}
