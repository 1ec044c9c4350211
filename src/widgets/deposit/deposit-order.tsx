/**
 * A deposit order once made: its state (asked again every few seconds while pending, stopping when the
 * screen goes; a success refreshes the balance), what to pay with (bank details to copy with a countdown,
 * a payment page opened in a new tab with a fallback link, a QR image, a wallet address), and for a
 * pending order: cancel (after a confirm), urge, and a receipt image.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelDepositMutation,
  type DepositOrder,
  type DepositOrderState,
  type DepositOrderStatus,
  depositStatusQuery,
  remindDepositMutation,
} from '../../api/deposit';
import { problemOf } from '../../api/problems';
import { safeUrl } from '../../lib/safe-url';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { useWidgetEnv } from '../../ui/widget-env';
import { ReceiptUpload } from './receipt-upload';

/** How often a pending order's state is asked again. */
const POLL_MS = 3_000;

/** A picture the order may show: an inline PNG/JPEG/GIF/SVG image, a same-origin path or an https address. */
const safeImage = (src: string) => (/^data:image\/(png|jpeg|gif|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(src) ? src : safeUrl(src)?.href);

function useSecondsLeft(until: number | undefined, running: boolean): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined || !running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, running]);
  return until === undefined ? undefined : Math.max(0, Math.ceil((until - now) / 1000));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      env.notify(t('deposit.copied'), 'success');
    } catch {
      env.notify(t('deposit.copyFailed'), 'error');
    }
  };
  return (
    <div className="lv-deposit-row">
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        <button type="button" className="lv-button lv-button-quiet lv-deposit-copy" onClick={copy} aria-label={t('deposit.copyThis', { what: label })} data-testid={`${testId}-copy`}>
          {t('deposit.copy')}
        </button>
      </dd>
    </div>
  );
}

function PayWith({ order, money }: { order: DepositOrder; money: (n: number) => string }) {
  const { t } = useTranslation();
  switch (order.kind) {
    case 'bank':
      return (
        <>
          <dl className="lv-deposit-details" data-testid="deposit-bank-details">
            <CopyRow label={t('deposit.bankName')} value={order.bankName} testId="deposit-bank-name" />
            <CopyRow label={t('deposit.accountNo')} value={order.accountNo} testId="deposit-account-no" />
            <CopyRow label={t('deposit.accountName')} value={order.accountName} testId="deposit-account-name" />
            <CopyRow label={t('deposit.amount')} value={String(order.amount)} testId="deposit-order-amount" />
            <CopyRow label={t('deposit.remark')} value={order.remark} testId="deposit-remark" />
          </dl>
          <p className="lv-muted">{t('deposit.remarkNote')}</p>
        </>
      );
    case 'crypto':
      return (
        <dl className="lv-deposit-details" data-testid="deposit-crypto-details">
          <CopyRow label={t('deposit.walletAddress')} value={order.walletAddress} testId="deposit-wallet-address" />
          <CopyRow label={t('deposit.network')} value={order.network} testId="deposit-network" />
          <CopyRow label={t('deposit.cryptoAmount', { currency: order.currency })} value={String(order.cryptoAmount)} testId="deposit-crypto-amount" />
        </dl>
      );
    case 'qr': {
      const src = safeImage(order.qrImage);
      return (
        <div className="lv-deposit-qr">
          {src ? <img src={src} alt={t('deposit.qrAlt')} width={220} height={220} data-testid="deposit-qr" /> : <p role="alert">{t('deposit.badLink')}</p>}
          <p className="lv-muted">{t('deposit.qrNote', { amount: money(order.amount) })}</p>
        </div>
      );
    }
    default: {
      const href = safeUrl(order.launchUrl)?.href;
      if (!href) return <p role="alert">{t('deposit.badLink')}</p>;
      return (
        <div className="lv-deposit-launch">
          <button type="button" className="lv-button lv-button-block" onClick={() => window.open(href, '_blank', 'noopener')} data-testid="deposit-open-payment">
            {t('deposit.openPayment')}
          </button>
          <a href={href} target="_blank" rel="noopener noreferrer" data-testid="deposit-payment-link">
            {t('deposit.paymentFallback')}
          </a>
        </div>
      );
    }
  }
}

