/**
 * Personal settings (spec 2.8): one list item (change password) and the sign-out button. The back arrow
 * (previous page, or /m/home without history) is the frame header's, and the route's guard sends a guest
 * to /m/home; this screen only adds what the header and the guard cannot know.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../state/session';
import { Icon } from '../../ui/icons';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';

const CHANGE_PASSWORD = '/m/changePsw';

export default function SettingsScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();

  // Read when tapped, not from the last render: the session may have ended while the page was open.
  const openChangePassword = (event: MouseEvent) => {
    event.preventDefault();
    env.navigate(useSessionStore.getState().session ? CHANGE_PASSWORD : '/m/login');
  };

  return (
    <section className="lv-settings" data-testid="settings-screen" data-screen="settings">
      <ul className="lv-settings-list">
        <li>
          <a href={CHANGE_PASSWORD} className="lv-settings-item" onClick={openChangePassword} data-testid="settings-change-password">
            <Icon name="shield" />
            <span>{t('settings.changePassword')}</span>
            <span className="lv-settings-chevron" aria-hidden="true" />
          </a>
        </li>
      </ul>
      <button type="button" className="lv-button lv-button-block lv-settings-sign-out" onClick={() => env.run({ command: 'signOut' })} data-testid="settings-sign-out">
        <Icon name="logout" />
        <span>{t('settings.signOut')}</span>
      </button>
    </section>
  );
}
