/**
 * Spec §7 "recent VN lottery" and "VN numero" (request and response "not shown": the paths and shapes
 * are the simulator's unverified model): the simulator's clock-based draw schedule and seeded results
 * (src/platform-sim/data/vn-draws.ts), its two /lgw calls with the clock as their state, and the client's
 * calls and parsers (src/api/vn-lottery.ts), where a malformed answer is an error, never a white screen.
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getVnNumeros, getVnRecentResults, parseVnResult, VN_RECENT_SIZE } from '../../src/api/vn-lottery';
import { buildCatalogue, type VnLotteryGame, type VnLotteryRegion } from '../../src/platform-sim/data/catalogue';
import {
  currentDraw,
  DAILY_CLOSE_LEAD,
  drawResult,
  latestDrawn,
  RECENT_RESULTS_DEFAULT,
  RECENT_RESULTS_MAX,
  recentDraws,
  scheduleOf,
  type VnSchedule,
  VN_UTC_OFFSET,
  vnNumeros,
  vnRecentResults,
} from '../../src/platform-sim/data/vn-draws';
import { control, failure, SIM_BASE, startSimulatorSession } from './support/simulator';

const cat = buildCatalogue();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const regionOf = (code: string) => cat.vnLotteryMenu.find((r) => r.games.some((g) => g.code === code)) as VnLotteryRegion;
const gameOf = (code: string) => regionOf(code).games.find((g) => g.code === code) as VnLotteryGame;
const scheduleFor = (code: string) => scheduleOf(gameOf(code), regionOf(code).region) as VnSchedule;
/** Epoch ms of a Vietnam local (UTC+7) date and time. */
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m - 1, d, h, min, s) - VN_UTC_OFFSET;
const localWeekday = (at: number) => new Date(at + VN_UTC_OFFSET).getUTCDay();
const localClock = (at: number) => new Date(at + VN_UTC_OFFSET).toISOString().slice(11, 16);

// Ha Noi draws daily at 18:15 (the North); the South's first province once a week at 16:15; a fast lottery every 45 s.
const HANOI = 'VN_MB_HANOI';
const SOUTH = cat.vnLotteryMenu.find((r) => r.region === 'MN')?.games[0] as VnLotteryGame;
const FAST = 'VN_FAST_45S';

describe('spec §7 VN numero: the simulator’s draw schedule (unverified model)', () => {
  it('a province draws at its region’s local time; its current numero is the local date (yyyymmdd) and closes 15 minutes before', () => {
    const hanoi = scheduleFor(HANOI);
    const before = local(2026, 12, 7, 17, 0);
    expect(currentDraw(hanoi, before)).toMatchObject({ numero: '20261207', closeTime: local(2026, 12, 7, 18, 0), drawTime: local(2026, 12, 7, 18, 15) });
    expect(latestDrawn(hanoi, before).numero).toBe('20261206');
    // Once bets close the draw stays the current one until it is drawn; then the next day's is.
    const closed = local(2026, 12, 7, 18, 5);
    expect(currentDraw(hanoi, closed)).toMatchObject({ numero: '20261207', closeTime: local(2026, 12, 7, 18, 0) });
    expect(latestDrawn(hanoi, closed).numero).toBe('20261206');
    expect(latestDrawn(hanoi, local(2026, 12, 7, 18, 15)).numero).toBe('20261207');
    expect(currentDraw(hanoi, local(2026, 12, 7, 18, 15)).numero).toBe('20261208');
    // The local date, not the UTC one: 00:30 local on the 8th is still the 7th in UTC.
    expect(currentDraw(hanoi, local(2026, 12, 8, 0, 30)).numero).toBe('20261208');
    expect(DAILY_CLOSE_LEAD).toBe(15 * MINUTE);
  });

  it('a weekly province draws only on its draw day, at 16:15 local in the South, seven days apart', () => {
    const south = scheduleOf(SOUTH, 'MN') as VnSchedule;
    expect(SOUTH.drawDays).toHaveLength(1);
    const draws = recentDraws(south, local(2026, 12, 7, 12, 0), 4);
    for (const draw of draws) {
      expect(localWeekday(draw.drawTime)).toBe(SOUTH.drawDays[0]);
      expect(localClock(draw.drawTime)).toBe('16:15');
    }
    expect(draws.slice(1).map((d, i) => (draws[i] as typeof d).drawTime - d.drawTime)).toEqual([7 * DAY, 7 * DAY, 7 * DAY]);
    const next = currentDraw(south, local(2026, 12, 7, 12, 0));
    expect(localWeekday(next.drawTime)).toBe(SOUTH.drawDays[0]);
    expect(next.drawTime - (draws[0]?.drawTime ?? 0)).toBe(7 * DAY);
  });

  it('a fast lottery draws every 45 s from local midnight: numero yyyymmdd-nnnn, counting again each local day', () => {
    const fast = scheduleFor(FAST);
    expect(fast).toEqual({ kind: 'fast', periodMs: 45_000 });
    expect(latestDrawn(fast, local(2026, 12, 7, 0, 1, 40))).toMatchObject({ numero: '20261207-0002', drawTime: local(2026, 12, 7, 0, 1, 30) });
    // The draw at midnight is the last of the day before (24 h / 45 s = 1920 draws); the next is the day's first.
    expect(latestDrawn(fast, local(2026, 12, 7, 0, 0, 10))).toMatchObject({ numero: '20261206-1920', drawTime: local(2026, 12, 7) });
    expect(currentDraw(fast, local(2026, 12, 7, 0, 0, 10))).toMatchObject({ numero: '20261207-0001', closeTime: local(2026, 12, 7, 0, 0, 40) });
    const recent = recentDraws(fast, local(2026, 12, 7, 0, 1, 40), 4);
    expect(recent.map((d) => d.numero)).toEqual(['20261207-0002', '20261207-0001', '20261206-1920', '20261206-1919']);
  });
});

