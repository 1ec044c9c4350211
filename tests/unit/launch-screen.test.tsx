// @vitest-environment jsdom
/**
 * The launch screens in the whole app against the simulator (spec 2.1, 2.10): the game in a sandboxed
 * frame with a back control; the answers the simulator never gives — #727, no game address, an address
 * that may not be framed, a vendor's https host — each handled; the lottery prize mode taken from the
 * vendor data when the address names none; a guest on the public game-centre address is asked to log in.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi, request } from '../../src/api/http';
import { App, createQueryClient } from '../../src/app/app';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { useSessionStore } from '../../src/state/session';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const merchants = loadAllMerchants();
const demo = merchants.get('demo') as MerchantConfig;
const simulator = createPlatformSimulator(merchants.values());
const launches: URL[] = [];
const server = setupServer(
  http.all('*', ({ request: req }) => {
    const url = new URL(req.url);
    if (url.pathname === '/wps/game/launchGame') launches.push(url);
    return simulator.fetch(req);
  }),
);

beforeAll(async () => {
  window.scrollTo = () => undefined;
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: '', merchantCode: 'DEMO', language: () => 'EN', token: () => useSessionStore.getState().session?.token, encryption: 'platform' });
  await initI18n('EN');
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  launches.length = 0;
  useSessionStore.getState().clearSession();
  await simulator.fetch(new Request('http://localhost/__sim/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }));
});
afterAll(() => server.close());

async function logIn() {
  const value = await request('/wps/session/login', {
    method: 'POST',
    encrypted: true,
    body: { username: 'player01', password: 'Player123', captcha: '', type: 'username' },
    parse: (v) => v as { token: string; userName: string; customerType: number },
  });
  useSessionStore.getState().setSession({ token: value.token, merchantCode: 'DEMO', userName: value.userName, type: value.customerType, firstTimeLogin: false });
}

function open(path: string) {
  window.history.pushState({}, '', path);
  return render(<App config={demo} queryClient={createQueryClient()} />);
}

/** Answers the next launch call with this envelope. */
const launchAnswers = (status: number, body: Record<string, unknown>) =>
  server.use(
    http.get(
      '*/wps/game/launchGame',
      ({ request: req }) => {
        launches.push(new URL(req.url));
        return HttpResponse.json(body, { status });
      },
      { once: true },
    ),
  );

const problem = async () => (await screen.findByTestId('launch-problem', {}, { timeout: 8000 })).getAttribute('data-problem');

