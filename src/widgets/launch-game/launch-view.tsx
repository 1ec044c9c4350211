/**
 * The launch screens (spec 2.1 /m/launchGame, /m/gameCenter, /m/slotsCenter; 2.10 launch rules): read
 * what the address asks for, call the platform (a lottery with the prize mode of §4 and a back URL, or a
 * game through the game centre), then show the game full screen in a sandboxed frame with a back control
 * of Livery's own, since some vendors draw none. A refusal (#734 the previous game has not finished,
 * #727 system busy), an answer without a game address and any other failure each say so clearly and
 * offer Retry and Back.
 */
import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type GameLaunch, type LotteryLaunch, prizeMode, useLaunchGame, useLaunchLottery, vendorsQuery } from '../../api/games';
import { problemOf } from '../../api/problems';
import { useSessionStore } from '../../state/session';
import { useProblemText } from '../../ui/problem-text';
import { useGameScope } from '../../ui/game-scope';
import { Icon } from '../../ui/icons';
import { LossLimitGate } from '../../ui/protection';
import { Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';
import {
  backsHome,
  frameableGameUrl,
  GAME_ALLOW,
  type GameLaunchQuery,
  gameSandbox,
  type LaunchKind,
  type LaunchProblem,
  type LotteryLaunchQuery,
  launchProblemOf,
  readLaunchQuery,
} from './launch-rules';

const HOME = '/m/home';

const PROBLEM_TEXT: Record<LaunchProblem | 'noGame', string> = {
  unfinished: 'launch.unfinished',
  busy: 'launch.busy',
  noUrl: 'launch.noUrl',
  failed: 'launch.failed',
  noGame: 'launch.noGame',
};

export function LaunchView({ screen, kind }: { screen: 'launchGame' | 'gameCentre' | 'slotsCentre'; kind: LaunchKind }) {
  const session = useSessionStore((s) => s.session);
  const [params] = useSearchParams();
  const query = useMemo(() => readLaunchQuery(kind, params), [kind, params]);
  const goBack = useGoBack(query?.pageBack);
  const key = params.toString();

  let body: ReactNode;
  if (!session) body = <LoginFirst />;
  else if (!query) body = <LaunchFailure problem="noGame" onBack={goBack} />;
  else
    body = (
      // The player's loss limits (issue 20) are checked before the platform is asked for the game.
      <LossLimitGate key={key} onBack={goBack}>
        {query.kind === 'lottery' ? <LotteryLauncher query={query} onBack={goBack} /> : <GameLauncher query={query} onBack={goBack} />}
      </LossLimitGate>
    );
  return (
    <div className="lv-launch" data-screen={screen}>
      {body}
    </div>
  );
}

/** Back to /m/home with pageBack=home (in place of the launch page), else one step back in the history. */
function useGoBack(pageBack: string | undefined): () => void {
  const env = useWidgetEnv();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backsHome(pageBack) || idx === 0) env.navigate(HOME, { replace: true });
    else window.history.back();
  }, [env, pageBack]);
}

/** Calls `launch` once per distinct input (React's development double effects included). */
function useLaunchOnce<T>(mutate: (input: T) => void, input: T | undefined): void {
  const started = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (input === undefined || started.current === input) return;
    started.current = input;
    mutate(input);
  }, [input, mutate]);
}

/** A lottery: the prize mode from the address, else from the vendor data (§4); the lottery's back URL is home. */
function LotteryLauncher({ query, onBack }: { query: LotteryLaunchQuery; onBack: () => void }) {
  const scope = useGameScope();
  const problemText = useProblemText();
  const vendors = useQuery({ ...vendorsQuery(scope), enabled: query.prizeMode === undefined });
  const mode = query.prizeMode ?? (vendors.data ? prizeMode(vendors.data) : undefined);
  const launch = useLaunchLottery(scope);
  const input = useMemo<LotteryLaunch | undefined>(
    () => (mode ? { prizeMode: mode, code: query.code, backUrl: HOME, vendor: query.vendor, playType: query.playType } : undefined),
    [mode, query],
  );
  useLaunchOnce(launch.mutate, input);
  if (!mode && vendors.isError) return <LaunchFailure problem="failed" detail={problemText(problemOf(vendors.error))} onRetry={() => void vendors.refetch()} onBack={onBack} />;
  return <LaunchOutcome launch={launch} input={input} onBack={onBack} />;
}

