/**
 * Player protection in the screens (issue 20): the deposit form's check against the deposit limits, the
 * launch screens' check against the loss limits, and the texts both use. The limits are the player's, kept
 * on this device (state/protection); what a period has taken comes from the platform's records
 * (api/protection). A check that cannot reach the records refuses, with a retry: a limit is not lifted by a
 * network fault.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { depositsOf, lossesOf } from '../api/protection';
import { depositRefusal, inForce, limitedPeriods, lossReached, type Period } from '../lib/protection';
import type { Problem } from '../lib/validation';
import { type LimitOwner, usePlayerLimits, useProtectionStore } from '../state/protection';
import { useSessionStore } from '../state/session';
import { useMoney } from './money';
import { Failed, Waiting } from './status-view';
import { useScreenPath, useWidgetEnv } from './widget-env';

/** The signed-in member whose limits apply (undefined for a guest). */
export function useLimitOwner(): LimitOwner | undefined {
  const merchantCode = useSessionStore((s) => s.session?.merchantCode);
  const userName = useSessionStore((s) => s.session?.userName);
  return merchantCode && userName ? { merchantCode, userName } : undefined;
}

export const PERIOD_LABEL: Record<Period, string> = { daily: 'protection.daily', weekly: 'protection.weekly', monthly: 'protection.monthly' };

/**
 * Answers a check for the deposit form: undefined when `amount` fits every deposit limit, else the problem
 * to show at the amount (the typed amount stays).
 */
export function useDepositLimitCheck(): (amount: number) => Promise<Problem | undefined> {
  const { t } = useTranslation();
  const money = useMoney();
  const owner = useLimitOwner();
  return useCallback(
    async (amount: number) => {
      const now = Date.now();
      const limits = useProtectionStore.getState().read(owner);
      const periods = limitedPeriods(limits.deposit, now);
      if (periods.length === 0) return undefined;
      let used: Partial<Record<Period, number>>;
      try {
        used = await depositsOf(periods, now);
      } catch {
        return { key: 'protection.checkFailed' };
      }
      const over = depositRefusal(limits, used, amount, now);
      return over ? { key: 'protection.depositOver', values: { period: t(PERIOD_LABEL[over.period]), limit: money(over.limit), left: money(over.left) } } : undefined;
    },
    [owner, money, t],
  );
}

/** The launch screens' gate: a game opens only while no loss limit has been reached. */
export function LossLimitGate({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const money = useMoney();
  const owner = useLimitOwner();
  const limits = usePlayerLimits(owner);
  const settingsPath = useScreenPath('responsibleGaming');
  const periods = limitedPeriods(limits.loss, Date.now());
  const losses = useQuery({
    queryKey: ['protection', 'losses', owner?.userName, periods],
    queryFn: () => lossesOf(periods, Date.now()),
    enabled: periods.length > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (periods.length === 0) return children;
  if (losses.isPending) return <Waiting label={t('launch.opening')} />;
  if (losses.isError) return <Failed onRetry={() => void losses.refetch()} detail={t('protection.checkFailed')} />;
  const reached = lossReached(limits, losses.data, Date.now());
  if (!reached) return children;
  const limit = inForce(limits.loss[reached.period], Date.now()).value ?? reached.limit;
  return (
    <div className="lv-status lv-status-error lv-launch-problem" role="alert" data-testid="loss-limit-reached">
      <p>{t('protection.lossReached', { period: t(PERIOD_LABEL[reached.period]), limit: money(limit) })}</p>
      <div className="lv-launch-actions">
        {settingsPath ? (
          <button type="button" className="lv-button" onClick={() => env.navigate(settingsPath)} data-testid="loss-limit-settings">
            {t('title.responsibleGaming')}
          </button>
        ) : null}
        <button type="button" className="lv-button lv-button-quiet" onClick={onBack} data-testid="launch-back">
          {t('common.back')}
        </button>
      </div>
    </div>
  );
}
