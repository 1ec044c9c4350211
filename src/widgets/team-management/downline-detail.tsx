/**
 * One downline (issue 18): its marks, balance, last login, registration, team size and mobile number
 * (as the platform gives it: masked unless the merchant allows it); promoting a player to agent after a
 * confirmation; its rebates per product and the transfer to it, as tabs.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '../../api/agent';
import { downlineMobileQuery, downlineQuery, usePromoteDownline } from '../../api/agent-team';
import { problemOf } from '../../api/problems';
import { isAgent } from '../../lib/member-types';
import { TimeOf } from '../../ui/date-time';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { Failed, Waiting } from '../../ui/status-view';
import { Tabs } from '../../ui/tabs';
import { useWidgetEnv } from '../../ui/widget-env';
import { KindMark, OnlineMark } from './marks';
import { RebateForm } from './rebate-form';
import { TransferForm } from './transfer-form';

export function DownlineDetail({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation();
  const downline = useQuery(downlineQuery(account));
  let body: React.ReactNode;
  if (downline.isPending) body = <Waiting />;
  else if (downline.isError) body = <Failed onRetry={() => void downline.refetch()} />;
  else if (!downline.data)
    body = (
      <p className="lv-team-empty" role="status" data-testid="team-not-downline">
        {t('team.notDownline', { account })}
      </p>
    );
  else body = <Detail downline={downline.data} />;
  return (
    <div className="lv-team-detail" data-testid="team-detail" data-account={account}>
      <button type="button" className="lv-button lv-button-quiet lv-team-back" onClick={onClose} data-testid="team-back">
        {t('team.backToList')}
      </button>
      {body}
    </div>
  );
}

function Detail({ downline }: { downline: Downline }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [tab, setTab] = useState('rebates');
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <div className="lv-team-card">
        <h2 ref={heading} tabIndex={-1} className="lv-team-title" data-testid="team-detail-title">
          <bdi>{downline.account}</bdi>
          <KindMark type={downline.type} />
          {downline.online ? <OnlineMark /> : null}
        </h2>
        <Facts downline={downline} />
        {isAgent(downline.type) ? null : <PromoteButton downline={downline} />}
      </div>
      <Tabs
        id="team-detail"
        label={t('team.actions')}
        tabs={[
          { key: 'rebates', label: t('team.rebates') },
          { key: 'transfer', label: t('team.transfer') },
        ]}
        active={tab}
        onSelect={setTab}
        testId="team-tabs"
        panelClassName="lv-team-panel"
      >
        {tab === 'rebates' ? <RebateForm customerId={downline.id} /> : <TransferForm downline={downline} />}
      </Tabs>
    </>
  );
}

function Facts({ downline }: { downline: Downline }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <dl className="lv-team-facts">
      <div>
        <dt>{t('team.balance')}</dt>
        <dd data-testid="team-detail-balance">
          <bdi>{money(downline.balance)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('team.lastLogin')}</dt>
        <dd data-testid="team-detail-last-login">
          <bdi>{downline.lastLoginDate ?? t('team.never')}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('team.registered')}</dt>
        <dd>
          <TimeOf ms={downline.regDate} style="date" />
        </dd>
      </div>
      <div>
        <dt>{t('team.teamSize')}</dt>
        <dd>{new Intl.NumberFormat(i18n.language).format(downline.teamCount)}</dd>
      </div>
      <div>
        <dt>{t('team.mobile')}</dt>
        <dd>
          <Mobile customerId={downline.id} />
        </dd>
      </div>
    </dl>
  );
}

function Mobile({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const mobile = useQuery(downlineMobileQuery(customerId));
  if (mobile.isPending) return <span className="lv-muted">{t('common.pleaseWait')}</span>;
  if (mobile.isError)
    return (
      <button type="button" className="lv-team-link" onClick={() => void mobile.refetch()} data-testid="team-mobile-retry">
        {t('common.loadFailed')}
      </button>
    );
  if (!mobile.data.mobile) return <span className="lv-muted">{t('team.noMobile')}</span>;
  return (
    <bdi data-testid="team-mobile" data-masked={mobile.data.masked}>
      {mobile.data.mobile}
    </bdi>
  );
}

/** Promote a player to agent, after the frame's confirmation. */
function PromoteButton({ downline }: { downline: Downline }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const promote = usePromoteDownline();
  const problemText = useProblemText();
  const run = async () => {
    if (promote.isPending || !(await env.confirm(t('team.promoteConfirm', { account: downline.account })))) return;
    try {
      await promote.mutateAsync(downline.id);
      env.notify(t('team.promoted', { account: downline.account }), 'success', env.config.constants.successMessageMs);
    } catch (err) {
      env.notify(problemText(problemOf(err)) ?? '', 'error', env.config.constants.successMessageMs);
    }
  };
  return (
    <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={() => void run()} disabled={promote.isPending} aria-busy={promote.isPending} data-testid="team-promote">
      {promote.isPending ? t('common.pleaseWait') : t('team.promote')}
    </button>
  );
}
