/** Profit and loss, /m/profitandloss (platform-api-member.md §4e; the answer's shape is unverified): by game type for the range, with totals. */
import { useTranslation } from 'react-i18next';
import { getProfitLoss } from '../../api/records';
import type { ScreenProps } from '../../ui/widget-env';
import { RecordList } from '../../ui/record-list';
import { betTotals, signedTone } from './record-views';

export default function ProfitLossScreen(_: ScreenProps) {
  const { t } = useTranslation();
  return (
    <RecordList
      kind="profitLoss"
      screen="profitLoss"
      fetchPage={getProfitLoss}
      view={(row, f) => ({
        key: row.gameType,
        title: t(`records.gameType.${row.gameType}`, { defaultValue: row.gameType }),
        subtitle: t('records.betCount', { count: row.betCount }),
        amount: f.money(row.profitAndLoss),
        amountTone: signedTone(row.profitAndLoss),
        details: [
          { label: t('records.field.betAmount'), value: f.money(row.betAmount) },
          { label: t('records.field.validBet'), value: f.money(row.validBetAmount) },
          { label: t('records.field.winAmount'), value: f.money(row.winAmount) },
        ],
      })}
      totals={(footer, _rows, f) => betTotals(t, footer, f)}
    />
  );
}
