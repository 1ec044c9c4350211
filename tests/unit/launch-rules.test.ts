/**
 * The launch screens' rules: the query launchHref writes read back (traditional mode, lottery lobby,
 * game centre), the meaning of a failed launch (#734, #727, no game address, anything else), which game
 * addresses may be framed, the sandbox (a game never navigates the top window) and the back rule.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http';
import { launchHref } from '../../src/ui/game-launch';
import { backsHome, frameableGameUrl, gameSandbox, launchProblemOf, prizeModeOf, readLaunchQuery } from '../../src/widgets/launch-game/launch-rules';

const query = (href: string) => new URL(href, 'http://site.test').searchParams;

describe('reading the launch address', () => {
  it('LOTT and ELOTT tiles: traditional mode with their prize mode, code lobby, pageBack=home', () => {
    expect(readLaunchQuery('lottery', query(launchHref({ vendor: 'LOTT' })))).toEqual({
      kind: 'lottery',
      playType: 'trad',
      prizeMode: 'Lott',
      code: 'lobby',
      vendor: undefined,
      pageBack: 'home',
    });
    expect(readLaunchQuery('lottery', query(launchHref({ vendor: 'ELOTT' })))).toMatchObject({ prizeMode: 'Elott', playType: 'trad' });
  });

  it('TCG_LOTTO_VN and TCG_SEA: the lottery lobby of that vendor, the prize mode left to the vendor data', () => {
    expect(readLaunchQuery('lottery', query(launchHref({ vendor: 'TCG_SEA' })))).toEqual({
      kind: 'lottery',
      playType: undefined,
      prizeMode: undefined,
      code: 'lobby',
      vendor: 'TCG_SEA',
      pageBack: 'home',
    });
  });

  it('the code defaults to lobby; a bare /m/launchGame asks for nothing; prize modes are read in any case', () => {
    expect(readLaunchQuery('lottery', query('/m/launchGame?playType=trad&prize_mode=Lott'))).toMatchObject({ code: 'lobby', prizeMode: 'Lott' });
    expect(readLaunchQuery('lottery', query('/m/launchGame?code=4D'))).toMatchObject({ code: '4D', prizeMode: undefined, playType: undefined });
    expect(readLaunchQuery('lottery', query('/m/launchGame'))).toBeUndefined();
    expect(readLaunchQuery('lottery', query('/m/launchGame?pageBack=home&code='))).toBeUndefined();
    expect(['lott', 'ELOTT', 'Zy', 'other', null].map(prizeModeOf)).toEqual(['Lott', 'Elott', 'ZY', undefined, undefined]);
  });

  it('game centre: category, vendor, game id and node id; without a vendor nothing is asked for', () => {
    const href = launchHref({ vendor: 'SBK', gameType: 'SPORTS', gameId: 'sbk_1', nodeId: '100001' });
    expect(href).toBe('/m/gameCenter?category=SPORTS&vendor=SBK&gameId=sbk_1&nodeId=100001');
    expect(readLaunchQuery('game', query(href))).toEqual({ kind: 'game', category: 'SPORTS', vendor: 'SBK', gameId: 'sbk_1', nodeId: '100001', pageBack: undefined });
    expect(readLaunchQuery('game', query('/m/gameCenter?category=RNG&vendor=SPW'))).toMatchObject({ vendor: 'SPW', gameId: undefined, nodeId: undefined });
    expect(readLaunchQuery('game', query('/m/gameCenter?category=RNG'))).toBeUndefined();
    expect(readLaunchQuery('game', query('/m/gameCenter?vendor=%20'))).toBeUndefined();
  });
});

describe('a failed launch', () => {
  const refused = (errorCode: string | undefined, message = 'Unknown error') => new ApiError('http', message, 400, errorCode);

  it('#734 (in the error code or the message) is "the previous game has not finished"', () => {
    expect(launchProblemOf(refused('#734'))).toBe('unfinished');
    expect(launchProblemOf(refused('734'))).toBe('unfinished');
    expect(launchProblemOf(refused(undefined, '#734 previous game not finished'))).toBe('unfinished');
  });

  it('#727 is "system busy"', () => {
    expect(launchProblemOf(refused('#727'))).toBe('busy');
    expect(launchProblemOf(refused(undefined, 'System busy #727'))).toBe('busy');
  });

  it('an answer without a usable game address is "no game address"; everything else a failure', () => {
    expect(launchProblemOf(new ApiError('malformed', 'answer has an unexpected shape: game_url'))).toBe('noUrl');
    expect(launchProblemOf(new ApiError('network', 'network offline or slow'))).toBe('failed');
    expect(launchProblemOf(new ApiError('timeout', 'network offline or slow'))).toBe('failed');
    expect(launchProblemOf(refused('game.not.found'))).toBe('failed');
    expect(launchProblemOf(new ApiError('http', 'gone', 401, 'login.not.session'))).toBe('failed');
    expect(launchProblemOf(new Error('boom'))).toBe('failed');
  });
});

describe('framing a game', () => {
  const origin = 'https://site.test';

  it('the site origin (a path or a full address) is framed as the same origin', () => {
    expect(frameableGameUrl('/sim-game/100001?lang=EN', origin)).toEqual({ src: 'https://site.test/sim-game/100001?lang=EN', sameOrigin: true });
    expect(frameableGameUrl('https://site.test/game', origin)).toEqual({ src: 'https://site.test/game', sameOrigin: true });
    expect(frameableGameUrl('/sim-game/1', 'http://localhost:4182')).toEqual({ src: 'http://localhost:4182/sim-game/1', sameOrigin: true });
  });

  it('https on another host (a vendor game host the platform named) is framed as another origin', () => {
    expect(frameableGameUrl('https://games.vendor.example/play?t=1', origin)).toEqual({ src: 'https://games.vendor.example/play?t=1', sameOrigin: false });
  });

  it('plain http elsewhere, other schemes and addresses with credentials are refused', () => {
    for (const url of ['http://games.vendor.example/', 'javascript:alert(1)', 'data:text/html,<p>x', 'blob:https://site.test/1', 'ftp://x.example/', 'https://user:pw@games.example/', 'https://[bad']) {
      expect(frameableGameUrl(url, origin), url).toBeUndefined();
    }
  });

  it('the sandbox lets a game run but never navigate the top window; the site origin runs as an opaque origin', () => {
    for (const same of [true, false]) {
      const tokens = gameSandbox(same).split(' ');
      expect(tokens).toContain('allow-scripts');
      expect(tokens.some((t) => t.startsWith('allow-top-navigation'))).toBe(false);
      expect(tokens.includes('allow-same-origin')).toBe(!same);
      expect(tokens.includes('allow-popups-to-escape-sandbox')).toBe(!same);
    }
  });
});

describe('the back control', () => {
  it('returns home with pageBack=home (any case), else goes back in the history', () => {
    expect([backsHome('home'), backsHome('HOME'), backsHome(undefined), backsHome('list')]).toEqual([true, true, false, false]);
  });
});
