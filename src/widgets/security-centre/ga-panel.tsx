/**
 * Google Authenticator: the platform issues a secret; the player adds it to an authenticator app (the
 * QR code of the otpauth:// URI to scan from another device, the secret to type in, and the link that opens
 * the app on the phone itself) and confirms it with a current 6-digit code.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bindGa, gaQuery } from '../../api/security';
import { problemsOf } from '../../lib/validation';
import { CodeField } from '../../ui/form';
import { PanelActions, usePanelForm } from '../../ui/panel-form';
import { QrCode } from '../../ui/qr-code';
import { Failed, Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';

export function GaPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const ga = useQuery(gaQuery());
  if (ga.isPending) return <Waiting />;
  if (ga.isError) return <Failed onRetry={() => ga.refetch()} />;
  if (ga.data.bound) {
    return (
      <div className="lv-security-note" role="status" data-testid="ga-bound">
        <p>{t('security.gaBound')}</p>
      </div>
    );
  }
  return <GaForm secret={ga.data.secret} uri={ga.data.otpauthUri} close={close} />;
}

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function GaForm({ secret, uri, close }: { secret: string; uri: string; close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const form = usePanelForm<'code'>({
    initial: { code: '' },
    validate: (v) => problemsOf({ code: /^\d{6}$/.test(v.code.trim()) ? undefined : { key: 'security.gaCodeFormat' } }),
    send: (v) => bindGa(v.code.trim()),
    done: async () => {
      await client.invalidateQueries({ queryKey: ['security', 'ga'] });
      env.notify(t('security.gaDone'), 'success', env.config.constants.successMessageMs);
      close();
    },
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      env.notify(t('security.copied'), 'success', env.config.constants.successMessageMs);
    } catch {
      // No clipboard (an insecure context): the secret is on screen to copy by hand.
    }
  };
  const openApp = uri.startsWith('otpauth://') ? uri : undefined;
  return (
    <div className="lv-security-panel" data-testid="ga-panel">
      <ol className="lv-security-steps">
        <li>{t('security.gaStep1')}</li>
        <li>
          {t('security.gaStep2')}
          {openApp ? <QrCode text={openApp} label={t('security.gaQr')} testId="ga-qr" /> : null}
          <div className="lv-security-secret">
            <code dir="ltr" data-testid="ga-secret" data-secret={secret}>
              {grouped(secret)}
            </code>
            <button type="button" className="lv-link" onClick={() => void copy()} data-testid="ga-copy">
              {t('security.copy')}
            </button>
          </div>
          {openApp ? (
            <a className="lv-security-uri" href={openApp} dir="ltr" data-testid="ga-uri">
              {t('security.gaOpenApp')}
            </a>
          ) : null}
        </li>
        <li>{t('security.gaStep3')}</li>
      </ol>
      <form ref={form.formRef} className="lv-form" onSubmit={form.submit} noValidate data-testid="ga-form">
        <CodeField
          name="code"
          label={t('security.gaCode')}
          maxLength={6}
          value={form.values.code}
          onValue={form.edit('code')}
          error={form.problems.code}
          testId="ga-code"
        />
        <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.bind')} testId="ga" />
      </form>
    </div>
  );
}
