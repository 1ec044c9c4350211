/**
 * Reward centre, /m/rewardCenter (platform-api-member.md §5; spec §2.12 "reward center", offered as its config items say: flag REWCEN3): the
 * count of each enabled reward kind, the tickets waiting (normal and free-spin claims go to their own calls),
 * the issued promotions to claim, and the claim history. A claim reads the balance and the counts again.
 */
import { useQuery } from '@tanstack/react-query';
import type { Route } from '../../config/merchant-resolved.gen';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { type AvailableRewards, useAvailableRewards } from '../../api/reward-kinds';
import { claimHistoryQuery, claimIssuedReward, claimTicket, issuedRewardsQuery, type Ticket, ticketsQuery } from '../../api/rewards';
import { useDateTime } from '../../ui/date-time';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { Offered } from '../../ui/offered';
import { Failed, Waiting } from '../../ui/status-view';
import { RouteLink } from '../../ui/route-link';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { BalanceLine, Card, ClaimButton, EmptyText } from './rewards-parts';
import { screenPath } from '../../config/resolve';

/** Kinds whose rewards arrive as issued promotions (MCSFE_getClaimPromotion). */
const ISSUED_KINDS = ['MANUAL', 'RAFFLE', 'LOGIN', 'REGISTER', 'SAVIOR', 'UPGRADE_BONUS'];
/** Kinds counted here but claimed on their own screen: the count links there. */
const CLAIMED_ON: Partial<Record<string, Route['screen']>> = { MISSION_MANUAL: 'missionActivity' };
/** Kinds with a switch but nothing to count here (they have their own screens). */
const UNCOUNTED = new Set(['REFERRAL', 'MISSION', 'COPY_BET']);

export default function RewardCentreScreen(_: ScreenProps) {
  return (
    <div className="lv-rw" data-testid="reward-centre" data-screen="rewardCentre">
      <Offered screens={['rewardCentre']} testId="reward-centre-unavailable">
        <RewardCentre />
      </Offered>
    </div>
  );
}

function RewardCentre() {
  const { t } = useTranslation();
  const { config } = useWidgetEnv();
  const problemText = useProblemText();
  const claimedOn = (kind: string) => {
    const screen = CLAIMED_ON[kind];
    return screen && screenPath(config, screen);
  };
  const rewards = useAvailableRewards();
  if (rewards.isPending) return <Waiting />;
  if (rewards.isError) return <Failed onRetry={() => void rewards.refetch()} detail={problemText(problemOf(rewards.error))} />;
  const kinds = Object.entries(rewards.data.kinds).filter(([kind, k]) => k.enabled && !UNCOUNTED.has(kind));
  return (
    <>
      <Card title={t('rewards.counts')} testId="reward-counts">
        <BalanceLine />
        {kinds.length === 0 ? (
          <EmptyText text={t('rewards.noKinds')} testId="reward-counts-empty" />
        ) : (
          <dl className="lv-rw-counts">
            {kinds.map(([kind, k]) => {
              const label = t(`rewards.kind.${kind}`, { defaultValue: kind });
              const path = claimedOn(kind);
              return (
                <div key={kind} data-testid={`reward-count-${kind}`}>
                  <dt>{path ? <RouteLink to={path}>{label}</RouteLink> : label}</dt>
                  <dd>{k.count}</dd>
                </div>
              );
            })}
          </dl>
        )}
      </Card>
      {rewards.data.kinds.TICKET?.enabled ? <Tickets available={rewards.data} /> : null}
      <Issued kinds={ISSUED_KINDS.filter((kind) => rewards.data.kinds[kind]?.enabled)} />
      <History />
    </>
  );
}

function Tickets({ available }: { available: AvailableRewards }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tickets = useQuery(ticketsQuery());
  const waiting = available.kinds.TICKET?.count ?? 0;
  return (
    <Card title={t('rewards.tickets', { count: waiting })} testId="reward-tickets">
      {tickets.isPending ? (
        <Waiting />
      ) : tickets.isError ? (
        <Failed onRetry={() => void tickets.refetch()} />
      ) : tickets.data.length === 0 ? (
        <EmptyText text={t('rewards.noTickets')} testId="reward-tickets-empty" />
      ) : (
        <ul className="lv-rw-list">
          {tickets.data.map((ticket: Ticket) => (
            <li key={ticket.transactionId} className="lv-rw-row" data-testid="reward-ticket">
              <span className="lv-rw-main">
                <strong>{t(`rewards.ticketType.${ticket.ticketType}`, { defaultValue: ticket.ticketType })}</strong>
                <span className="lv-rw-amount" dir="ltr">
                  {money(ticket.bonus)}
                </span>
              </span>
              <ClaimButton claim={claimTicket} input={ticket} className="lv-button lv-rw-claim" testId="reward-ticket-claim">
                {t('rewards.claim')}
              </ClaimButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Issued({ kinds }: { kinds: string[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const issued = useQuery({ ...issuedRewardsQuery(kinds), enabled: kinds.length > 0 });
  if (kinds.length === 0) return null;
  return (
    <Card title={t('rewards.toClaim')} testId="reward-issued">
      {issued.isPending ? (
        <Waiting />
      ) : issued.isError ? (
        <Failed onRetry={() => void issued.refetch()} />
      ) : issued.data.length === 0 ? (
        <EmptyText text={t('rewards.nothingToClaim')} testId="reward-issued-empty" />
      ) : (
        <ul className="lv-rw-list">
          {issued.data.map((promo) => (
            <li key={promo.claimId} className="lv-rw-row" data-testid="reward-issued-row">
              <span className="lv-rw-main">
                <strong>{promo.name || t(`rewards.kind.${promo.promotionType}`, { defaultValue: promo.promotionType })}</strong>
                <span className="lv-rw-amount" dir="ltr">
                  {money(promo.bonus)}
                </span>
              </span>
              <ClaimButton claim={claimIssuedReward} input={promo.claimId} className="lv-button lv-rw-claim" testId="reward-issued-claim">
                {t('rewards.claim')}
              </ClaimButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function History() {
  const { t } = useTranslation();
  const money = useMoney();
  const history = useQuery(claimHistoryQuery());
  const date = useDateTime();
  return (
    <Card title={t('rewards.history')} testId="reward-history">
      {history.isPending ? (
        <Waiting />
      ) : history.isError ? (
        <Failed onRetry={() => void history.refetch()} />
      ) : history.data.rows.length === 0 ? (
        <EmptyText text={t('rewards.noHistory')} testId="reward-history-empty" />
      ) : (
        <ul className="lv-rw-list">
          {history.data.rows.map((row) => (
            <li key={row.id} className="lv-rw-row" data-testid="reward-history-row">
              <span className="lv-rw-main">
                <strong>{row.title || t(`rewards.kind.${row.kind}`, { defaultValue: row.kind })}</strong>
                <span className="lv-muted">{date(row.claimedAt)}</span>
              </span>
              <span className="lv-rw-amount" dir="ltr">
                +{money(row.bonus)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
