/**
 * Security centre, /m/securityCenter (issue 14; platform-api-member.md §3): the platform's completion
 * progress and each item with its state. An item opens its panel in place; the panel is named in the
 * URL (?item=bankCards), so the back arrow and the browser's back return to the list. Items the platform
 * reports as not enabled are not shown. The login password is the change-password screen's.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type SecurityConfig, type SecurityItem, securityConfigQuery } from '../../api/security';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { CardsPanel } from './cards-panel';
import { EmailPanel, MobilePanel } from './contact-panels';
import { FundsPasswordPanel } from './funds-password-panel';
import { GaPanel } from './ga-panel';
import { AvatarPanel, NicknamePanel, PayeeNamePanel } from './profile-panels';
import './security-centre.css';

/** The rows of the list: one per item, the profile item giving two (nickname and head icon). */
const ROWS = ['loginPassword', 'paymentPassword', 'mobileVerified', 'email', 'payeeName', 'nickname', 'avatar', 'bankCards', 'bindGA'] as const;
type Row = (typeof ROWS)[number];

/** The platform item each row depends on (bank cards: either cards or wallets). */
const ITEM_OF_ROW: Record<Row, SecurityItem[]> = {
  loginPassword: ['loginPassword'],
  paymentPassword: ['paymentPassword'],
  mobileVerified: ['mobileVerified'],
  email: ['email'],
  payeeName: ['payeeName'],
  nickname: ['profile'],
  avatar: ['profile'],
  bankCards: ['bankCards', 'virtualWallets'],
  bindGA: ['bindGA'],
};

const CHANGE_PASSWORD = '/m/changePsw';

const shownRows = (config: SecurityConfig) => ROWS.filter((row) => ITEM_OF_ROW[row].some((item) => config.info[item]?.enabled));

/** Whether a row reads "set": its item is complete (bank cards: a card or a wallet). The profile rows show no state. */
function rowDone(config: SecurityConfig, row: Row): boolean | undefined {
  if (row === 'nickname' || row === 'avatar') return undefined;
  return ITEM_OF_ROW[row].some((item) => config.info[item]?.enabled && config.info[item]?.isComplete);
}

export default function SecurityCentreScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const config = useQuery(securityConfigQuery());
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const item = params.get('item') as Row | null;

  const open = (row: Row) => {
    if (row === 'loginPassword') env.navigate(CHANGE_PASSWORD);
    else setParams({ item: row }, { state: { opened: true } });
  };
  /** Back to the list: the history's own step when the list opened the panel, else the list in its place. */
  const close = () => {
    void client.invalidateQueries({ queryKey: ['security', 'config'] });
    if ((location.state as { opened?: boolean } | null)?.opened) navigate(-1);
    else setParams({}, { replace: true });
  };

  if (config.isPending) return <Screen><Waiting /></Screen>;
  if (config.isError) return <Screen><Failed onRetry={() => config.refetch()} /></Screen>;
  const rows = shownRows(config.data);
  const panel = item && item !== 'loginPassword' && rows.includes(item) ? item : undefined;

  if (panel) {
    return (
      <Screen item={panel}>
        <PanelHeading text={t(`security.item.${panel}`)} />
        <Panel row={panel} config={config.data} close={close} openRow={open} />
      </Screen>
    );
  }

  const progress = config.data.completeProgress;
  return (
    <Screen>
      <div className="lv-security-progress">
        <p id="security-progress-label">{t('security.progress', { percent: progress })}</p>
        <div
          className="lv-security-bar"
          role="progressbar"
          aria-labelledby="security-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          data-testid="security-progress"
        >
          <span style={{ inlineSize: `${progress}%` }} />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="lv-muted" data-testid="security-empty">
          {t('security.nothing')}
        </p>
      ) : (
        <ul className="lv-settings-list" data-testid="security-items">
          {rows.map((row) => {
            const done = rowDone(config.data, row);
            return (
              <li key={row}>
                <button type="button" className="lv-settings-item lv-security-item" onClick={() => open(row)} data-testid={`security-item-${row}`} data-done={done}>
                  <span>{t(`security.item.${row}`)}</span>
                  {done === undefined ? null : (
                    <span className={done ? 'lv-security-state lv-security-done' : 'lv-security-state'} data-testid={`security-state-${row}`}>
                      {t(done ? 'security.set' : 'security.notSet')}
                    </span>
                  )}
                  <span className="lv-settings-chevron" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Screen>
  );
}

/** The panel's title takes the focus, so a keyboard or screen-reader user lands in the panel just opened. */
function PanelHeading({ text }: { text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1} className="lv-security-heading" data-testid="security-panel-title">
      {text}
    </h2>
  );
}

function Screen({ item, children }: { item?: string; children: React.ReactNode }) {
  return (
    <section className="lv-security" data-testid="security-centre-screen" data-screen="securityCentre" data-item={item}>
      {children}
    </section>
  );
}

function Panel({ row, config, close, openRow }: { row: Exclude<Row, 'loginPassword'>; config: SecurityConfig; close: () => void; openRow: (row: Row) => void }) {
  const done = (item: SecurityItem) => config.info[item]?.isComplete === true;
  switch (row) {
    case 'paymentPassword':
      return <FundsPasswordPanel isSet={done('paymentPassword')} mobileBound={done('mobileVerified')} close={close} bindMobile={() => openRow('mobileVerified')} />;
    case 'mobileVerified':
      return <MobilePanel bound={done('mobileVerified')} close={close} />;
    case 'email':
      return <EmailPanel bound={done('email')} close={close} />;
    case 'payeeName':
      return <PayeeNamePanel isSet={done('payeeName')} close={close} />;
    case 'nickname':
      return <NicknamePanel close={close} />;
    case 'avatar':
      return <AvatarPanel close={close} />;
    case 'bankCards':
      return (
        <CardsPanel
          banksOn={config.info.bankCards?.enabled === true}
          walletsOn={config.info.virtualWallets?.enabled === true}
          hasFundsPassword={done('paymentPassword')}
          setFundsPassword={() => openRow('paymentPassword')}
        />
      );
    case 'bindGA':
      return <GaPanel close={close} />;
  }
}
