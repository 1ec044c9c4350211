/**
 * My rebate, /m/member/rebateReport (platform-api-member.md §5 "my rebate report"; offered as its config items say, flag PLYRBT): the rebate paid
 * out per product and day for the range, newest first (sortColumn balanceDate:desc), with the range's totals.
 */
import { useTranslation } from 'react-i18next';
import { getRebateReport } from '../../api/rewards';
import { Offered } from '../../ui/offered';
import type { ScreenProps } from '../../ui/widget-env';
import { RecordList } from '../../ui/record-list';

export default function MyRebateScreen(_: ScreenProps) {
  return (
    <div data-screen="myRebate">
      <Offered screens={MY_REBATE} testId="my-rebate-unavailable">
        <MyRebate />
      </Offered>
    </div>
  );
}

const MY_REBATE = ['myRebate'] as const;

function MyRebate() {
  const { t } = useTranslation();
  return (
    <RecordList
      kind="rebate"
      fetchPage={getRebateReport}
      view={(row, f) => ({
        key: `${row.balanceDate}-${row.productType}`,
        title: t(`records.gameType.${row.productType}`, { defaultValue: row.productType }),
        amount: f.money(row.rebateAmount),
        amountTone: 'in',
        time: f.dateTime(row.balanceDate),
        details: [
          { label: t('records.field.validBet'), value: f.money(row.betAmount) },
          { label: t('rebate.amount'), value: f.money(row.rebateAmount) },
        ],
      })}
      totals={(footer, _rows, f) => [
        { label: t('records.field.validBet'), value: f.money(footer.betAmount) },
        { label: t('rebate.total'), value: f.money(footer.rebateAmount) },
      ]}
    />
  );
}
