/**
 * Deposit (/m/voucherCenter; issue 14; platform-api-member.md §2b): the platform's deposit settings
 * (deposit off → its message), then the form (methods, channels, amount within the channel's limits,
 * quick amounts, promotion), then the order made. Deposit promotions are optional: when they fail to
 * load the form goes on without them. The deposit record is another screen's.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DepositOrder, depositChannelsQuery, depositOffMessage, depositPromotionsQuery, depositSettingsQuery } from '../../api/deposit';
import { errorMessageKey } from '../../api/http';
import { Failed, Waiting } from '../../ui/status-view';
import { type ScreenProps, useWidgetEnv } from '../../ui/widget-env';
import { DepositForm } from './deposit-form';
import { DepositOrderView } from './deposit-order';
import './deposit-screen.css';

function DepositOff({ message }: { message: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="lv-deposit-off" role="alert" data-testid="deposit-off">
      <h2>{t('deposit.offTitle')}</h2>
      <p>{message ?? t('deposit.offDefault')}</p>
    </div>
  );
}

export default function DepositScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const settings = useQuery(depositSettingsQuery());
  const allowed = settings.data?.allowed === true;
  const channels = useQuery({ ...depositChannelsQuery(), enabled: allowed });
  const promotions = useQuery({ ...depositPromotionsQuery(), enabled: allowed });
  const [order, setOrder] = useState<DepositOrder | undefined>();

  // What was loaded stays on screen when a later refetch fails (the form keeps what was typed).
  const body = () => {
    if (!settings.data) {
      if (settings.isError) return <Failed onRetry={() => void settings.refetch()} detail={t(errorMessageKey(settings.error))} />;
      return <Waiting />;
    }
    if (!settings.data.allowed) return <DepositOff message={settings.data.offMessage} />;
    if (!channels.data) {
      if (!channels.isError) return <Waiting />;
      const off = depositOffMessage(channels.error);
      if (off) return <DepositOff message={off} />;
      return <Failed onRetry={() => void channels.refetch()} detail={t(errorMessageKey(channels.error))} />;
    }
    if (channels.data.length === 0) {
      return (
        <p className="lv-deposit-empty" data-testid="deposit-empty">
          {t('deposit.noMethods')}
        </p>
      );
    }
    if (order) return <DepositOrderView key={order.depositId} order={order} onDone={() => setOrder(undefined)} />;
    return <DepositForm methods={channels.data} promotions={promotions.data ?? []} onOrder={setOrder} amountFirst={!env.site.mobileTemplate.deposit} />;
  };

  return (
    <section className="lv-deposit" data-testid="deposit-screen" data-screen="deposit" data-template={env.site.mobileTemplate.deposit ? 'new' : 'classic'}>
      {body()}
    </section>
  );
}
