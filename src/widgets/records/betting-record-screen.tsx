/**
 * Betting record, /m/gameRecord (platform-api-member.md §4d): one relay per game type, settled or (sports
 * and e-lottery) unsettled, by vendor and order number, with the range's bet, valid bet, win and P&L.
 * A lottery order opens its detail from the lottery gateway.
 */
import { useTranslation } from 'react-i18next';
import { BET_GAME_TYPES, getBettingRecord, hasUnsettled, isBetGameType } from '../../api/records';
import { useVendors } from '../../api/games';
import { useGameScope } from '../../ui/game-scope';
import type { ScreenProps } from '../../ui/widget-env';
import { type FilterDef, RecordList } from '../../ui/record-list';
import { betTotals, LotteryOrderDetail, signedTone } from './record-views';

const GAME_TYPES = Object.keys(BET_GAME_TYPES);

export default function BettingRecordScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const vendors = useVendors(useGameScope());
  const filters = (values: Readonly<Record<string, string>>): FilterDef[] => {
    const type = isBetGameType(values.gameType ?? '') ? (values.gameType as keyof typeof BET_GAME_TYPES) : 'RNG';
    const ofType = vendors.data?.mapping[type] ?? [];
    return [
      { kind: 'select', name: 'gameType', label: t('records.filter.gameType'), resets: ['vendor', 'unsettled'], options: GAME_TYPES.map((g) => ({ value: g, label: t(`records.gameType.${g}`) })) },
      { kind: 'select', name: 'vendor', label: t('records.filter.vendor'), options: [{ value: '', label: t('records.all') }, ...ofType.map((v) => ({ value: v.vendor, label: v.displayName }))] },
      ...(hasUnsettled(type)
        ? [
            {
              kind: 'select' as const,
              name: 'unsettled',
              label: t('records.filter.settlement'),
              options: [
                { value: '', label: t('records.settled') },
                { value: '1', label: t('records.unsettled') },
              ],
            },
          ]
        : []),
      { kind: 'search', name: 'orderNoSearch', label: t('records.filter.orderNo') },
    ];
  };
  return (
    <RecordList
      kind="betting"
      screen="bettingRecord"
      fetchPage={getBettingRecord}
      initialFilters={{ gameType: 'RNG', vendor: '', unsettled: '', orderNoSearch: '' }}
      filters={filters}
      view={(row, f) => ({
        key: row.orderNo,
        title: row.gameName || row.vendorName,
        subtitle: row.vendorName,
        amount: row.settled ? f.money(row.profitAndLoss) : f.money(row.betAmount),
        amountTone: row.settled ? signedTone(row.profitAndLoss) : 'pending',
        time: f.dateTime(row.betTime),
        status: row.settled ? undefined : { text: t('records.unsettled'), tone: 'pending' },
        details: [
          { label: t('records.field.orderNo'), value: row.orderNo },
          { label: t('records.field.betAmount'), value: f.money(row.betAmount) },
          { label: t('records.field.validBet'), value: f.money(row.validBetAmount) },
          { label: t('records.field.winAmount'), value: f.money(row.winAmount) },
          ...(row.settleTime ? [{ label: t('records.field.settleTime'), value: f.dateTime(row.settleTime) }] : []),
        ],
        extra: row.lottery ? <LotteryOrderDetail id={row.orderNo} format={f} /> : undefined,
      })}
      totals={(footer, _rows, f) => betTotals(t, footer, f)}
    />
  );
}
