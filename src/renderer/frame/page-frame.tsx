import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { Route } from '../../config/merchant-resolved.gen';
import { copyrightYears } from '../../lib/copyright';
import { openWhenPicturesShown } from '../../lib/first-screen';
import { whenIdle } from '../../lib/idle';
import { noticeAge } from '../../lib/notice-age';
import { backSwipeDistance, type SwipeRecord, shouldFade } from '../../lib/swipe';
import { ScreenTitleContext } from '../../ui/screen-title';
import { useWidgetEnv } from '../../ui/widget-env';
import { AgeBadge } from './age-notice';
import { Footer } from './footer';
import { Header } from './header';

/** Remembers the last horizontal swipe, so a history pop it caused can skip the fade. */
function useLastSwipe() {
  const last = useRef<SwipeRecord | undefined>(undefined);
  useEffect(() => {
    let startX: number | undefined;
    const start = (e: TouchEvent) => {
      startX = e.touches[0]?.clientX;
    };
    const end = (e: TouchEvent) => {
      const endX = e.changedTouches[0]?.clientX;
      if (startX === undefined || endX === undefined) return;
      const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
      last.current = { distance: backSwipeDistance(startX, endX, dir), at: performance.now() };
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchend', end, { passive: true });
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchend', end);
    };
  }, []);
  return last;
}

/**
 * Touch feedback on tiles and buttons (spec §9), loaded once the first screen is drawn and the page idle
 * (ui/touch-feedback.ts): its file does not share the network with the first screen's code and banner
 * (issue 15: asked for at the first render, it was the last request before the largest paint).
 */
function usePressFeedback(pressInMs: number, longPressMs: number, pressOutMs: number) {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(
      () =>
        void import('../../ui/touch-feedback').then(
          (m) => {
            if (live) stop = m.startPressFeedback(document, { pressInMs, longPressMs, pressOutMs });
          },
          () => undefined, // offline before it loaded: no feedback, nothing else lost
        ),
    );
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, [pressInMs, longPressMs, pressOutMs]);
}

/**
 * The page frame of spec 2.2: header (per route), the screen in <main>, footer (per route) with the
 * copyright line above it.
 * Pages fade in over the configured time, except after a long back swipe.
 */
export function PageFrame({ route, children }: { route: Route; children: ReactNode }) {
  const { t } = useTranslation();
  const { config } = useWidgetEnv();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  const { displayName } = config.identity;
  usePressFeedback(config.constants.touchPressInMs, config.constants.touchLongPressMs, config.constants.touchPressOutMs);
  // The first page on screen with its first pictures: work that may wait goes on (lib/first-screen.ts).
  useEffect(() => openWhenPicturesShown(), []);
  // A screen may title its page itself (useScreenTitle), e.g. the first-time password change.
  const [screenTitleKey, setScreenTitleKey] = useState<string | undefined>();
  const titleKey = screenTitleKey ?? route.titleKey;

  // Each page has its own title, and after a navigation focus moves to the new page, so screen
  // readers announce it (not on the first page: the browser starts at the top there).
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${displayName}` : displayName;
  }, [titleKey, displayName, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows each new page
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);
  const navigation = useNavigationType();
  const swipe = useLastSwipe();
  const { pageTransitionMs, backSwipeThresholdPx } = config.constants;
  // The first page is not a transition: it shows at once (a fade from opacity 0 would also hide its
  // largest paint from the browser's LCP); every page after a navigation fades.
  const [firstKey] = useState(location.key);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location.key !== firstKey) setNavigated(true);
  const fade = (navigated || location.key !== firstKey) && shouldFade(navigation, swipe.current, performance.now(), backSwipeThresholdPx);

  return (
    <div className="lv-app" data-route={route.path}>
      {route.header !== 'none' ? <Header route={route} titleKey={titleKey} /> : null}
      <main
        key={location.pathname}
        ref={mainRef}
        tabIndex={-1}
        id="main"
        className={fade ? 'lv-main lv-fade' : 'lv-main'}
        data-fade={fade ? 'on' : 'off'}
        style={{ animationDuration: `${pageTransitionMs}ms` }}
      >
        <ScreenTitleContext.Provider value={setScreenTitleKey}>
          {route.footer ? <div className="lv-screen">{children}</div> : children}
        </ScreenTitleContext.Provider>
        {route.footer ? (
          <>
            <p className="lv-copyright" data-testid="copyright">
              {t('common.copyright', { years: copyrightYears(config.constants.copyrightFromYear), name: displayName })}
            </p>
            <AgeBadge age={noticeAge(config.protection.ageNotice)} />
          </>
        ) : null}
      </main>
      {route.footer ? <Footer /> : null}
    </div>
  );
}
