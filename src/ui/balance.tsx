/**
 * The balance as the logged-in header and the header block show it (spec 2.2, 2.14, 4 "Balance"): the
 * total with its currency symbol to 2 decimals in the player's locale; hidden, one asterisk per character;
 * a refresh masks it until the wallet reload finishes, and without a session goes to /m/login.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo, useWallet } from '../api/member';
import { formatMoney, maskText } from '../lib/money';
import { useBalanceStore } from '../state/balance';
import { useSessionStore } from '../state/session';
import { Icon } from './icons';
import { useAlive } from './use-alive';
import { useWidgetEnv } from './widget-env';
import './balance.css';

export interface BalanceView {
  /** What shows: the amount, its mask, or nothing yet. */
  text: string;
  masked: boolean;
  hidden: boolean;
  refreshing: boolean;
  failed: boolean;
  refresh: () => Promise<void>;
  toggle: () => void;
}

/** The player's balance; `fetch: false` shows what another part of the page loads (a refresh still calls). */
export function useBalance({ fetch = true }: { fetch?: boolean } = {}): BalanceView {
  const { i18n } = useTranslation();
  const env = useWidgetEnv();
  const alive = useAlive();
  const session = useSessionStore((s) => s.session);
  const wallet = useWallet(Boolean(session) && fetch);
  const { hidden, toggle } = useBalanceStore();
  const [refreshing, setRefreshing] = useState(false);

  const amount = wallet.data ? formatMoney(wallet.data.sumBalance, wallet.data.currencySymbol, i18n.language, wallet.data.currencyPosition) : '';
  const masked = hidden || refreshing;
  const refresh = async () => {
    if (!useSessionStore.getState().session) {
      env.navigate('/m/login');
      return;
    }
    setRefreshing(true);
    try {
      await wallet.refetch();
    } finally {
      if (alive()) setRefreshing(false);
    }
  };
  return {
    text: masked && amount ? maskText(amount) : amount,
    masked,
    hidden,
    refreshing,
    failed: wallet.isError && !wallet.isFetching,
    refresh,
    toggle,
  };
}

/** The amount itself (a live region: a refresh's outcome is announced). */
export function BalanceAmount({ view, testId }: { view: BalanceView; testId: string }) {
  const { t } = useTranslation();
  const label = view.refreshing ? t('balance.refreshing') : view.hidden ? t('balance.hiddenLabel') : undefined;
  return (
    <span className="lv-balance-amount" data-testid={testId} data-masked={view.masked ? 'true' : 'false'} aria-live="polite" aria-busy={view.refreshing}>
      {view.failed && !view.text ? (
        <span className="lv-balance-failed">{t('balance.unavailable')}</span>
      ) : (
        <>
          <bdi aria-hidden={label ? true : undefined}>{view.text || '…'}</bdi>
          {label ? <span className="lv-visually-hidden">{label}</span> : null}
        </>
      )}
    </span>
  );
}

/** The logged-in header block (spec 2.14): account, VIP label, total balance with refresh and hide/show. */
export function BalanceBlock() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const info = useMemberInfo(Boolean(session));
  const view = useBalance();
  const account = info.data?.account ?? session?.userName ?? '';
  return (
    <div className="lv-balance-block" data-testid="balance-block">
      <div className="lv-balance-who">
        <span className="lv-balance-account" data-testid="balance-account">
          <bdi>{account}</bdi>
        </span>
        {info.data?.vipLabel ? (
          <span className="lv-balance-vip" data-testid="balance-vip">
            {info.data.vipLabel}
          </span>
        ) : null}
      </div>
      <div className="lv-balance-row">
        <span className="lv-balance-caption">{t('balance.total')}</span>
        <BalanceAmount view={view} testId="balance-amount" />
        <BalanceButtons view={view} />
      </div>
    </div>
  );
}

/** Refresh and hide/show, each a 44 px button with its own name. */
export function BalanceButtons({ view }: { view: BalanceView }) {
  const { t } = useTranslation();
  return (
    <span className="lv-balance-buttons">
      <button type="button" className="lv-icon-button lv-balance-refresh" onClick={() => void view.refresh()} disabled={view.refreshing} aria-label={t('balance.refresh')} data-testid="balance-refresh">
        <Icon name="refresh" />
      </button>
      <button type="button" className="lv-icon-button" onClick={view.toggle} aria-pressed={view.hidden} aria-label={t('balance.hide')} data-testid="balance-toggle">
        <Icon name={view.hidden ? 'eyeOff' : 'eye'} />
      </button>
    </span>
  );
}
