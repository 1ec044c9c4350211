/** Deposit record, /m/vouReport (platform-api-member.md §4b): by method and state, with the range's total. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATES, depositMethodsQuery, getDepositRecord } from '../../api/records';
import type { ScreenProps } from '../../ui/widget-env';
import { type FilterDef, RecordList } from '../../ui/record-list';
import { stateOptions, stateView } from './record-views';

export default function DepositRecordScreen(_: ScreenProps) {
  const { t } = useTranslation();
  // The method filter shows once the platform lists its methods; the record works without it.
  const methods = useQuery(depositMethodsQuery());
  const filters = (): FilterDef[] => [
    ...(methods.data?.length
      ? [{ kind: 'select' as const, name: 'depositType', label: t('records.filter.method'), options: [{ value: '', label: t('records.all') }, ...methods.data.map((m) => ({ value: m.code, label: m.displayName }))] }]
      : []),
    { kind: 'select', name: 'depositState', label: t('records.filter.state'), options: stateOptions(t, DEPOSIT_STATES) },
  ];
  const methodName = (code: string) => methods.data?.find((m) => m.code === code)?.displayName ?? code;
  return (
    <RecordList
      kind="deposit"
      screen="depositRecord"
      fetchPage={getDepositRecord}
      filters={filters}
      view={(row, f) => ({
        key: row.id,
        title: methodName(row.method) || t('records.deposit'),
        amount: f.money(row.amount),
        amountTone: 'in',
        time: f.dateTime(row.time),
        status: stateView(t, row.state),
        details: [
          { label: t('records.field.orderNo'), value: row.id },
          { label: t('records.field.reference'), value: row.refId || '—' },
          ...(row.promotionName ? [{ label: t('records.field.promotion'), value: row.promotionName }] : []),
        ],
      })}
      totals={(footer, _rows, f) => [{ label: t('records.total.deposit'), value: f.money(footer.amount) }]}
    />
  );
}
