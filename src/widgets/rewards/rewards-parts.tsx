/** Pieces the reward screens share: a titled card, a progress bar and a claim button. */
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { useWallet } from '../../api/member';
import { type ClaimResult, useClaim } from '../../api/rewards';
import { useProblemText } from '../../ui/problem-text';
import { useFocusRescue } from '../../ui/focus-rescue';
import { useMoney } from '../../ui/money';
import { useWidgetEnv } from '../../ui/widget-env';
import './rewards.css';
import { BusyButton } from '../../ui/busy-button';

/** A titled card. A claim whose button goes with its row (claimed) leaves focus on the card's title, not the page's start. */
export function Card({ title, children, testId, action }: { title: string; children: ReactNode; testId: string; action?: ReactNode }) {
  const id = `${testId}-title`;
  const card = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusRescue(card, () => heading.current);
  return (
    <section ref={card} className="lv-rw-card" aria-labelledby={id} data-testid={testId}>
      <div className="lv-rw-card-head">
        <h2 id={id} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Progress({ value, max, label }: { value: number; max: number; label: string }) {
  const ratio = max > 0 ? Math.min(1, value / max) : 1;
  return (
    <div className="lv-rw-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={Math.min(value, max)}>
      <span style={{ inlineSize: `${Math.round(ratio * 100)}%` }} />
    </div>
  );
}

export function EmptyText({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="lv-rw-empty" role="status" data-testid={testId}>
      {text}
    </p>
  );
}

/** The member's balance, read again after each claim (useClaim), so a claim's credit shows where it was made. */
export function BalanceLine() {
  const { t } = useTranslation();
  const money = useMoney();
  const wallet = useWallet(true);
  return (
    <dl className="lv-rw-pairs lv-rw-balance">
      <div>
        <dt>{t('balance.total')}</dt>
        <dd className="lv-rw-amount" dir="ltr" data-testid="rewards-balance">
          {wallet.data ? money(wallet.data.sumBalance) : '…'}
        </dd>
      </div>
    </dl>
  );
}

/** A claim: says what was credited (the balance and counts are read again by the call's hook), or why not. */
function useClaimAction<T>(claim: (input: T) => Promise<ClaimResult>) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const money = useMoney();
  const problemText = useProblemText();
  const mutation = useClaim(claim);
  const run = (input: T) =>
    mutation.claimOnce(input, {
      onSuccess: (result) => env.notify(t('rewards.claimed', { amount: money(result.bonus) }), 'success'),
      onError: (error) => env.notify(problemText(problemOf(error)) ?? t('rewards.claimFailed'), 'error'),
    });
  return { run, pending: mutation.isPending };
}

/**
 * One claim's button with its own claim (a mutation per button), so rows claimed one right after another
 * each say what they credited. While its claim is on its way it is aria-disabled and ignores taps, but
 * stays focusable: after a refusal keyboard focus is still on it.
 */
export function ClaimButton<T>({ claim, input, className, testId, children }: { claim: (input: T) => Promise<ClaimResult>; input: T; className: string; testId: string; children: ReactNode }) {
  const action = useClaimAction(claim);
  return (
    <BusyButton className={className} busy={action.pending} aria-busy={action.pending} onPress={() => action.run(input)} data-testid={testId}>
      {children}
    </BusyButton>
  );
}
