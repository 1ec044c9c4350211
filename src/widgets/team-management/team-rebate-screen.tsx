/**
 * Rebate setting, /m/member/teamRebate (issue 18; spec 2.15 tool "rebate setting", 6): the agent's own
 * rebate rate per product, the most it may give a downline for each (set per downline in team management).
 * Offered to agents only, and only where its white-label menu setting (AGEREBSET3) shows the tool. The
 * table's call (MCSFE_getRebateSettings) is the simulator's, *unverified*.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownRebatesQuery } from '../../api/agent-team';
import { Offered } from '../../ui/offered';
import { RouteLink } from '../../ui/route-link';
import { Failed, Waiting } from '../../ui/status-view';
import { type ScreenProps, useScreenPath } from '../../ui/widget-env';
import './team.css';

const SCREENS = ['teamRebate'] as const;

export default function TeamRebateScreen(_: ScreenProps) {
  return (
    <section className="lv-team" data-testid="team-rebate-screen" data-screen="teamRebate">
      <Offered screens={SCREENS} testId="team-rebate-unavailable">
        <OwnRebates />
      </Offered>
    </section>
  );
}

function OwnRebates() {
  const { t, i18n } = useTranslation();
  const own = useQuery(ownRebatesQuery());
  const team = useScreenPath('teamManagement');
  if (own.isPending) return <Waiting />;
  if (own.isError) return <Failed onRetry={() => void own.refetch()} />;
  if (own.data.configs.length === 0)
    return (
      <p className="lv-team-empty" role="status" data-testid="team-rebate-empty">
        {t('team.noRebates')}
      </p>
    );
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <>
      <p className="lv-team-intro">{t('team.ownIntro')}</p>
      <table className="lv-team-table" data-testid="team-rebate-table">
        <caption className="lv-team-caption">{t('team.ownCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.productColumn')}</th>
            <th scope="col">{t('team.rateColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {own.data.configs.map((row) => (
            <tr key={row.productType} data-testid="team-rebate-own" data-product={row.productType}>
              <th scope="row">{t(`team.product.${row.productType}`, { defaultValue: row.productType })}</th>
              <td dir="ltr">{`${percent.format(row.rebateValue)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {team ? (
        <RouteLink to={team} className="lv-button lv-button-quiet lv-button-block" data-testid="team-rebate-manage">
          {t('team.manageDownlines')}
        </RouteLink>
      ) : null}
    </>
  );
}
