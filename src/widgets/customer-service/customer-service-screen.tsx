/**
 * Customer service, /m/service (spec 2.2, 2.15 "online customer service (opens the service link)", 7): the
 * decrypted customer-service links of service/version's type-3 entries, else of the consolidated settings
 * (main, then sub; only https ones), opened
 * as the merchant's constants.customerServiceOpenIn says: inside this screen (an iframe with a title, a
 * loading state and an "open in a new tab" fallback for a chat that refuses to be framed), or as links that
 * open a new tab (a page cannot open a tab by itself without a tap: pop-up blockers refuse it).
 * The frame is sandboxed (no top navigation) and granted no device features; a link on the site's own
 * origin is never framed, because allow-scripts with allow-same-origin there would undo the sandbox.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerServiceLinkList, type ServiceLink, serviceEntriesOf, useServiceVersion } from '../../api/service-links';
import { useConsolidatedSettings } from '../../api/system';
import { Failed, Waiting } from '../../ui/status-view';
import { type ScreenProps, useWidgetEnv } from '../../ui/widget-env';
import './customer-service.css';

/** The chat may run scripts, keep its cookies, send forms and open pop-ups, but never navigate this page. */
export const SERVICE_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** A page of the site's own origin could remove the sandbox of its frame, so it opens in a new tab instead. */
export function mayFrame(url: string, siteOrigin = window.location.origin): boolean {
  return new URL(url).origin !== siteOrigin;
}

function linkTitle(link: ServiceLink, t: (key: string) => string) {
  return link.title || t(link.kind === 'main' ? 'service.main' : 'service.sub');
}

function NewTabLink({ link, label }: { link: ServiceLink; label: string }) {
  const { t } = useTranslation();
  return (
    <a className="lv-button lv-service-open" href={link.url} target="_blank" rel="noopener noreferrer" data-testid="service-open-tab">
      {label}
      <span className="lv-visually-hidden"> {t('service.opensInNewTab')}</span>
    </a>
  );
}

/** One link inside the screen; the frame stays busy until its page has loaded. */
function ServiceFrame({ link }: { link: ServiceLink }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const title = linkTitle(link, t);
  return (
    <div className="lv-service-frame" aria-busy={!loaded} data-state={loaded ? 'ready' : 'loading'}>
      {loaded ? null : <Waiting label={t('service.loading')} />}
      <iframe
        key={link.url}
        src={link.url}
        title={title}
        onLoad={() => setLoaded(true)}
        referrerPolicy="no-referrer"
        sandbox={SERVICE_FRAME_SANDBOX}
        allow=""
        data-testid="service-frame"
      />
    </div>
  );
}

export default function CustomerServiceScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const settings = useConsolidatedSettings();
  const version = useServiceVersion();
  const links = useMemo(
    () => (settings.data ? customerServiceLinkList(serviceEntriesOf(version.data, settings.data.customerService)) : []),
    [settings.data, version.data],
  );
  const [chosen, setChosen] = useState<ServiceLink['kind']>('main');
  const framed = env.config.constants.customerServiceOpenIn === 'frame' && links.every((link) => mayFrame(link.url));
  const openIn = framed ? 'frame' : 'newTab';
  const state = settings.isPending || version.isPending ? 'loading' : settings.isError ? 'error' : links.length ? 'ready' : 'empty';
  const current = links.find((l) => l.kind === chosen) ?? links[0];

  return (
    <section className="lv-service" data-screen="customerService" data-state={state} data-open-in={openIn} aria-busy={state === 'loading'}>
      {state === 'loading' ? (
        <Waiting />
      ) : state === 'error' ? (
        <Failed onRetry={() => void settings.refetch()} />
      ) : state === 'empty' || !current ? (
        <div className="lv-status" data-testid="service-empty">
          <p>{t('service.none')}</p>
        </div>
      ) : openIn === 'newTab' ? (
        <div className="lv-service-links">
          <p>{t('service.newTabIntro')}</p>
          {links.map((link) => (
            <NewTabLink key={link.kind} link={link} label={linkTitle(link, t)} />
          ))}
        </div>
      ) : (
        <>
          <div className="lv-service-bar">
            {links.length > 1 ? (
              <fieldset className="lv-service-choice">
                <legend className="lv-visually-hidden">{t('service.choose')}</legend>
                {links.map((link) => (
                  <button
                    key={link.kind}
                    type="button"
                    className={link.kind === current.kind ? 'lv-button' : 'lv-button lv-button-quiet'}
                    aria-pressed={link.kind === current.kind}
                    onClick={() => setChosen(link.kind)}
                    data-testid={`service-choose-${link.kind}`}
                  >
                    {linkTitle(link, t)}
                  </button>
                ))}
              </fieldset>
            ) : null}
            <a className="lv-link lv-service-tab" href={current.url} target="_blank" rel="noopener noreferrer" data-testid="service-open-tab">
              {t('service.openInNewTab')}
            </a>
          </div>
          <ServiceFrame key={current.url} link={current} />
        </>
      )}
    </section>
  );
}