describe('spec §7 recent VN lottery: the simulator’s results (unverified model)', () => {
  const digitsOf = (result: ReturnType<typeof drawResult>) => result.prizes.map((p) => [p.numbers.length, p.numbers[0]?.length]);

  it('the North has a 5-digit special prize and first to seventh prizes; the Central and South regions a 6-digit special and first to eighth', () => {
    const at = { numero: '20261207', drawTime: local(2026, 12, 7, 18, 15) };
    expect(digitsOf(drawResult(1, HANOI, 'MB', at))).toEqual([[1, 5], [1, 5], [2, 5], [6, 5], [4, 4], [6, 4], [3, 3], [4, 2]]);
    expect(digitsOf(drawResult(1, SOUTH.code, 'MN', at))).toEqual([[1, 6], [1, 5], [1, 5], [2, 5], [7, 5], [1, 4], [3, 4], [1, 3], [1, 2]]);
    for (const prize of drawResult(1, SOUTH.code, 'MT', at).prizes) for (const n of prize.numbers) expect(n).toMatch(/^\d+$/);
  });

  it('a numero always yields the same numbers; another numero or game other numbers', () => {
    const at = { numero: '20261207', drawTime: 0 };
    expect(drawResult(1, HANOI, 'MB', at)).toEqual(drawResult(1, HANOI, 'MB', at));
    expect(drawResult(1, HANOI, 'MB', at).prizes).not.toEqual(drawResult(1, HANOI, 'MB', { ...at, numero: '20261208' }).prizes);
    expect(drawResult(1, HANOI, 'MB', at).prizes).not.toEqual(drawResult(1, 'VN_MB_QUANGNINH', 'MB', at).prizes);
    // Asked again a day later, a draw still has its numbers.
    const then = local(2026, 12, 7, 19, 0);
    const first = vnRecentResults(cat, then, HANOI, 1)?.[0];
    expect(vnRecentResults(cat, then + DAY, HANOI, 2)?.[1]).toEqual(first);
  });

  it('recent results: the latest `size` draws newest first (10 by default, at most 30); without a code the latest of every game', () => {
    const now = local(2026, 12, 7, 19, 0);
    const recent = vnRecentResults(cat, now, HANOI) ?? [];
    expect(recent).toHaveLength(RECENT_RESULTS_DEFAULT);
    expect(recent.map((r) => r.numero).slice(0, 3)).toEqual(['20261207', '20261206', '20261205']);
    expect(vnRecentResults(cat, now, HANOI, 99)).toHaveLength(RECENT_RESULTS_MAX);
    expect(vnRecentResults(cat, now, HANOI, 0)).toHaveLength(RECENT_RESULTS_DEFAULT);
    expect(vnRecentResults(cat, now, 'NOPE')).toBeUndefined();
    const all = vnRecentResults(cat, now) ?? [];
    expect(all.map((r) => r.gameCode)).toEqual(cat.vnLotteryMenu.flatMap((r) => r.games.map((g) => g.code)));
    expect(all.find((r) => r.gameCode === HANOI)).toEqual(recent[0]);
    const numeros = vnNumeros(cat, now) ?? [];
    expect(numeros.find((n) => n.gameCode === HANOI)).toMatchObject({ numero: '20261208', recentNumeros: ['20261207', '20261206', '20261205', '20261204', '20261203'] });
  });
});

// ------------------------------------------------------------------ the calls, with the clock as state

