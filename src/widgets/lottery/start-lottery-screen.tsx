/**
 * Start a lottery, /m/startLottery (spec 2.1 lazy screen; a session is needed): the lottery the link
 * names, with the query the lottery screens give /m/launchGame (code and prize_mode, or vendor
 * TCG_LOTTO_VN and code), shown large with its remark and one start button per play type it has switched
 * on, each opening /m/launchGame. A Vietnam lottery shows its draw days and time. The lottery calls carry
 * no issue number or draw countdown, so none is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CdnImage } from '../../ui/cdn-image';
import { useSearchParams } from 'react-router-dom';
import { type LotteryGame, lotteryListQuery, type VnLotteryGame, vnLotteryMenuQuery } from '../../api/games';
import { RouteLink } from '../../ui/route-link';
import type { ScreenProps } from '../../ui/widget-env';
import { useScreenPath, useWidgetEnv } from '../../ui/widget-env';
import { type LotteryMode, playTypesOf, useLotterySetup, useOpenLaunch, VN_VENDOR, vnHref } from './lottery-data';
import { PlayButtons, useDrawDays } from './lottery-game-row';
import { Empty, LoadState } from './lottery-status';

const ICON = 96;

const modeOf = (value: string | null): LotteryMode | undefined => (value === 'Lott' || value === 'Elott' ? value : undefined);

export default function StartLotteryScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const vietnam = params.get('vendor') === VN_VENDOR;
  return (
    <section className="lv-lottery lv-start-lottery" data-screen="startLottery" data-code={code}>
      {!code ? <Missing text={t('lobby.noLottery')} testId="start-lottery-none" /> : vietnam ? <VnStart code={code} /> : <Start code={code} asked={modeOf(params.get('prize_mode'))} />}
    </section>
  );
}

/** No such lottery: a way to the merchant's lottery lobby, where it has one. */
function Missing({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  const lobby = useScreenPath('lotteryLobby');
  return (
    <div className="lv-start-lottery-missing">
      <Empty text={text} testId={testId} />
      {lobby ? (
        <RouteLink to={lobby} className="lv-button lv-button-quiet" data-testid="start-lottery-lobby">
          {t('lobby.allLotteries')}
        </RouteLink>
      ) : null}
    </div>
  );
}

/** A regular lottery: the prize mode the link names, else the one the vendor data decides (spec 4). */
function Start({ code, asked }: { code: string; asked?: LotteryMode }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const setup = useLotterySetup();
  const mode = asked ?? setup.mode;
  const games = useQuery({ ...lotteryListQuery(setup.scope, mode ?? 'Lott', env.config.constants.elotteryCacheDelayMs), enabled: mode !== undefined, retry: false });
  const game = games.data?.find((g) => g.code === code);
  return (
    <LoadState loads={mode === undefined ? [setup.vendors] : [games]} testId="start-lottery">
      {game && mode ? <LotteryCard game={game} mode={mode} /> : <Missing text={t('lobby.unknownLottery', { code })} testId="start-lottery-unknown" />}
    </LoadState>
  );
}

/** The game's icon through the session's image CDN (spec §9), the empty square when it has none or none loads. */
function Icon({ src }: { src?: string }) {
  const none = <span className="lv-start-lottery-icon" aria-hidden="true" />;
  return src ? <CdnImage className="lv-start-lottery-icon" src={src} alt="" width={ICON} height={ICON} decoding="async" fallback={none} /> : none;
}

function LotteryCard({ game, mode }: { game: LotteryGame; mode: LotteryMode }) {
  const { t } = useTranslation();
  const name = game.name ?? game.remark ?? game.code;
  const remark = game.name ? game.remark : undefined;
  const plays = playTypesOf(game);
  return (
    <article className="lv-start-lottery-card" data-testid="start-lottery-game" data-prize-mode={mode}>
      <Icon src={game.icon} />
      <h2 className="lv-start-lottery-name">{name}</h2>
      {remark ? <p className="lv-muted">{remark}</p> : null}
      {plays.length === 0 ? (
        <p className="lv-muted" data-testid="start-lottery-closed">
          {t('lobby.notPlayable')}
        </p>
      ) : (
        <fieldset className="lv-start-lottery-plays">
          <legend className="lv-visually-hidden">{t('lobby.chooseToStart')}</legend>
          <PlayButtons game={game} mode={mode} name={name} testIdPrefix="start-lottery" />
        </fieldset>
      )}
    </article>
  );
}

function VnStart({ code }: { code: string }) {
  const { t } = useTranslation();
  const { scope } = useLotterySetup();
  const menu = useQuery({ ...vnLotteryMenuQuery(scope), retry: false });
  const game = menu.data?.flatMap((r) => r.games).find((g) => g.code === code);
  return (
    <LoadState loads={[menu]} testId="start-lottery">
      {game ? <VnCard game={game} /> : <Missing text={t('lobby.unknownLottery', { code })} testId="start-lottery-unknown" />}
    </LoadState>
  );
}

function VnCard({ game }: { game: VnLotteryGame }) {
  const { t } = useTranslation();
  const open = useOpenLaunch();
  const name = game.name ?? game.code;
  const days = useDrawDays(game.drawDays);
  return (
    <article className="lv-start-lottery-card" data-testid="start-lottery-game" data-vendor={VN_VENDOR}>
      <Icon src={game.icon} />
      <h2 className="lv-start-lottery-name">{name}</h2>
      {game.drawDays.length > 0 ? <p className="lv-muted">{t('lobby.drawDays', { days })}</p> : null}
      {game.drawTime ? <p className="lv-muted">{t('lobby.drawTime', { time: `\u2066${game.drawTime}\u2069` })}</p> : null}
      <div className="lv-start-lottery-plays">
        <button type="button" className="lv-lottery-play" aria-label={t('lottery.playFor', { name })} onClick={() => open(vnHref(game.code))} data-testid="start-lottery-vn">
          {t('lottery.play')}
        </button>
      </div>
    </article>
  );
}