/** A game through the game centre: category, vendor, game id and node id. */
function GameLauncher({ query, onBack }: { query: GameLaunchQuery; onBack: () => void }) {
  const scope = useGameScope();
  const launch = useLaunchGame(scope);
  const input = useMemo<GameLaunch>(() => ({ vendor: query.vendor, gameId: query.gameId, nodeId: query.nodeId }), [query]);
  useLaunchOnce(launch.mutate, input);
  return <LaunchOutcome launch={launch} input={input} onBack={onBack} />;
}

function LaunchOutcome<T>({ launch, input, onBack }: { launch: UseMutationResult<string, unknown, T>; input: T | undefined; onBack: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const retry = input === undefined ? undefined : () => launch.mutate(input);
  if (launch.isError) {
    const problem = launchProblemOf(launch.error);
    return <LaunchFailure problem={problem} detail={problem === 'failed' ? problemText(problemOf(launch.error)) : undefined} onRetry={retry} onBack={onBack} />;
  }
  if (launch.isSuccess) {
    const frame = frameableGameUrl(launch.data, window.location.origin);
    if (!frame) return <LaunchFailure problem="noUrl" onRetry={retry} onBack={onBack} />;
    return <GameFrame src={frame.src} sameOrigin={frame.sameOrigin} onBack={onBack} />;
  }
  return <Waiting label={t('launch.opening')} />;
}

function LaunchFailure({ problem, detail, onRetry, onBack }: { problem: LaunchProblem | 'noGame'; detail?: string; onRetry?: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="lv-status lv-status-error lv-launch-problem" role="alert" data-testid="launch-problem" data-problem={problem}>
      <p data-testid="launch-problem-text">{t(PROBLEM_TEXT[problem])}</p>
      {detail ? <p className="lv-muted">{detail}</p> : null}
      <div className="lv-launch-actions">
        {onRetry ? (
          <button type="button" className="lv-button" onClick={onRetry} data-testid="launch-retry">
            {t('common.retry')}
          </button>
        ) : null}
        <button type="button" className="lv-button lv-button-quiet" onClick={onBack} data-testid="launch-back">
          {t('common.back')}
        </button>
      </div>
    </div>
  );
}

/** A guest on a public game-centre address: nothing launches without a session (spec 2.10). */
function LoginFirst() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const location = useLocation();
  return (
    <div className="lv-status lv-launch-problem" data-testid="launch-login">
      <p>{t('launch.loginFirst')}</p>
      <button
        type="button"
        className="lv-button"
        onClick={() => env.navigate(`/m/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)}
        data-testid="launch-login-button"
      >
        {t('common.login')}
      </button>
    </div>
  );
}

/**
 * The game, full screen in a modal <dialog> (the top layer: above the header, footer and page fade; the
 * page behind is inert), with the back control before the game in focus order; the game has the focus.
 * Escape (outside the game's own frame) also leaves the game.
 */
function GameFrame({ src, sameOrigin, onBack }: { src: string; sameOrigin: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Browsers without modal <dialog> support (and jsdom) get a plain open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Keys go to the game; the back control is one Shift+Tab away.
    frame.current?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className="lv-game-frame"
      aria-label={t('launch.frameTitle')}
      onCancel={(event) => {
        event.preventDefault();
        onBack();
      }}
      data-testid="game-frame-view"
    >
      <button type="button" className="lv-game-frame-back lv-back" onClick={onBack} aria-label={t('launch.leave')} data-testid="game-frame-back">
        <Icon name="back" />
      </button>
      <iframe
        ref={frame}
        src={src}
        title={t('launch.frameTitle')}
        sandbox={gameSandbox(sameOrigin)}
        allow={GAME_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="game-frame"
      />
    </dialog>
  );
}
