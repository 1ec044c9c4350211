/**
 * One lottery game as a row: its icon (mobileIconUrl), name and remark, and one button per play type it
 * offers (tradPlaySwitch, entPlaySwitch), each opening /m/launchGame for that game and prize mode.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CdnImage } from '../../ui/cdn-image';
import type { LotteryGame, VnLotteryGame, VnLotteryRegion } from '../../api/games';
import { type LotteryMode, lotteryHref, playTypesOf, useOpenLaunch, vnHref } from './lottery-data';
import { Empty } from './lottery-status';

const ICON = 56;

/** The game's icon through the session's image CDN (spec §9), the empty square when it has none or none loads. */
function GameIcon({ src, eager }: { src?: string; eager: boolean }) {
  const none = <span className="lv-lottery-icon" aria-hidden="true" />;
  return src ? (
    <CdnImage className="lv-lottery-icon" src={src} alt="" width={ICON} height={ICON} loading={eager ? 'eager' : 'lazy'} decoding="async" fallback={none} />
  ) : (
    none
  );
}

/** One button per play type the game has switched on, each opening /m/launchGame for that play. */
export function PlayButtons({ game, mode, name, testIdPrefix }: { game: LotteryGame; mode: LotteryMode; name: string; testIdPrefix: string }) {
  const { t } = useTranslation();
  const open = useOpenLaunch();
  return playTypesOf(game).map((playType) => (
    <button
      key={playType}
      type="button"
      className="lv-lottery-play"
      aria-label={t(playType === 'trad' ? 'lottery.playTradFor' : 'lottery.playEntFor', { name })}
      onClick={() => open(lotteryHref(game.code, mode, playType))}
      data-testid={`${testIdPrefix}-${playType}`}
    >
      {t(playType === 'trad' ? 'lottery.playTrad' : 'lottery.playEnt')}
    </button>
  ));
}

export function LotteryGameRow({ game, mode, eager = false }: { game: LotteryGame; mode: LotteryMode; eager?: boolean }) {
  const name = game.name ?? game.remark ?? game.code;
  const remark = game.name ? game.remark : undefined;
  return (
    <li className="lv-lottery-row" data-testid="lottery-game" data-code={game.code}>
      <GameIcon src={game.icon} eager={eager} />
      <div className="lv-lottery-text">
        <span className="lv-lottery-name">{name}</span>
        {remark ? <span className="lv-lottery-remark">{remark}</span> : null}
        <span className="lv-lottery-plays">
          <PlayButtons game={game} mode={mode} name={name} testIdPrefix="lottery-play" />
        </span>
      </div>
    </li>
  );
}

/** A weekday list (0 = Sunday) in the player's language, e.g. "Mon, Thu"; every day reads "Daily". */
export function useDrawDays(days: number[]): string {
  const { t, i18n } = useTranslation();
  if (days.length === 7) return t('lottery.daily');
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return days.map((d) => format.format(Date.UTC(2023, 0, 1 + d))).join(', ');
}

/** A Vietnam lottery game as a row; `children` (the lobby's draw details) follow its play button. */
export function VnGameRow({ game, eager = false, children }: { game: VnLotteryGame; eager?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const open = useOpenLaunch();
  const name = game.name ?? game.code;
  const days = useDrawDays(game.drawDays);
  const today = game.drawDays.includes(new Date().getDay());
  return (
    <li className="lv-lottery-row" data-testid="lottery-vn-game" data-code={game.code}>
      <GameIcon src={game.icon} eager={eager} />
      <div className="lv-lottery-text">
        <span className="lv-lottery-name">{name}</span>
        <span className="lv-lottery-remark">
          {days}
          {game.drawTime ? (
            <>
              {' · '}
              <bdi dir="ltr">{game.drawTime}</bdi>
            </>
          ) : null}
          {today && game.drawDays.length < 7 ? <span className="lv-lottery-today">{t('lottery.drawsToday')}</span> : null}
        </span>
        <span className="lv-lottery-plays">
          <button type="button" className="lv-lottery-play" aria-label={t('lottery.playFor', { name })} onClick={() => open(vnHref(game.code))} data-testid="lottery-play-vn">
            {t('lottery.play')}
          </button>
        </span>
      </div>
      {children}
    </li>
  );
}

/** The Vietnam lottery menu: each region with its provinces; `extra` adds to a province's row. */
export function VnRegions({
  regions,
  eagerRows = 0,
  level = 2,
  extra,
}: {
  regions: VnLotteryRegion[];
  eagerRows?: number;
  level?: 2 | 3;
  extra?: (game: VnLotteryGame) => ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const shown = regions.filter((r) => r.games.length > 0);
  if (shown.length === 0) return <Empty text={t('lottery.emptyGroup')} testId="lottery-empty" />;
  return shown.map((region, r) => (
    <section key={region.region ?? region.displayName} className="lv-lottery-section" data-testid="lottery-vn-region">
      <Heading className="lv-lottery-heading">{region.displayName}</Heading>
      <ul className="lv-lottery-list">
        {region.games.map((game, i) => (
          <VnGameRow key={game.code} game={game} eager={r === 0 && i < eagerRows}>
            {extra?.(game)}
          </VnGameRow>
        ))}
      </ul>
    </section>
  ));
}
