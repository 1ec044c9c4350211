/**
 * Hot-match ticker (spec 2.10, §9): a vertical carousel of the hot matches, one at a time, moving every
 * hotMatchDelayMs (5000 ms) at hotMatchSpeedMs (500 ms), looping only with more than one match. Each
 * shows the time (MM/DD HH:mm, the player's time zone), the home and away teams with their icons, and VS;
 * a tap opens the hot-match pop-up, whose bet button launches the FIRST hot match (its vendor, room id
 * and node id), as the spec says. The ticker pauses under the pointer or focus and stays still for
 * reduced motion (every match is still reachable with Tab or a swipe). One height in every state.
 */
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { type HotMatch, useHotMatches } from '../../api/games';
import { problemOf } from '../../api/problems';
import { useProblemText } from '../../ui/problem-text';
import { useGameLauncher } from '../../ui/game-launch';
import { useGameScope } from '../../ui/game-scope';
import { Failed } from '../../ui/status-view';
import type { HotMatchesProps } from '../../config/merchant-resolved.gen';
import type { BlockProps } from '../../ui/widget-env';
import { HotMatchPopup } from './hot-match-popup';
import { formatMatchTime } from './match-time';
import { useAfterIdle } from './after-idle';
import { useAutoplay } from './autoplay';
import { usePrefersReducedMotion } from './reduced-motion';
import { CdnImage } from '../../ui/cdn-image';

const TEAM_ICON_SIZE = 24;

/** Hot matches are sports: their launch goes through the game centre in that category. */
export const HOT_MATCH_CATEGORY = 'SPORTS';

function TeamIcon({ src }: { src?: string }) {
  return (
    <CdnImage
      className="lv-ticker-icon"
      src={src}
      width={TEAM_ICON_SIZE}
      height={TEAM_ICON_SIZE}
      loading="lazy"
      decoding="async"
      fallback={<span className="lv-ticker-icon" aria-hidden="true" />}
    />
  );
}

function MatchRow({ match, onOpen }: { match: HotMatch; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="lv-ticker-row" onClick={onOpen} data-testid="hot-match">
      <bdi className="lv-ticker-time" dir="ltr" data-testid="hot-match-time">
        {formatMatchTime(match.matchTime)}
      </bdi>
      <span className="lv-ticker-team" data-testid="hot-match-home">
        <TeamIcon src={match.homeTeamImageUrl} />
        <span className="lv-ticker-name" dir="auto">{match.homeTeam}</span>
      </span>
      <span className="lv-ticker-vs">{t('home.vs')}</span>
      <span className="lv-ticker-team lv-ticker-away" data-testid="hot-match-away">
        <span className="lv-ticker-name" dir="auto">{match.awayTeam}</span>
        <TeamIcon src={match.awayTeamImageUrl} />
      </span>
    </button>
  );
}

function Frame({ state, children }: { state: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="lv-ticker" data-block="hotMatches" data-state={state} aria-label={t('block.hotMatches')}>
      <h2 className="lv-ticker-label">{t('block.hotMatches')}</h2>
      {children}
    </section>
  );
}

export default function HotMatches({ props }: BlockProps<HotMatchesProps>) {
  const { t, i18n } = useTranslation();
  const scope = useGameScope();
  const matches = useHotMatches(scope);
  const launch = useGameLauncher();
  const problemText = useProblemText();
  const reducedMotion = usePrefersReducedMotion();
  const [opened, setOpened] = useState<HotMatch | undefined>();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // The matches render in the background (a render React can interrupt), not inside the task that brought
  // them, and the swiper starts at the next idle moment: the ticker keeps its loading line until then.
  const data = useDeferredValue(matches.data);
  const list = data ?? [];
  const swiperDue = useAfterIdle(list.length > 0);
  const several = list.length > 1;
  const { delayMs, speedMs } = props;
  const moving = several && !reducedMotion;
  const autoplay = useAutoplay(sectionRef, moving, delayMs, () => swiperRef.current?.slideNext());
  useEffect(() => {
    if (swiperRef.current) sectionRef.current?.setAttribute('data-loop', String(Boolean(swiperRef.current.params.loop)));
  });

  if (matches.isPending || (matches.data && !data) || (list.length > 0 && !swiperDue)) {
    return (
      <Frame state="loading">
        <p className="lv-ticker-note" aria-busy="true">
          {t('common.pleaseWait')}
        </p>
      </Frame>
    );
  }
  if (matches.isError) {
    return (
      <Frame state="error">
        <Failed onRetry={() => void matches.refetch()} detail={problemText(problemOf(matches.error))} />
      </Frame>
    );
  }
  if (list.length === 0) {
    return (
      <Frame state="empty">
        <p className="lv-ticker-note">{t('home.noHotMatches')}</p>
      </Frame>
    );
  }

  const first = list[0] as HotMatch;
  const bet = () => {
    setOpened(undefined);
    launch({ vendor: first.vendor, roomId: first.roomId, nodeId: first.nodeId, gameType: HOT_MATCH_CATEGORY });
  };

  return (
    <section
      ref={sectionRef}
      className="lv-ticker"
      data-block="hotMatches"
      data-state="ready"
      data-count={list.length}
      data-active="0"
      data-autoplay={moving ? 'running' : 'off'}
      aria-label={t('block.hotMatches')}
      {...autoplay.bind}
    >
      <h2 className="lv-ticker-label">{t('block.hotMatches')}</h2>
      <Swiper
        key={`${i18n.dir()}-${list.length}`}
        dir={i18n.dir()}
        className="lv-ticker-swiper"
        modules={[A11y]}
        direction="vertical"
        slidesPerView={1}
        loop={several}
        speed={reducedMotion ? 0 : speedMs}
        a11y={{ slideLabelMessage: t('home.matchOf', { index: '{{index}}', count: list.length }), itemRoleDescriptionMessage: t('home.slide') }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => sectionRef.current?.setAttribute('data-active', String(swiper.realIndex))}
      >
        {list.map((match) => (
          <SwiperSlide key={`${match.roomId}-${match.matchTime}`} data-testid="hot-match-slide">
            <MatchRow match={match} onOpen={() => setOpened(match)} />
          </SwiperSlide>
        ))}
      </Swiper>
      {opened ? <HotMatchPopup match={opened} onBet={bet} onClose={() => setOpened(undefined)} /> : null}
    </section>
  );
}