describe('a game-centre launch', { timeout: 20_000 }, () => {
  it('frames the game with a sandbox that keeps it from navigating the page, and a back control to home', async () => {
    await logIn();
    open('/m/gameCenter?category=SPORTS&vendor=SBK&gameId=sbk_skyline_sportsbook&nodeId=100001');
    const frame = (await screen.findByTestId('game-frame', {}, { timeout: 8000 })) as HTMLIFrameElement;
    expect(frame.src).toBe(`${window.location.origin}/sim-game/100001?lang=EN`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-pointer-lock allow-orientation-lock allow-modals');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame.title).toBe('Game');
    expect(Object.fromEntries(launches[0]?.searchParams ?? [])).toMatchObject({ launchMode: 'GLS', vassalage: 'SBK', gameId: 'sbk_skyline_sportsbook', nodeId: '100001', language: 'EN' });
    expect(launches).toHaveLength(1);
    fireEvent.click(screen.getByTestId('game-frame-back'));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it('a vendor host on https is framed as its own origin', async () => {
    await logIn();
    launchAnswers(200, { success: true, value: { content: { game_url: 'https://games.vendor.example/play?t=1' } } });
    open('/m/gameCenter?category=RNG&vendor=SPW');
    const frame = (await screen.findByTestId('game-frame', {}, { timeout: 8000 })) as HTMLIFrameElement;
    expect(frame.src).toBe('https://games.vendor.example/play?t=1');
    expect(frame.getAttribute('sandbox')?.split(' ')).toContain('allow-same-origin');
  });

  it('#727 says the system is busy; Retry launches again and the game opens', async () => {
    await logIn();
    launchAnswers(500, { success: false, errorCode: '#727', message: 'System busy' });
    open('/m/gameCenter?category=RNG&vendor=SPW');
    expect(await problem()).toBe('busy');
    expect(screen.getByTestId('launch-problem-text').textContent).toBe('The system is busy, please try again later.');
    fireEvent.click(screen.getByTestId('launch-retry'));
    expect(await screen.findByTestId('game-frame', {}, { timeout: 8000 })).toBeTruthy();
    expect(launches).toHaveLength(2);
  });

  it('an answer without a game address, or with one that may not be framed, says the game has no address', async () => {
    await logIn();
    launchAnswers(200, { success: true, value: { content: {} } });
    open('/m/gameCenter?category=RNG&vendor=SPW');
    expect(await problem()).toBe('noUrl');
    expect(screen.getByTestId('launch-problem-text').textContent).toBe('The platform sent no address for this game. Please try again later.');
    cleanup();
    launchAnswers(200, { success: true, value: { content: { game_url: 'http://plain.example/game' } } });
    open('/m/gameCenter?category=RNG&vendor=SPW&nodeId=2');
    expect(await problem()).toBe('noUrl');
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('any other failure says the game could not be opened, with the reason', async () => {
    await logIn();
    open('/m/gameCenter?category=RNG&vendor=SPW&nodeId=999999');
    expect(await problem()).toBe('failed');
    expect(screen.getByTestId('launch-problem').textContent).toContain('The game could not be opened.');
    expect(screen.getByTestId('launch-problem').textContent).toContain('The game does not exist');
  });

  it('without a vendor (or a bare /m/launchGame) nothing launches: "No game was chosen." and Back only', async () => {
    await logIn();
    open('/m/gameCenter');
    expect(await problem()).toBe('noGame');
    expect(screen.queryByTestId('launch-retry')).toBeNull();
    cleanup();
    open('/m/launchGame');
    expect(await problem()).toBe('noGame');
    expect(screen.getByTestId('launch-problem-text').textContent).toBe('No game was chosen.');
    expect(launches).toHaveLength(0);
  });

  it('a guest on the public game-centre address is asked to log in, and nothing launches', async () => {
    open('/m/slotsCenter?category=RNG&vendor=SPW');
    fireEvent.click(await screen.findByTestId('launch-login-button', {}, { timeout: 8000 }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/m/login?redirect=${encodeURIComponent('/m/slotsCenter?category=RNG&vendor=SPW')}`));
    expect(launches).toHaveLength(0);
  });
});

describe('a lottery launch', { timeout: 20_000 }, () => {
  it('without prize_mode takes the prize mode from the vendor data (Lott here) and sends the back URL', async () => {
    await logIn();
    open('/m/launchGame?vendor=TCG_LOTTO_VN&code=lobby&pageBack=home');
    const frame = (await screen.findByTestId('game-frame', {}, { timeout: 8000 })) as HTMLIFrameElement;
    expect(frame.src).toBe(`${window.location.origin}/sim-game/lottery/lobby?prizeMode=Lott&lang=EN&backUrl=%2Fm%2Fhome`);
    expect(Object.fromEntries(launches[0]?.searchParams ?? [])).toMatchObject({ launchMode: 'LOTT', prizeMode: 'Lott', code: 'lobby', vassalage: 'TCG_LOTTO_VN', backUrl: '/m/home', device: 'MOBILE' });
  });

  it('traditional mode sends its prize mode and play type', async () => {
    await logIn();
    open('/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=home');
    await screen.findByTestId('game-frame', {}, { timeout: 8000 });
    expect(Object.fromEntries(launches[0]?.searchParams ?? [])).toMatchObject({ launchMode: 'LOTT', prizeMode: 'Elott', code: 'lobby', playType: 'trad' });
  });
});
