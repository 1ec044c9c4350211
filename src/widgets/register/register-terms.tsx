/**
 * Beside the register button: the minimum age (spec 5 hints: 18, 21 in some texts; merchant constant
 * `minimumAge`) and the link to the user agreement the player accepts by registering.
 */
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../ui/route-link';
import { useWidgetEnv } from '../../ui/widget-env';

export const USER_AGREEMENT_PATH = '/m/useragreement';

export function RegisterTerms() {
  const { t } = useTranslation();
  const { config } = useWidgetEnv();
  // The sentence marks its link <link>…</link>, so each language places it where its grammar wants.
  const [before, link, after] = t('agreement.consent').split(/<link>|<\/link>/);
  return (
    <div className="lv-register-terms">
      <p className="lv-muted" data-testid="register-age-hint">
        {t('agreement.minimumAge', { age: config.constants.minimumAge })}
      </p>
      <p className="lv-muted" data-testid="register-agreement">
        {before}
        <RouteLink to={USER_AGREEMENT_PATH} data-testid="register-agreement-link">
          {link}
        </RouteLink>
        {after}
      </p>
    </div>
  );
}
