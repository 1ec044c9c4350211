/**
 * Side service bar (spec 2.10): a floating button at the page's end edge that opens the merchant's service
 * entries (its props' entries: referral, download, live chat when the platform has customer service)
 * and the social links that are configured (Facebook and two Telegram links; the platform's resources
 * override the merchant's defaults). Live chat opens the customer-service screen, social links a new tab; the referral and
 * download items open the frame's dialogs (a guest's referral asks for a login first).
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../../api/system';
import { Icon } from '../../ui/icons';
import { RouteLink } from '../../ui/route-link';
import type { MenuItem, SideServiceBarProps } from '../../config/merchant-resolved.gen';
import type { BlockProps } from '../../ui/widget-env';
import { useScreenPath, useWidgetEnv } from '../../ui/widget-env';
import { liveChatUrl, type SocialKind, socialLinks } from './service-links';

const SOCIAL_LABEL: Record<SocialKind, string> = { FACEBOOK: 'home.facebook', TELEGRAM: 'home.telegram', TELEGRAM2: 'home.telegram2' };

function SocialIcon({ kind }: { kind: SocialKind }) {
  const path =
    kind === 'FACEBOOK'
      ? 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z'
      : 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-7-7 9';
  return (
    <svg className="lv-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg className="lv-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function External({ href, label, icon, testId }: { href: string; label: string; icon: React.ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <a className="lv-side-item" href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      <span className="lv-side-icon">{icon}</span>
      <span>{label}</span>
      <span className="lv-visually-hidden">{t('home.opensInNewTab')}</span>
    </a>
  );
}

export default function SideServiceBar({ props }: BlockProps<SideServiceBarProps>) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const settings = useConsolidatedSettings();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const chat = liveChatUrl(settings.data?.customerService);
  const social = socialLinks(props.social, settings.data?.resources);
  const serviceRoute = useScreenPath('customerService');

  const item = (entry: MenuItem) => {
    const label = t(entry.labelKey);
    const testId = `side-${entry.id}`;
    const action = entry.action;
    // Live chat opens the customer-service screen (the same as the agent home's tool), when a link exists.
    if ('command' in action && action.command === 'customerService') {
      return chat && serviceRoute ? (
        <RouteLink className="lv-side-item" to={serviceRoute} onActivate={() => env.run(action)} data-testid={testId}>
          <span className="lv-side-icon">
            <Icon name={entry.icon ?? 'chat'} />
          </span>
          <span>{label}</span>
        </RouteLink>
      ) : null;
    }
    return (
      <button type="button" className="lv-side-item" onClick={() => env.run(action)} data-testid={testId}>
        {entry.icon ? (
          <span className="lv-side-icon">
            <Icon name={entry.icon} />
          </span>
        ) : null}
        <span>{label}</span>
      </button>
    );
  };

  const entries = props.entries.filter((entry) => env.shows(entry.when)).map((entry) => ({ key: entry.id, node: item(entry) }));
  const links = social.map(({ kind, url }) => ({
    key: kind,
    node: <External href={url} label={t(SOCIAL_LABEL[kind])} icon={<SocialIcon kind={kind} />} testId={`side-${kind.toLowerCase()}`} />,
  }));
  const shown = [...entries, ...links].filter((entry) => entry.node !== null);
  if (shown.length === 0) return <nav data-block="sideServiceBar" data-state="empty" hidden />;

  return (
    <nav
      className="lv-side"
      data-block="sideServiceBar"
      data-state={open ? 'open' : 'closed'}
      aria-label={t('block.sideServiceBar')}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <ul className="lv-side-list" id={listId} hidden={!open}>
        {shown.map((entry) => (
          <li key={entry.key}>{entry.node}</li>
        ))}
      </ul>
      <button
        type="button"
        className="lv-side-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t(open ? 'home.closeServices' : 'home.openServices')}
        onClick={() => setOpen(!open)}
        ref={toggleRef}
        data-testid="side-toggle"
      >
        {open ? <CloseIcon /> : <Icon name="chat" />}
      </button>
    </nav>
  );
}
