/**
 * Banner carousel (spec 2.10, §9): the home announcements' banners, autoplaying every `intervalMs` of its
 * props (5000 ms), looping (when its props allow) only with more than one banner; a tap runs the banner's action (an in-app route, an
 * https page in a new tab, or a game launch). The first banner is the page's largest paint: loaded at
 * once with high priority and its size given, so nothing shifts. Autoplay pauses while the pointer is
 * over it or focus is inside it, stops with the pause button, and is off for reduced motion. The
 * pagination bullets are labelled buttons; Arabic gets dir="rtl" on the swiper.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { type Banner, useAnnouncements } from '../../api/announcements';
import { problemOf } from '../../api/problems';
import { useGameLauncher } from '../../ui/game-launch';
import { useProblemText } from '../../ui/problem-text';
import { Failed } from '../../ui/status-view';
import type { BannerCarouselProps } from '../../config/merchant-resolved.gen';
import type { BlockProps } from '../../ui/widget-env';
import { useAfterIdle } from './after-idle';
import { useAutoplay } from './autoplay';
import { usePrefersReducedMotion } from './reduced-motion';
import './banner-carousel.css';
import { RouteLink } from '../../ui/route-link';
import { CdnImage } from '../../ui/cdn-image';

/** The swiper arrives after the first banner has painted: it is not needed to show it. */
const BannerSwiper = lazy(() => import('./banner-swiper'));

/** The banners' frame (the platform's banners are 750 x 300); images are fitted into it. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

function BannerImage({ banner, first, still, onSettled }: { banner: Banner; first: boolean; still: boolean; onSettled?: () => void }) {
  return (
    <CdnImage
      className={still ? 'lv-banner-still-image' : 'lv-banner-image'}
      src={banner.url}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      onLoad={onSettled}
      onError={onSettled}
    />
  );
}

/**
 * One banner as what its action makes it: a link, a button that launches a game, or a picture. `still`:
 * the first banner shown before the swiper runs (see BannerCarousel), not one of the carousel's slides.
 */
function BannerSlide({ banner, first, still = false, onSettled }: { banner: Banner; first: boolean; still?: boolean; onSettled?: () => void }) {
  const { t } = useTranslation();
  const launch = useGameLauncher();
  const image = <BannerImage banner={banner} first={first} still={still} onSettled={onSettled} />;
  const testId = still ? undefined : 'banner-tap';
  if (banner.route) {
    const route = banner.route;
    return (
      <RouteLink to={route} className="lv-banner-tap" data-testid={testId} data-action="route">
        {image}
      </RouteLink>
    );
  }
  if (banner.link) {
    return (
      <a className="lv-banner-tap" href={banner.link} target="_blank" rel="noopener noreferrer" data-testid={testId} data-action="link">
        {image}
        <span className="lv-visually-hidden">{t('home.opensInNewTab')}</span>
      </a>
    );
  }
  if (banner.game) {
    const game = banner.game;
    return (
      <button type="button" className="lv-banner-tap" onClick={() => launch(game)} data-testid={testId} data-action="game">
        {image}
      </button>
    );
  }
  return image;
}

function BannerFrame({ children, state }: { children?: React.ReactNode; state: string }) {
  const { t } = useTranslation();
  return (
    <section className="lv-banners" data-block="bannerCarousel" data-state={state} aria-label={t('home.banners')}>
      <div className="lv-banner-frame">{children}</div>
    </section>
  );
}

export default function BannerCarousel({ props }: BlockProps<BannerCarouselProps>) {
  const { t, i18n } = useTranslation();
  const announcements = useAnnouncements('home');
  const problemText = useProblemText();
  const reducedMotion = usePrefersReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [stopped, setStopped] = useState(false);
  const [covered, setCovered] = useState(false);
  const banners = announcements.data?.banners ?? [];
  const several = banners.length > 1;
  const moving = several && !reducedMotion;
  // Without loop the autoplay stays on the last banner.
  const advance = () => {
    const swiper = swiperRef.current;
    if (swiper && (props.loop || !swiper.isEnd)) swiper.slideNext();
  };
  const autoplay = useAutoplay(sectionRef, moving, props.intervalMs, advance);
  // The swiper's code comes once the first banner is on screen (its image loaded, or failed, and a frame
  // drawn since): it is not needed to show it, and loading it earlier delays that paint on a slow phone.
  const [stillSettled, setStillSettled] = useState(false);
  const swiperDue = useAfterIdle(stillSettled);

  if (announcements.isPending) return <BannerFrame state="loading" />;
  if (announcements.isError) {
    return (
      <BannerFrame state="error">
        <Failed onRetry={() => void announcements.refetch()} detail={problemText(problemOf(announcements.error))} />
      </BannerFrame>
    );
  }
  // No banners: the block takes no room (there is nothing to show or to wait for).
  if (banners.length === 0) return <section data-block="bannerCarousel" data-state="empty" hidden />;

  const dir = i18n.dir();
  const toggle = () => {
    if (stopped) autoplay.release('stopped');
    else autoplay.hold('stopped');
    setStopped(!stopped);
  };

  return (
    <section
      ref={sectionRef}
      className="lv-banners"
      data-block="bannerCarousel"
      data-state="ready"
      data-count={banners.length}
      data-active="0"
      data-autoplay={moving ? 'running' : 'off'}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      {...autoplay.bind}
    >
      <div className="lv-banner-frame">
        {/* The first banner alone paints without waiting for the swiper's code; the swiper then covers it
            (it stays beneath, inert, so the page's largest paint keeps its element and nothing flashes). */}
        <div className="lv-banner-still" dir={dir} aria-hidden={covered || undefined} inert={covered}>
          <BannerSlide banner={banners[0] as Banner} first still onSettled={() => setStillSettled(true)} />
        </div>
        {swiperDue ? (
          <Suspense fallback={null}>
            <BannerSwiper
              key={`${dir}-${banners.length}`}
              dir={dir}
              loop={several && props.loop}
              speed={reducedMotion ? 0 : 300}
              pagination={several}
              messages={{
                paginationBulletMessage: t('home.goToBanner', { index: '{{index}}' }),
                slideLabelMessage: t('home.bannerOf', { index: '{{index}}', count: banners.length }),
                itemRoleDescriptionMessage: t('home.slide'),
              }}
              onSwiper={(swiper) => {
                swiperRef.current = swiper;
                setCovered(true);
                // Whether the swiper really loops, for tests and styles.
                sectionRef.current?.setAttribute('data-loop', String(Boolean(swiper.params.loop)));
              }}
              onSlideChange={(swiper) => sectionRef.current?.setAttribute('data-active', String(swiper.realIndex))}
              slides={banners.map((banner, i) => ({ id: banner.id, node: <BannerSlide banner={banner} first={i === 0} /> }))}
            />
          </Suspense>
        ) : null}
      </div>
      {moving ? (
        <button type="button" className="lv-banner-toggle" onClick={toggle} aria-pressed={stopped} data-testid="banner-pause">
          <span aria-hidden="true" className={stopped ? 'lv-banner-play-icon' : 'lv-banner-pause-icon'} />
          <span className="lv-visually-hidden">{t('home.pauseBanners')}</span>
        </button>
      ) : null}
    </section>
  );
}
