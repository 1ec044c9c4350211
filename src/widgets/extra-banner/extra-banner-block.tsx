/**
 * Extra banner (spec 2.2: "The home page shows an extra banner block"; its content is not shown). Livery
 * fills it with the home announcements' hot items (type H): the home call asks for them (spec §7) and no
 * other home block shows them. One row of cards of a fixed height (the row keeps its height while the
 * call runs, so nothing below moves when it answers); a tap opens the announcements (/m/notice). A
 * failed call shows nothing here: the banner carousel above offers the retry for the same call.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, useAnnouncements } from '../../api/announcements';
import type { BlockProps } from '../../ui/widget-env';
import { RouteLink } from '../../ui/route-link';

let scratch: HTMLTemplateElement | undefined;

/**
 * The text of a notice's HTML, for a one-line excerpt. Parsed into one reused <template>, whose content is
 * inert (nothing in it runs or loads) and far cheaper than a new document per notice.
 */
function plainText(html: string): string {
  if (typeof document === 'undefined') return '';
  scratch ??= document.createElement('template');
  scratch.innerHTML = html;
  const text = scratch.content.textContent ?? '';
  scratch.innerHTML = '';
  return text.replace(/\s+/g, ' ').trim();
}

function HotCard({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const excerpt = useMemo(() => plainText(notice.content), [notice.content]);
  return (
    <li className="lv-extra-item">
      <RouteLink to="/m/notice" className="lv-extra-card" data-testid="extra-banner-item">
        <span className="lv-extra-badge">{t('home.hot')}</span>
        <strong className="lv-extra-title" dir="auto">{notice.title}</strong>
        <span className="lv-extra-text" dir="auto">{excerpt}</span>
      </RouteLink>
    </li>
  );
}

export default function ExtraBanner(_: BlockProps) {
  const { t } = useTranslation();
  const announcements = useAnnouncements('home');
  if (announcements.isPending) return <section className="lv-extra" data-block="extraBanner" data-state="loading" aria-busy="true" aria-label={t('block.extraBanner')} />;
  const hot = announcements.data?.hot ?? [];
  if (hot.length === 0) return <section data-block="extraBanner" data-state={announcements.isError ? 'error' : 'empty'} hidden />;
  return (
    <section className="lv-extra" data-block="extraBanner" data-state="ready" aria-label={t('block.extraBanner')}>
      <ul className="lv-extra-list">
        {hot.map((notice) => (
          <HotCard key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  );
}
