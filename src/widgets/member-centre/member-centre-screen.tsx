/**
 * The member centre, /m/mine (spec 2.12): its own header (title, back arrow to /m/home, settings), the
 * guest's join text with login and register, or the player's header block (spec 2.14) with the days since
 * registration; then the config's quick tiles, menu and list, each item under its own `when`. Every route
 * keeps its own access rule (env.navigate: a guest gets the login dialog, a free-trial account free_reject).
 * The site's template choice (spec 3 mem_cen, live over the merchant's) is marked as data-template. The
 * spec does not show how the layouts differ; Livery's choice, after what such sites show: the new template
 * ("1") lists the list items as rows with a chevron, the classic one as a grid of icon tiles, four to a row.
 */
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../api/member';
import type { MenuItem } from '../../config/merchant-resolved.gen';
import { daysSince } from '../../lib/money';
import { useSessionStore } from '../../state/session';
import { BalanceBlock } from '../../ui/balance';
import { ActionControl } from '../../ui/action-control';
import { Icon } from '../../ui/icons';
import { Failed, Waiting } from '../../ui/status-view';
import { badgeCount, UnreadBubble, UnreadText, useUnreadBadges } from '../../ui/unread-badge';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import './member-centre.css';

export default function MemberCentreScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const session = useSessionStore((s) => s.session);
  const { tiles, menu, list } = env.config.memberCentre;

  return (
    <section
      className="lv-mc"
      data-testid="member-centre"
      data-screen="memberCentre"
      data-template={env.site.mobileTemplate.memberCentre ? 'new' : 'classic'}
      aria-labelledby="lv-mc-title"
    >
      <div className="lv-mc-top">
        <div className="lv-mc-bar">
          <button type="button" className="lv-icon-button lv-back" onClick={() => env.navigate('/m/home')} aria-label={t('common.back')} data-testid="mc-back">
            <Icon name="back" />
          </button>
          <h1 id="lv-mc-title" className="lv-title">
            {t(route.titleKey ?? 'title.memberCentre')}
          </h1>
          <button type="button" className="lv-icon-button" onClick={() => env.navigate('/m/set')} aria-label={t('memberCentre.settings')} data-testid="mc-settings">
            <Icon name="settings" />
          </button>
        </div>
        {session ? <PlayerBlock /> : <GuestBlock />}
      </div>
      <ItemGroup items={tiles} kind="tiles" label={t('memberCentre.tiles')} />
      <ItemGroup items={menu} kind="menu" label={t('memberCentre.menu')} />
      <ItemGroup items={list} kind="list" label={t('memberCentre.list')} grid={!env.site.mobileTemplate.memberCentre} />
    </section>
  );
}

function GuestBlock() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  return (
    <div className="lv-mc-guest" data-testid="mc-guest">
      <p>{t('memberCentre.joinDays')}</p>
      <div className="lv-mc-guest-actions">
        <button type="button" className="lv-button lv-button-accent" onClick={() => env.navigate('/m/login')} data-testid="mc-login">
          {t('common.login')}
        </button>
        {env.site.flags.DIRECTREG3 ? (
          <button type="button" className="lv-button lv-mc-outline" onClick={() => env.navigate('/m/register')} data-testid="mc-register">
            {t('common.register')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function PlayerBlock() {
  const { t } = useTranslation();
  const info = useMemberInfo(true);
  if (info.isPending) return <Waiting />;
  if (info.isError) return <Failed onRetry={() => void info.refetch()} />;
  const { regDate } = info.data;
  return (
    <div className="lv-mc-player" data-testid="mc-player">
      <BalanceBlock />
      {regDate !== undefined ? (
        <p className="lv-mc-days" data-testid="mc-days">
          {t('memberCentre.daysSinceRegistration', { count: daysSince(regDate, Date.now()) })}
        </p>
      ) : null}
    </div>
  );
}

/** `grid`: the list as icon tiles (the classic template) rather than rows. */
function ItemGroup({ items, kind, label, grid = false }: { items: MenuItem[]; kind: 'tiles' | 'menu' | 'list'; label: string; grid?: boolean }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const shown = items.filter((item) => env.shows(item.when));
  const badges = useUnreadBadges(shown);
  if (shown.length === 0) return null;
  return (
    <nav className={`lv-mc-${kind}${grid ? ` lv-mc-${kind}-grid` : ''}`} aria-label={label} data-testid={`mc-${kind}`} data-layout={grid ? 'grid' : 'rows'}>
      <ul>
        {shown.map((item) => {
          const { action } = item;
          const count = badgeCount(item, badges);
          const content = (
            <>
              <span className="lv-mc-icon">
                {item.icon ? <Icon name={item.icon} /> : null}
                <UnreadBubble count={count} testId={`mc-badge-${item.id}`} />
              </span>
              <span className="lv-mc-label">{t(item.labelKey)}</span>
              <UnreadText count={count} />
              {kind === 'list' && !grid ? <span className="lv-mc-chevron" aria-hidden="true" /> : null}
            </>
          );
          return (
            <li key={item.id}>
              <ActionControl action={action} onActivate={() => env.run(action)} testId={`mc-item-${item.id}`}>
                {content}
              </ActionControl>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
