/**
 * Account record, /m/transaction/record (platform-api-member.md §4a): every money movement by transaction
 * type. With ?types=A (the agent tool) an agent sees the member column and may search a team member's name;
 * anyone else gets their own record. ?customerName= opens a team member's record. The platform sends no totals here: the footer adds up the rows shown.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getAccountRecord, TRANSACTION_CODES } from '../../api/records';
import { isAgent } from '../../lib/member-types';
import { useSessionStore } from '../../state/session';
import type { ScreenProps } from '../../ui/widget-env';
import { type FilterDef, RecordList } from '../../ui/record-list';
import { signedTone } from './record-views';

const AGENT_FILTERS = { agent: 'A' };

export default function AccountRecordScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = useSessionStore((s) => s.session?.type);
  const team = (params.get('types') ?? '').toUpperCase() === 'A' && type !== undefined && isAgent(type);
  const fixed = useMemo(() => (team ? AGENT_FILTERS : undefined), [team]);
  // The member centre opens a team member's record with ?customerName= (platform-api-member.md §4a).
  const initial = useMemo(() => ({ codeTypes: '', ...(team ? { subordinateName: params.get('customerName') ?? '' } : {}) }), [team, params]);
  const filters = (): FilterDef[] => [
    {
      kind: 'select',
      name: 'codeTypes',
      label: t('records.filter.txType'),
      options: [{ value: '', label: t('records.all') }, ...TRANSACTION_CODES.map((code) => ({ value: code, label: t(`records.txType.${code}`) }))],
    },
    ...(team ? [{ kind: 'search' as const, name: 'subordinateName', label: t('records.filter.memberName') }] : []),
  ];
  return (
    <RecordList
      key={team ? 'team' : 'account'}
      kind={team ? 'team' : 'account'}
      screen="accountRecord"
      fetchPage={getAccountRecord}
      fixedFilters={fixed}
      initialFilters={initial}
      filters={filters}
      view={(row, f) => ({
        key: row.id,
        title: row.typeName,
        subtitle: row.remark || undefined,
        member: team ? row.customerName : undefined,
        amount: f.money(row.amount),
        amountTone: signedTone(row.amount),
        time: f.dateTime(row.time),
        details: [
          { label: t('records.field.orderNo'), value: row.orderNo || row.id },
          { label: t('records.field.balance'), value: f.money(row.balance) },
          ...(row.remark ? [{ label: t('records.field.remark'), value: row.remark }] : []),
        ],
      })}
      totals={(_footer, rows, f) => [
        { label: t('records.total.in'), value: f.money(rows.reduce((s, r) => (r.amount > 0 ? s + r.amount : s), 0)) },
        { label: t('records.total.out'), value: f.money(rows.reduce((s, r) => (r.amount < 0 ? s + r.amount : s), 0)) },
      ]}
    />
  );
}
