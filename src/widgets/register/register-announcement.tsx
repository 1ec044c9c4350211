/**
 * The registration announcement (spec 2.5: types B, group m_reg, platform M) above the form: banner
 * images with their titles, and any notices with their sanitised content. While it loads, or when the
 * call fails, nothing shows: registering never waits for it.
 */
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcements';
import { ServerHtml } from '../../ui/server-html';
import { CdnImage } from '../../ui/cdn-image';

export function RegisterAnnouncement() {
  const { t } = useTranslation();
  const { data } = useAnnouncements('register');
  if (!data) return null;
  const notices = [...data.player, ...data.popup, ...data.hot, ...data.promotion, ...data.contentLobby];
  if (data.banners.length === 0 && notices.length === 0) return null;
  return (
    <section className="lv-register-news" aria-label={t('register.announcement')} data-testid="register-announcement">
      {data.banners.length > 0 ? (
        // A keyboard reaches the side-scrolling banners too (a focusable scroller scrolls with the arrow keys).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard (WCAG 2.1.1)
        <div className="lv-register-banners" tabIndex={0}>
          {data.banners.map((banner) => (
            <figure key={banner.id} className="lv-register-banner" data-testid="register-banner">
              <CdnImage src={banner.url} />
              {banner.title ? <figcaption>{banner.title}</figcaption> : null}
            </figure>
          ))}
        </div>
      ) : null}
      {notices.map((notice) => (
        <article key={notice.id} className="lv-register-notice" data-testid="register-notice">
          <h2>{notice.title}</h2>
          <ServerHtml html={notice.content} />
        </article>
      ))}
    </section>
  );
}
