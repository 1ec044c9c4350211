/**
 * Beside the register button: the minimum age (spec 5 hints: 18, 21 in some texts; merchant constant
 * `minimumAge`) and the link to the user agreement the player accepts by registering, at the path the
 * merchant gives its userAgreement screen (no such route, no sentence: it would point at nothing).
 */
import { Trans, useTranslation } from 'react-i18next';
import { RouteLink } from '../../ui/route-link';
import { useWidgetEnv } from '../../ui/widget-env';
import { screenPath } from '../../config/resolve';

export function RegisterTerms() {
  const { t } = useTranslation();
  const { config } = useWidgetEnv();
  const agreementPath = screenPath(config, 'userAgreement');
  return (
    <div className="lv-register-terms">
      <p className="lv-muted" data-testid="register-age-hint">
        {t('agreement.minimumAge', { age: config.constants.minimumAge })}
      </p>
      {agreementPath ? (
        <p className="lv-muted" data-testid="register-agreement">
          {/* The sentence marks its link <terms>…</terms>, so each language places it where its grammar wants; not
              <link>, which HTML makes an empty element, so Trans would leave the link without its text. */}
          <Trans i18nKey="agreement.consent" components={{ terms: <RouteLink to={agreementPath} data-testid="register-agreement-link" /> }} />
        </p>
      ) : null}
    </div>
  );
}
