/** Withdraw report, /m/withdrawReport (platform-api-member.md §2c, §4c): by state, with the range's total. */
import { useTranslation } from 'react-i18next';
import { getWithdrawReport, WITHDRAW_STATES } from '../../api/records';
import type { ScreenProps } from '../../ui/widget-env';
import { RecordList } from '../../ui/record-list';
import { stateOptions, stateView } from './record-views';

export default function WithdrawReportScreen(_: ScreenProps) {
  const { t } = useTranslation();
  return (
    <RecordList
      kind="withdraw"
      screen="withdrawReport"
      fetchPage={getWithdrawReport}
      filters={() => [{ kind: 'select', name: 'withdrawState', label: t('records.filter.state'), options: stateOptions(t, WITHDRAW_STATES) }]}
      view={(row, f) => ({
        key: row.id,
        title: row.bankName ? `${row.bankName} ${row.cardNumber}` : t('records.withdraw'),
        amount: f.money(-row.amount),
        amountTone: 'out',
        time: f.dateTime(row.time),
        status: stateView(t, row.state),
        details: [
          { label: t('records.field.orderNo'), value: row.id },
          { label: t('records.field.fee'), value: f.money(row.fee) },
        ],
      })}
      totals={(footer, _rows, f) => [{ label: t('records.total.withdraw'), value: f.money(footer.amount) }]}
    />
  );
}
