/**
 * Notice marquee (spec 2.10): the home notices' titles scrolling in one line; with none, the 'no
 * announcement' text; a tap opens /m/notice. The bar keeps one height in every state. The scroll pauses
 * under the pointer or focus and stays still for reduced motion (styles.css); screen readers get the
 * titles once, as the link's text. A failed call offers a retry in the bar itself.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcements';
import type { NoticeMarqueeProps } from '../../config/merchant-resolved.gen';
import type { BlockProps } from '../../ui/widget-env';
import { RouteLink } from '../../ui/route-link';

function SpeakerIcon() {
  return (
    <svg className="lv-marquee-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function NoticeMarquee({ props }: BlockProps<NoticeMarqueeProps>) {
  const { t } = useTranslation();
  const announcements = useAnnouncements('home');
  const label = t('home.announcements');

  if (announcements.isError) {
    return (
      <section className="lv-marquee" data-block="noticeMarquee" data-state="error" aria-label={label}>
        <SpeakerIcon />
        <button type="button" className="lv-marquee-retry" onClick={() => void announcements.refetch()} data-testid="marquee-retry">
          {t('common.loadFailed')}
        </button>
      </section>
    );
  }

  const titles = announcements.data?.player.map((n) => n.title) ?? [];
  const state = announcements.isPending ? 'loading' : titles.length ? 'ready' : 'empty';
  const line = titles.join('   •   ');
  const duration: CSSProperties = { ['--lv-marquee-seconds' as string]: `${Math.max(props.minSeconds, line.length * props.secondsPerCharacter)}s` };

  return (
    <section className="lv-marquee" data-block="noticeMarquee" data-state={state} aria-label={label} aria-busy={state === 'loading'}>
      <SpeakerIcon />
      <RouteLink to="/m/notice" className="lv-marquee-link" data-testid="notice-marquee">
        {state === 'ready' ? (
          <span className="lv-marquee-window">
            <span className="lv-visually-hidden">{titles.join('; ')}</span>
            <span className="lv-marquee-track" style={duration} aria-hidden="true" data-testid="marquee-track">
              <span className="lv-marquee-copy" dir="auto">{line}</span>
              <span className="lv-marquee-copy" dir="auto">{line}</span>
            </span>
          </span>
        ) : state === 'empty' ? (
          <span className="lv-marquee-empty">{t('home.noAnnouncement')}</span>
        ) : (
          <span className="lv-visually-hidden">{t('common.pleaseWait')}</span>
        )}
      </RouteLink>
    </section>
  );
}
