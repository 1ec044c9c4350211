/**
 * VIP benefits, /m/member/benefits (platform-api-member.md §5 "VIP club"; public route): a member's rank and
 * progress (monthly turnover actual against expected, total turnover), the levels with their benefits (the
 * member's own marked), and the rules (server HTML, sanitised). A guest sees the levels, the rules and a
 * login prompt where the progress would be.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { type ClubLevel, rankProgressQuery, useMemberClub, vipRulesQuery } from '../../api/rewards';
import { useSessionStore } from '../../state/session';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { ServerHtml } from '../../ui/server-html';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { Card, EmptyText, Progress } from './rewards-parts';

/** Benefits shown as a percent; the others are amounts. */
const RATES = new Set(['rebateRate']);

export default function VipBenefitsScreen(_: ScreenProps) {
  const session = useSessionStore((s) => s.session);
  return (
    <div className="lv-rw" data-testid="vip-benefits" data-screen="vipBenefits">
      {session ? <RankProgress /> : <LoginPrompt />}
      <Levels />
      <Rules />
    </div>
  );
}

function LoginPrompt() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  return (
    <Card title={t('vip.progress')} testId="vip-login-prompt">
      <p className="lv-muted">{t('vip.loginToSee')}</p>
      <button type="button" className="lv-button lv-button-block" onClick={() => env.run({ dialog: 'login' })} data-testid="vip-login">
        {t('common.login')}
      </button>
    </Card>
  );
}

function RankProgress() {
  const { t } = useTranslation();
  const money = useMoney();
  const problemText = useProblemText();
  const progress = useQuery(rankProgressQuery());
  let body: React.ReactNode;
  if (progress.isPending) body = <Waiting />;
  else if (progress.isError) body = <Failed onRetry={() => void progress.refetch()} detail={problemText(problemOf(progress.error))} />;
  else {
    const p = progress.data;
    body = (
      <>
        <p className="lv-rw-amount" data-testid="vip-rank">
          {p.rankName}
        </p>
        <Progress value={p.monthly.actual} max={p.monthly.expected} label={t('vip.monthlyTurnover')} />
        <dl className="lv-rw-pairs">
          <div>
            <dt>{t('vip.monthlyTurnover')}</dt>
            <dd dir="ltr" data-testid="vip-monthly">
              {money(p.monthly.actual)} / {money(p.monthly.expected)}
            </dd>
          </div>
          <div>
            <dt>{t('vip.totalTurnover')}</dt>
            <dd dir="ltr" data-testid="vip-total">
              {money(p.totalTurnover)}
            </dd>
          </div>
          {p.nextRankName ? (
            <div>
              <dt>{t('vip.nextRank')}</dt>
              <dd>{p.nextRankName}</dd>
            </div>
          ) : null}
        </dl>
      </>
    );
  }
  return (
    <Card title={t('vip.progress')} testId="vip-progress">
      {body}
    </Card>
  );
}

function Levels() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const club = useMemberClub();
  let body: React.ReactNode;
  if (club.isPending) body = <Waiting />;
  else if (club.isError) body = <Failed onRetry={() => void club.refetch()} detail={problemText(problemOf(club.error))} />;
  else if (club.data.levels.length === 0) body = <EmptyText text={t('vip.noLevels')} testId="vip-levels-empty" />;
  else body = club.data.levels.map((level) => <Level key={level.level} level={level} current={club.data.currentLevel === level.level} />);
  return (
    <Card title={t('vip.levels')} testId="vip-levels">
      {body}
    </Card>
  );
}

function Level({ level, current }: { level: ClubLevel; current: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const percent = (n: number) => {
    try {
      return new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);
    } catch {
      return new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);
    }
  };
  const value = (key: string, n: number) => (RATES.has(key) ? percent(n) : money(n));
  const rows: [string, string, string][] = [
    ['depositRequired', t('vip.depositRequired'), money(level.depositRequired)],
    ['betRequired', t('vip.betRequired'), money(level.betRequired)],
    ...Object.entries(level.benefits).map(([key, n]): [string, string, string] => [key, t(`vip.benefit.${key}`, { defaultValue: key }), value(key, n)]),
  ];
  return (
    <article className="lv-rw-level" aria-current={current} data-testid="vip-level">
      <h3>
        {level.name}
        {current ? <span className="lv-rw-self"> · {t('vip.yourLevel')}</span> : null}
      </h3>
      <dl className="lv-rw-pairs">
        {rows.map(([key, label, text]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd dir="ltr">{text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function Rules() {
  const { t } = useTranslation();
  const rules = useQuery(vipRulesQuery());
  return (
    <Card title={t('vip.rules')} testId="vip-rules">
      {rules.isPending ? (
        <Waiting />
      ) : rules.isError ? (
        <Failed onRetry={() => void rules.refetch()} />
      ) : rules.data.trim() === '' ? (
        <EmptyText text={t('vip.noRules')} testId="vip-rules-empty" />
      ) : (
        <ServerHtml html={rules.data} className="lv-rw-rules" testId="vip-rules-html" />
      )}
    </Card>
  );
}
