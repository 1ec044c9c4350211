/** The referral rules (MCSFE_getReferralRules): the platform's HTML, sanitised where it is shown. */
import { useTranslation } from 'react-i18next';
import { useReferralRules } from '../../api/referral';
import { ServerHtml } from '../../ui/server-html';
import { Failed, Waiting } from '../../ui/status-view';

export function Rules() {
  const { t, i18n } = useTranslation();
  const rules = useReferralRules(i18n.language);
  return (
    <section className="lv-invite-card" aria-labelledby="invite-rules-title" data-testid="invite-rules">
      <h2 id="invite-rules-title">{t('invite.rules')}</h2>
      {rules.isPending ? (
        <Waiting />
      ) : rules.isError ? (
        <Failed onRetry={() => void rules.refetch()} />
      ) : rules.data ? (
        <ServerHtml className="lv-invite-rules" html={rules.data} testId="invite-rules-content" />
      ) : (
        <p className="lv-muted">{t('invite.noRules')}</p>
      )}
    </section>
  );
}
