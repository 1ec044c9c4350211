/**
 * The app-download bar (spec 2.9, 4 "Download bar"): the app icon (the platform's AppDownloadIcon entry,
 * else the merchant's app icon), the site's description in its colours (the resolved app bar: the
 * platform's app_desc, app_desc_font_color and app_background, else the merchant's), a download button
 * and a close button. Hidden in the native app, in an installed app, when no download link fits the
 * device, while the settings load or when they failed, and once closed: closing keeps a hide flag in
 * local storage and shows the app prompt.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../../api/system';
import { pageIcon } from '../../config/icons';
import { currentDevice } from '../../lib/device';
import { barHasLink, downloadLinks } from '../../lib/download-links';
import type { BlockProps } from '../../ui/widget-env';
import { usePlatformAssets } from '../../ui/platform-assets';
import { useWidgetEnv } from '../../ui/widget-env';
import { showAppPrompt } from './app-prompt';
import './download-bar.css';
import { localStore } from '../../lib/storage';

export const HIDE_DOWNLOAD_BAR_FLAG = 'livery.hideDownloadBar';

const hiddenByPlayer = () => localStore.get(HIDE_DOWNLOAD_BAR_FLAG) === '1';

/** Storage refused (private mode): the bar closes for this page only. */
const rememberHidden = () => localStore.set(HIDE_DOWNLOAD_BAR_FLAG, '1');

export default function DownloadBar(_: BlockProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const settings = useConsolidatedSettings();
  const platform = usePlatformAssets();
  const device = useMemo(() => currentDevice(), []);
  const [hidden, setHidden] = useState(hiddenByPlayer);
  const links = settings.data ? downloadLinks(env.config.downloads, settings.data.resources) : undefined;

  const why = device.nativeApp
    ? 'nativeApp'
    : device.installed
      ? 'installed'
      : hidden
        ? 'closed'
        : settings.isPending
          ? 'loading'
          : !links
            ? 'failed'
            : !barHasLink(device.kind, links)
              ? 'noLink'
              : undefined;
  if (why || !links || !settings.data) return <div data-block="downloadBar" data-state={why} hidden />;

  const { appBar } = env.site;
  const appIcon = pageIcon(env.config.identity, env.config.identity.icons?.app);
  // Service/version's AppDownloadIcon (read after the first paint) over the settings' one (spec §3, §7).
  const icon = platform?.appDownloadIcon ?? links.icon ?? (appIcon ? `/merchant/${appIcon}` : undefined);
  const close = () => {
    rememberHidden();
    setHidden(true);
    showAppPrompt(env);
  };

  return (
    <aside
      className="lv-download-bar"
      data-block="downloadBar"
      data-state="shown"
      aria-label={t('block.downloadBar')}
      style={{ background: appBar.background, color: appBar.color }}
      data-testid="download-bar"
    >
      {icon ? <img className="lv-download-bar-icon" src={icon} alt="" width={40} height={40} fetchPriority="low" data-testid="download-bar-icon" /> : null}
      <p className="lv-download-bar-text" dir="auto" data-testid="download-bar-text">
        {'live' in appBar.text ? appBar.text.live : t(appBar.text.key, { name: env.config.identity.displayName })}
      </p>
      <button type="button" className="lv-button lv-button-accent lv-download-bar-get" onClick={() => showAppPrompt(env)} data-testid="download-bar-download">
        {t('download.download')}
      </button>
      <button type="button" className="lv-download-bar-close" onClick={close} aria-label={t('download.closeBar')} data-testid="download-bar-close">
        <svg className="lv-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

