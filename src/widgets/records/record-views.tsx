/** Pieces the record screens share: an order's state as the list shows it, and a lottery order's detail. */
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { type BetTotals, lotteryOrderQuery, type OrderState } from '../../api/records';
import { useProblemText } from '../../ui/problem-text';
import { Failed, Waiting } from '../../ui/status-view';
import type { FilterOption, RecordFormat, Tone, TotalView } from '../../ui/record-list';

const TONES: Record<OrderState, Tone> = { pending: 'pending', success: 'in', failed: 'failed', cancelled: 'neutral', unknown: 'neutral' };

export const stateView = (t: TFunction, state: OrderState) => ({ text: t(`records.state.${state}`), tone: TONES[state] });

/** "All" and then each state code with its name. */
export const stateOptions = (t: TFunction, codes: Readonly<Record<string, OrderState>>): FilterOption[] => [
  { value: '', label: t('records.all') },
  ...Object.entries(codes).map(([value, state]) => ({ value, label: t(`records.state.${state}`) })),
];

export const signedTone = (amount: number): Tone => (amount > 0 ? 'in' : amount < 0 ? 'out' : 'neutral');

/** The betting record's and P&L's totals. */
export function betTotals(t: (key: string) => string, footer: BetTotals, f: RecordFormat): TotalView[] {
  return [
    { label: t('records.field.betAmount'), value: f.money(footer.betAmount) },
    { label: t('records.field.validBet'), value: f.money(footer.validBetAmount) },
    { label: t('records.field.winAmount'), value: f.money(footer.winAmount) },
    { label: t('records.field.profitLoss'), value: f.money(footer.profitAndLoss) },
  ];
}

/** A lottery order's detail from the lottery gateway, fetched when its row opens. */
export function LotteryOrderDetail({ id, format }: { id: string; format: RecordFormat }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const order = useQuery(lotteryOrderQuery(id));
  if (order.isPending) return <Waiting />;
  if (order.isError) return <Failed onRetry={() => void order.refetch()} detail={problemText(problemOf(order.error))} />;
  const o = order.data;
  const rows: [string, string][] = [
    [t('records.field.game'), o.gameName],
    [t('records.field.numero'), o.numero],
    [t('records.field.betContent'), o.betContent],
    [t('records.field.betAmount'), format.money(o.betAmount)],
    [t('records.field.winAmount'), format.money(o.winAmount)],
    [t('records.field.lotteryStatus'), t(`records.lotteryStatus.${o.status}`, { defaultValue: o.status })],
  ];
  return (
    <section className="lv-rec-lottery" aria-label={t('records.lotteryDetail')} data-testid="records-lottery-detail">
      <h3 className="lv-rec-title">{t('records.lotteryDetail')}</h3>
      <dl className="lv-rec-pairs">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
