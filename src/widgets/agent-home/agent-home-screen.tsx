/**
 * The agent home, /m/agent (spec 2.15, 4 "Greeting"): its own top block (greeting by hour, total balance,
 * withdraw and deposit shortcuts), today's four team counters (team KPI, start and end today, size 0), the
 * config's tool grid (agent.tools, each under its `when`; customer service has none, so it always shows)
 * and the config's agent footer (agent.footer; dividend under the DIVIDEND3 flag), with unread badges.
 * The route's access rule keeps non-agents out; every tool click still needs a session.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { greeting, todayRange, useTeamKpi } from '../../api/agent';
import type { MenuItem } from '../../config/merchant-resolved.gen';
import { useSessionStore } from '../../state/session';
import { BalanceAmount, BalanceButtons, useBalance } from '../../ui/balance';
import { ActionControl } from '../../ui/action-control';
import { Icon } from '../../ui/icons';
import { Failed, Waiting } from '../../ui/status-view';
import { type BadgeCounts, badgeCount, UnreadBubble, UnreadText, useUnreadBadges } from '../../ui/unread-badge';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import './agent-home.css';

export default function AgentHomeScreen(_props: ScreenProps) {
  const env = useWidgetEnv();
  const tools = env.config.agent.tools.filter((item) => env.shows(item.when));
  const footer = env.config.agent.footer.filter((item) => env.shows(item.when));
  const badges = useUnreadBadges([...tools, ...footer]);
  return (
    <section className="lv-agent" data-testid="agent-home" data-screen="agentHome" aria-labelledby="lv-agent-greeting">
      <TopBlock />
      <TodayCounters />
      <ItemNav items={tools} kind="tools" badges={badges} />
      <ItemNav items={footer} kind="footer" badges={badges} />
    </section>
  );
}

function TopBlock() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const session = useSessionStore((s) => s.session);
  const view = useBalance();
  const part = greeting(new Date().getHours());
  return (
    <div className="lv-agent-top">
      <h1 id="lv-agent-greeting" className="lv-agent-greeting" data-testid="agent-greeting" data-greeting={part}>
        {t(`agentHome.greeting.${part}`)}
        {session?.userName ? (
          <span className="lv-agent-name">
            {' '}
            <bdi>{session.userName}</bdi>
          </span>
        ) : null}
      </h1>
      <div className="lv-agent-balance">
        <span className="lv-agent-caption">{t('agentHome.totalBalance')}</span>
        <span className="lv-agent-balance-row">
          <BalanceAmount view={view} testId="agent-balance" />
          <BalanceButtons view={view} />
        </span>
      </div>
      <div className="lv-agent-shortcuts">
        <button type="button" className="lv-button lv-button-accent" onClick={() => env.navigate('/m/withdraw')} data-testid="agent-withdraw">
          <Icon name="withdraw" />
          <span>{t('agentHome.withdraw')}</span>
        </button>
        <button type="button" className="lv-button lv-button-accent" onClick={() => env.navigate('/m/voucherCenter')} data-testid="agent-deposit">
          <Icon name="deposit" />
          <span>{t('agentHome.deposit')}</span>
        </button>
      </div>
    </div>
  );
}

const COUNTERS = [
  ['teamLoginMemberCount', 'loggedIn'],
  ['teamBetMemberCount', 'bet'],
  ['teamRegisterMemberCount', 'registered'],
  ['teamOnlineCount', 'online'],
] as const;

function TodayCounters() {
  const { t, i18n } = useTranslation();
  const range = useMemo(() => todayRange(), []);
  const kpi = useTeamKpi(range);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="lv-agent-today" aria-labelledby="lv-agent-today-title" data-testid="agent-today">
      <h2 id="lv-agent-today-title" className="lv-agent-heading">
        {t('agentHome.today')}
      </h2>
      {kpi.isPending ? (
        <Waiting />
      ) : kpi.isError ? (
        <Failed onRetry={() => void kpi.refetch()} />
      ) : (
        <dl className="lv-agent-counters">
          {COUNTERS.map(([key, label]) => (
            <div key={key} data-testid={`agent-count-${label}`}>
              <dt>{t(`agentHome.counters.${label}`)}</dt>
              <dd data-value={kpi.data[key]}>{number.format(kpi.data[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function ItemNav({ items, kind, badges }: { items: MenuItem[]; kind: 'tools' | 'footer'; badges: BadgeCounts }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  if (items.length === 0) return null;
  const open = (item: MenuItem) => {
    // Spec 2.15: tool clicks need a session (the session may have ended while the screen was open).
    if (kind === 'tools' && !useSessionStore.getState().session) env.navigate('/m/login');
    else env.run(item.action);
  };
  return (
    <nav className={`lv-agent-${kind}`} aria-label={t(`agentHome.${kind}`)} data-testid={`agent-${kind}`}>
      <ul>
        {items.map((item) => {
          const { action } = item;
          const count = badgeCount(item, badges);
          const content = (
            <>
              <span className="lv-agent-icon">
                {item.icon ? <Icon name={item.icon} /> : null}
                <UnreadBubble count={count} testId={`agent-badge-${item.id}`} />
              </span>
              <span>{t(item.labelKey)}</span>
              <UnreadText count={count} />
            </>
          );
          return (
            <li key={item.id}>
              <ActionControl action={action} onActivate={() => open(item)} testId={`agent-item-${item.id}`}>
                {content}
              </ActionControl>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
