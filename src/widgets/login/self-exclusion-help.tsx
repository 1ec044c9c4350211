/**
 * The self-exclusion refusal explained (issue 20; platform error `login_blocked_by_self_exclusion`): what it
 * means, that it cannot be lifted from here, and the way to the merchant's customer service (its
 * customer-service route, where it has one). The login form keeps what was typed.
 */
import { useTranslation } from 'react-i18next';
import { useScreenPath, useWidgetEnv } from '../../ui/widget-env';
import './self-exclusion.css';

export function SelfExclusionHelp() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const service = useScreenPath('customerService');
  return (
    <section className="lv-self-excluded" aria-labelledby="lv-self-excluded-title" data-testid="self-exclusion">
      <h2 id="lv-self-excluded-title">{t('login.selfExcludedTitle')}</h2>
      <p>{t('login.selfExcludedHelp')}</p>
      {service ? (
        <a
          className="lv-button lv-button-block"
          href={service}
          onClick={(event) => {
            event.preventDefault();
            env.navigate(service);
          }}
          data-testid="self-exclusion-service"
        >
          {t('login.contactService')}
        </a>
      ) : null}
    </section>
  );
}