let clock = local(2026, 12, 7, 17, 0);
const { server } = startSimulatorSession({ simulator: { now: () => clock } });

describe('spec §7 VN numero and recent VN lottery: the /lgw calls and the client', () => {
  it('with the clock as state: the current numero closes to bets, then is drawn, becoming the latest result', async () => {
    clock = local(2026, 12, 7, 17, 0);
    const hanoi = async () => (await getVnNumeros()).find((n) => n.code === HANOI);
    expect(await hanoi()).toMatchObject({ numero: '20261207', closeTime: local(2026, 12, 7, 18, 0), drawTime: local(2026, 12, 7, 18, 15) });
    expect((await getVnRecentResults()).find((r) => r.code === HANOI)?.numero).toBe('20261206');
    clock = local(2026, 12, 7, 18, 1);
    expect(await hanoi()).toMatchObject({ numero: '20261207', closeTime: local(2026, 12, 7, 18, 0) });
    expect((await getVnRecentResults()).find((r) => r.code === HANOI)?.numero).toBe('20261206');
    clock = local(2026, 12, 7, 18, 16);
    expect((await hanoi())?.numero).toBe('20261208');
    const latest = (await getVnRecentResults()).find((r) => r.code === HANOI);
    expect(latest?.numero).toBe('20261207');
    expect(latest?.prizes[0]).toEqual({ level: 0, numbers: [expect.stringMatching(/^\d{5}$/)] });
  });

  it('one game’s recent results, newest first, as the simulator draws them; an unknown game is refused', async () => {
    clock = local(2026, 12, 7, 19, 0);
    const recent = await getVnRecentResults(HANOI, VN_RECENT_SIZE);
    expect(recent).toHaveLength(VN_RECENT_SIZE);
    expect(recent.map((r) => r.numero).slice(0, 2)).toEqual(['20261207', '20261206']);
    const wire = vnRecentResults(cat, clock, HANOI, VN_RECENT_SIZE) ?? [];
    expect(recent.map((r) => r.prizes)).toEqual(wire.map((w) => w.prizes));
    expect(await failure(getVnRecentResults('NOPE'))).toMatchObject({ kind: 'http', status: 404, errorCode: 'game.not.found' });
  });

  it.each([
    ['not a list', { numero: 1 }],
    ['a result without a special prize', [{ gameCode: HANOI, numero: '1', drawTime: 1, prizes: [{ level: 1, numbers: ['12345'] }] }]],
    ['a prize number that is not digits', [{ gameCode: HANOI, numero: '1', drawTime: 1, prizes: [{ level: 0, numbers: ['12a45'] }] }]],
    ['a prize level out of range', [{ gameCode: HANOI, numero: '1', drawTime: 1, prizes: [{ level: 0, numbers: ['1'] }, { level: 9, numbers: ['1'] }] }]],
    ['a result without its draw time', [{ gameCode: HANOI, numero: '1', prizes: [{ level: 0, numbers: ['1'] }] }]],
  ])('a recent-results answer that is %s is malformed', async (_, answer) => {
    server.use(http.get(`${SIM_BASE}/lgw/vn/games/recent_lottery`, () => HttpResponse.json(answer), { once: true }));
    expect((await failure(getVnRecentResults())).kind).toBe('malformed');
  });

  it('a numero answer without its close time is malformed', async () => {
    server.use(http.get(`${SIM_BASE}/lgw/vn/games/numero`, () => HttpResponse.json([{ gameCode: HANOI, numero: '20261207', drawTime: 1 }]), { once: true }));
    expect((await failure(getVnNumeros())).kind).toBe('malformed');
  });

  it.each([
    ['VN numero', '/lgw/vn/games/numero', () => getVnNumeros()],
    ['recent VN lottery', '/lgw/vn/games/recent_lottery', () => getVnRecentResults()],
  ])('%s under injected faults: HTTP failure, malformed answer, dropped connection', async (_, path, call) => {
    for (const [fault, kind] of [
      [{ status: 500 }, 'http'],
      [{ malformed: true }, 'malformed'],
      [{ drop: true }, 'network'],
    ] as const) {
      expect((await control('POST', '/__sim/faults', { path, ...fault })).status).toBe(201);
      expect((await failure(call())).kind).toBe(kind);
    }
  });

  it('the parser puts the prizes in level order, the special prize first', () => {
    const parsed = parseVnResult({ gameCode: HANOI, numero: '20261207', drawTime: '5', prizes: [{ level: 2, numbers: ['1'] }, { level: 0, numbers: ['99999'] }] });
    expect(parsed).toEqual({ code: HANOI, numero: '20261207', drawTime: 5, prizes: [{ level: 0, numbers: ['99999'] }, { level: 2, numbers: ['1'] }] });
  });
});