export interface DepositOrderViewProps {
  order: DepositOrder;
  onDone: () => void;
  /** How often a pending order's state is asked again (tests shorten it). */
  pollMs?: number;
}

export function DepositOrderView({ order, onDone, pollMs = POLL_MS }: DepositOrderViewProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const problemText = useProblemText();
  const money = useMoney();
  const statusQuery = depositStatusQuery(order.depositId, pollMs);
  const status = useQuery(statusQuery);
  const state: DepositOrderState = status.data?.state ?? order.state;
  const pending = state === 'pending';
  const secondsLeft = useSecondsLeft(order.expiresAt, pending);
  const cancel = useMutation(cancelDepositMutation());
  const remind = useMutation(remindDepositMutation());
  const [failure, setFailure] = useState<string | undefined>();

  // The balance follows a confirmed deposit (the header's included).
  useEffect(() => {
    if (state === 'success') void client.invalidateQueries({ queryKey: ['member', 'wallet'] });
  }, [state, client]);

  const settle = (next: DepositOrderStatus) => client.setQueryData(statusQuery.queryKey, next);
  const act = async (run: () => Promise<DepositOrderStatus>, done: string) => {
    setFailure(undefined);
    try {
      settle(await run());
      env.notify(done, 'success');
    } catch (err) {
      setFailure(problemText(problemOf(err)));
    }
  };
  const onCancel = async () => {
    if (cancel.isPending || !(await env.confirm(t('deposit.cancelConfirm')))) return;
    await act(() => cancel.mutateAsync(order.depositId), t('deposit.cancelledToast'));
  };
  const onRemind = () => (remind.isPending ? undefined : act(() => remind.mutateAsync(order.depositId), t('deposit.urged')));

  return (
    <section className="lv-deposit-order" data-testid="deposit-order" data-state={state} aria-labelledby="deposit-order-title">
      <h2 id="deposit-order-title" className={`lv-deposit-state lv-deposit-state-${state}`} role="status" aria-live="polite" data-testid="deposit-state">
        {t(`deposit.state.${state}`)}
      </h2>
      <p className="lv-deposit-summary">
        <span>{t('deposit.orderNo', { id: order.depositId })}</span>
        <strong data-testid="deposit-order-total">{money(order.amount)}</strong>
      </p>
      {pending ? (
        <>
          {secondsLeft !== undefined ? (
            <p className="lv-deposit-countdown" data-testid="deposit-countdown">
              {secondsLeft > 0 ? t('deposit.payWithin', { time: clock(secondsLeft) }) : t('deposit.timeUp')}
            </p>
          ) : null}
          <PayWith order={order} money={money} />
          {failure ? (
            <p className="lv-form-error" role="alert" data-testid="deposit-action-failure">
              {failure}
            </p>
          ) : null}
          <div className="lv-deposit-actions">
            <button type="button" className="lv-button lv-button-quiet" onClick={onRemind} disabled={remind.isPending} data-testid="deposit-urge">
              {t('deposit.urge')}
            </button>
            <button type="button" className="lv-button lv-button-quiet" onClick={onCancel} disabled={cancel.isPending} data-testid="deposit-cancel">
              {t('deposit.cancel')}
            </button>
          </div>
          <ReceiptUpload depositId={order.depositId} uploaded={status.data?.receiptUploaded === true} onUploaded={settle} />
        </>
      ) : (
        <button type="button" className="lv-button lv-button-block" onClick={onDone} data-testid="deposit-again">
          {t('deposit.again')}
        </button>
      )}
    </section>
  );
}
