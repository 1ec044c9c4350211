/**
 * What the simulator adds for the launch screens, through the games client: a vendor tile's launch (no
 * game named) opens that vendor's simulated lobby; a member made with `unfinishedGame: n` has the next n
 * launches refused with #734 (the previous game has not finished), then launches again; the simulated
 * vendor lobby page exists for known vendors only.
 */
import { describe, expect, it } from 'vitest';
import { type GameScope, launchGame, launchLottery } from '../../src/api/games';
import { control, failure, SIM_BASE, startSimulatorSession } from './support/simulator';

const EN: GameScope = { merchant: 'DEMO', language: 'EN' };
const { login } = startSimulatorSession();

describe('a vendor tile launch (no game id, no node id)', () => {
  it("opens the vendor's simulated lobby; an unknown vendor is still refused", async () => {
    await login('player01', 'Player123');
    expect(await launchGame(EN, { vendor: 'SBK' })).toBe('/sim-game/vendor/SBK?lang=EN');
    expect(await failure(launchGame(EN, { vendor: 'NOPE' }))).toMatchObject({ status: 400, errorCode: 'game.not.found' });
  });

  it('the lobby page names the vendor; an unknown vendor gets the not-found page', async () => {
    const page = await fetch(`${SIM_BASE}/sim-game/vendor/SBK?lang=EN`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Skyline Sports');
    expect((await fetch(`${SIM_BASE}/sim-game/vendor/NOPE`)).status).toBe(404);
  });
});

describe('a member whose previous game has not finished', () => {
  it('gets #734 for the next n launches (game centre or lottery), then the game opens', async () => {
    const made = await control('POST', '/__sim/members', { username: 'busy01', password: 'Busy12345', unfinishedGame: 2 });
    expect(made.status).toBe(201);
    await login('busy01', 'Busy12345');
    expect(await failure(launchGame(EN, { vendor: 'SBK' }))).toMatchObject({ kind: 'http', status: 400, errorCode: '#734' });
    expect(await failure(launchLottery(EN, { prizeMode: 'Lott', backUrl: '/m/home' }))).toMatchObject({ errorCode: '#734' });
    expect(await launchGame(EN, { vendor: 'SBK' })).toBe('/sim-game/vendor/SBK?lang=EN');
  });

  it('an ordinary member is never refused that way', async () => {
    await control('POST', '/__sim/members', { username: 'calm01', password: 'Calm12345', unfinishedGame: 0 });
    await login('calm01', 'Calm12345');
    expect(await launchLottery(EN, { prizeMode: 'Lott', backUrl: '/m/home' })).toBe('/sim-game/lottery/lobby?prizeMode=Lott&lang=EN&backUrl=%2Fm%2Fhome');
  });
});
