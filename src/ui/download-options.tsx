/**
 * The download pop-up's body (spec 2.9), shared by the frame's download dialog and the home's download
 * pop-up: the app links the device is offered (Android, iOS, the iOS profile, the home screen), each link
 * https only and opening in a new tab. The home-screen option opens the add-to-home-screen guide in place
 * of the list (the list is hidden while it is open) and its Back button returns to the list.
 */
import { type Ref, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../api/system';
import { currentDevice, type Device, needsLegacyIosTip } from '../lib/device';
import { type DownloadOption, downloadLinks, optionsFor } from '../lib/download-links';
import { useInstallPrompt } from '../lib/install-prompt';
import { Icon } from './icons';
import { Waiting } from './status-view';
import { useWidgetEnv } from './widget-env';
import './download-options.css';

const LABEL: Record<Exclude<DownloadOption, 'homeScreen'>, string> = {
  android: 'download.android',
  ios: 'download.ios',
  mobileConfig: 'download.profile',
};

function NewTabLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <a className="lv-button lv-download-option" href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      <Icon name="download" />
      <span>{label}</span>
      <span className="lv-visually-hidden">{t('download.opensInNewTab')}</span>
    </a>
  );
}

/** The add-to-home-screen guide (spec 2.9 "Add-to-home-screen footer"): steps for the device, Install where the browser offers it, the iOS profile, the legacy-iOS tip. */
function HomeScreenGuide({ device, profile, onBack }: { device: Device; profile?: string; onBack: () => void }) {
  const { t } = useTranslation();
  const offer = useInstallPrompt();
  const steps =
    device.kind === 'ios'
      ? ['download.iosStep1', 'download.iosStep2', 'download.iosStep3']
      : device.kind === 'android'
        ? ['download.androidStep1', 'download.androidStep2', 'download.androidStep3']
        : ['download.desktopStep1', 'download.desktopStep2'];
  return (
    <section className="lv-download-guide" aria-labelledby="lv-download-guide-title" data-testid="download-guide">
      <h3 id="lv-download-guide-title" className="lv-download-heading" tabIndex={-1}>
        {t('download.guideTitle')}
      </h3>
      {offer.available ? (
        <button type="button" className="lv-button" onClick={() => void offer.install()} data-testid="download-install">
          {t('download.install')}
        </button>
      ) : null}
      <ol className="lv-download-steps">
        {steps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      {needsLegacyIosTip(device) ? (
        <p className="lv-download-tip" role="note" data-testid="download-legacy-tip">
          {t('download.legacyIosTip')}
        </p>
      ) : null}
      {device.kind === 'ios' && profile ? <NewTabLink href={profile} label={t('download.profileButton')} testId="download-guide-profile" /> : null}
      <button type="button" className="lv-button lv-button-quiet" onClick={onBack} data-testid="download-guide-back">
        {t('download.back')}
      </button>
    </section>
  );
}

export interface DownloadOptionsProps {
  onClose: () => void;
  /** The id the surrounding dialog is labelled by, given to the heading. */
  titleId: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

export default function DownloadOptions({ onClose, titleId, headingRef }: DownloadOptionsProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const settings = useConsolidatedSettings();
  const device = useMemo(() => currentDevice(), []);
  const [guide, setGuide] = useState(false);
  const homeButton = useRef<HTMLButtonElement>(null);
  const links = settings.data ? downloadLinks(env.config.downloads, settings.data.resources) : undefined;
  const options = links ? optionsFor(device.kind, links) : [];

  const openGuide = () => {
    setGuide(true);
    requestAnimationFrame(() => document.getElementById('lv-download-guide-title')?.focus());
  };
  const closeGuide = () => {
    setGuide(false);
    requestAnimationFrame(() => homeButton.current?.focus());
  };

  let content: React.ReactNode;
  if (settings.isPending) content = <Waiting />;
  else if (!links) {
    content = (
      <div className="lv-status lv-status-error" role="alert" data-testid="download-failed">
        <p>{t('download.linksFailed')}</p>
        <button type="button" className="lv-button" onClick={() => void settings.refetch()} data-testid="download-retry">
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (options.length === 0) content = <p className="lv-muted" data-testid="download-empty">{t('download.none')}</p>;
  else {
    content = (
      <ul className="lv-download-options">
        {options.map((option) => (
          <li key={option}>
            {option === 'homeScreen' ? (
              <button type="button" className="lv-button lv-download-option" ref={homeButton} onClick={openGuide} aria-expanded={guide} data-testid="download-option-homeScreen">
                <Icon name="home" />
                <span>{t('download.homeScreen')}</span>
              </button>
            ) : (
              <NewTabLink href={links[option] as string} label={t(LABEL[option])} testId={`download-option-${option}`} />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="lv-download" data-testid="download-popup" data-device={device.kind}>
      <div className="lv-download-main" hidden={guide} data-testid="download-main">
        <h2 id={titleId} ref={headingRef} className="lv-download-heading" tabIndex={-1}>
          {t('download.title')}
        </h2>
        <p className="lv-muted lv-download-lead">{t('download.lead', { name: env.config.identity.displayName })}</p>
        {content}
        <button type="button" className="lv-button lv-button-quiet" onClick={onClose} data-testid="download-close">
          {t('common.close')}
        </button>
      </div>
      {guide ? <HomeScreenGuide device={device} profile={links?.mobileConfig} onBack={closeGuide} /> : null}
    </div>
  );
}
