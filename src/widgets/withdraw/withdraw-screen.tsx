/**
 * Withdraw, /m/withdraw (platform-api-member.md §2a, §2c; spec §1 route table "only where withdrawal is
 * allowed", §6). Who may withdraw follows the header's rule: the WITHDRAW3 white-label flag and the
 * `withdraw` permission (real-money member types, config/resolve.ts); others are told it is not for them.
 * Then the platform decides: withdrawals closed (allowWithdraw "N") shows its message; an unmet turnover
 * requirement shows the table of required against actual turnover and no form (as the platform's own
 * screen does); otherwise the form (withdraw-form.tsx). After a withdrawal: what was sent, the balance
 * read again (the header's too) and the way to the withdraw report.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../api/member';
import type { Condition } from '../../config/merchant-resolved.gen';
import { turnoverQuery, withdrawAccountQuery, withdrawSettingsQuery } from '../../api/withdraw';
import { useSessionStore } from '../../state/session';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { type Sent, WithdrawForm } from './withdraw-form';
import { TurnoverTable, WithdrawDone } from './withdraw-parts';
import { useMoney } from '../../ui/money';
import './withdraw.css';

const VISIBLE_WHEN: Condition = { flag: 'WITHDRAW3', permissions: ['withdraw'] };

export default function WithdrawScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const session = useSessionStore((s) => s.session);
  const expired = useSessionStore((s) => s.expiredAt !== undefined);
  const permitted = env.shows(VISIBLE_WHEN);
  const enabled = Boolean(session) && permitted;
  const settings = useQuery({ ...withdrawSettingsQuery(), enabled });
  const turnover = useQuery({ ...turnoverQuery(), enabled });
  const account = useQuery({ ...withdrawAccountQuery(), enabled });
  const wallet = useWallet(enabled);
  const money = useMoney();
  const [sent, setSent] = useState<Sent>();

  // The route's guard handles a guest; nothing to show in between. A session the platform ended keeps the
  // screen (and what was typed) under the logged-out dialog, which signs in again over it.
  if (!session && !expired) return null;
  const body = () => {
    if (!permitted) return <Notice testId="withdraw-not-permitted" text={t('withdraw.notPermitted')} />;
    if (sent) return <WithdrawDone sent={sent} balance={wallet.data ? money(wallet.data.sumBalance) : undefined} money={money} onAgain={() => setSent(undefined)} />;
    // A failed refetch keeps the data it had (and the form what was typed); only a first load that failed shows the error.
    const failed = [settings, turnover, account].filter((q) => q.data === undefined && q.isError);
    if (failed.length > 0) return <Failed onRetry={() => failed.forEach((q) => void q.refetch())} />;
    if (!settings.data || !turnover.data || !account.data) return <Waiting />;
    if (!settings.data.allowed) return <Notice testId="withdraw-closed" text={t('withdraw.closed')} detail={settings.data.timeMessage} />;
    if (!turnover.data.met) return <TurnoverTable turnover={turnover.data} />;
    return <WithdrawForm settings={settings.data} account={account.data} balance={wallet.data?.sumBalance} money={money} onSent={setSent} />;
  };
  return (
    <section className="lv-withdraw" data-testid="withdraw-screen" data-screen="withdraw">
      {body()}
    </section>
  );
}

function Notice({ text, detail, testId }: { text: string; detail?: string; testId: string }) {
  return (
    <div className="lv-withdraw-notice" role="status" data-testid={testId}>
      <p>{text}</p>
      {detail ? <p className="lv-muted">{detail}</p> : null}
    </div>
  );
}
