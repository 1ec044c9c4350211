/**
 * The Vietnam lottery's draws (spec §7 "recent VN lottery" and "VN numero"; their paths and shapes are
 * not in the public evidence, so everything here is *unverified*: the simulator's own plausible model).
 *
 * Each province of the Vietnam menu draws once on each of its draw days at its region's local time
 * (Vietnam is UTC+7 all year: the North at 18:15, the Central region at 17:15, the South at 16:15);
 * betting closes 15 minutes before. A fast lottery draws every N seconds (its code says how many:
 * VN_FAST_45S) counted from local midnight, closing 5 seconds before each draw.
 *
 * A draw's numero is its id: the local draw date as yyyymmdd for a province, yyyymmdd-nnnn (the draw's
 * number within the day) for a fast lottery. The draw's numbers come from a generator seeded with the
 * catalogue seed, the game code and the numero, so a numero always yields the same result. The state is
 * the clock: the current numero (the next to be drawn), its close time and the latest results move on
 * as time passes.
 */
import type { Catalogue, VnLotteryGame, VnLotteryRegion } from './catalogue';
import { createRandom, hashString } from './random';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Vietnam's offset from UTC (no daylight saving). */
export const VN_UTC_OFFSET = 7 * 60 * MINUTE;
export const DAILY_CLOSE_LEAD = 15 * MINUTE;
export const FAST_CLOSE_LEAD = 5_000;
/** How many recent draws the numero call lists, and the recent-results call's default and largest size. */
export const RECENT_NUMEROS = 5;
export const RECENT_RESULTS_DEFAULT = 10;
export const RECENT_RESULTS_MAX = 30;

type Region = VnLotteryRegion['region'];

/** One prize tier: how many numbers and how many digits each (level 0 is the special prize). */
type Tier = readonly [count: number, digits: number];

/** The North's tiers: special (5 digits) and first to seventh prizes (27 numbers). */
const NORTH_TIERS: readonly Tier[] = [
  [1, 5],
  [1, 5],
  [2, 5],
  [6, 5],
  [4, 4],
  [6, 4],
  [3, 3],
  [4, 2],
];
/** The Central and South regions' tiers: special (6 digits) and first to eighth prizes (18 numbers). */
const SOUTH_TIERS: readonly Tier[] = [
  [1, 6],
  [1, 5],
  [1, 5],
  [2, 5],
  [7, 5],
  [1, 4],
  [3, 4],
  [1, 3],
  [1, 2],
];

export const tiersOf = (region: Region): readonly Tier[] => (region === 'MB' ? NORTH_TIERS : SOUTH_TIERS);

export type VnSchedule = { kind: 'daily'; days: readonly number[]; minutes: number } | { kind: 'fast'; periodMs: number };

/** A game's schedule: a fast lottery's period from its code (VN_FAST_45S), a province's days and HH:mm time. */
export function scheduleOf(game: VnLotteryGame, region: Region): VnSchedule | undefined {
  if (region === 'FAST') {
    const seconds = Number(/_(\d+)S$/.exec(game.code)?.[1]);
    return seconds > 0 ? { kind: 'fast', periodMs: seconds * 1000 } : undefined;
  }
  const time = /^(\d\d):(\d\d)$/.exec(game.drawTime);
  if (!time || game.drawDays.length === 0) return undefined;
  return { kind: 'daily', days: game.drawDays, minutes: Number(time[1]) * 60 + Number(time[2]) };
}

/** One draw: when it closes to bets and when it is drawn (epoch ms). */
export interface VnDraw {
  numero: string;
  /** Start of the draw's local day (epoch ms of 00:00 UTC+7). */
  day: number;
  /** The draw's number within its day (1 for a province's one draw). */
  index: number;
  closeTime: number;
  drawTime: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Start of the local (UTC+7) day that holds `at`. */
export const localDayStart = (at: number) => Math.floor((at + VN_UTC_OFFSET) / DAY) * DAY - VN_UTC_OFFSET;

/** The local date of a local day's start as yyyymmdd. */
function ymd(day: number): string {
  const d = new Date(day + VN_UTC_OFFSET);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}

const weekday = (day: number) => new Date(day + VN_UTC_OFFSET).getUTCDay();
const perDay = (periodMs: number) => Math.floor(DAY / periodMs);

function drawOf(schedule: VnSchedule, day: number, index: number): VnDraw {
  if (schedule.kind === 'daily') {
    const drawTime = day + schedule.minutes * MINUTE;
    return { numero: ymd(day), day, index: 1, closeTime: drawTime - DAILY_CLOSE_LEAD, drawTime };
  }
  const drawTime = day + index * schedule.periodMs;
  return { numero: `${ymd(day)}-${pad(index, 4)}`, day, index, closeTime: drawTime - Math.min(FAST_CLOSE_LEAD, schedule.periodMs / 2), drawTime };
}

/** The draw before `draw`. */
export function previousDraw(schedule: VnSchedule, draw: VnDraw): VnDraw {
  if (schedule.kind === 'fast') return draw.index > 1 ? drawOf(schedule, draw.day, draw.index - 1) : drawOf(schedule, draw.day - DAY, perDay(schedule.periodMs));
  let day = draw.day - DAY;
  while (!schedule.days.includes(weekday(day))) day -= DAY;
  return drawOf(schedule, day, 1);
}

/** The draw after `draw`. */
export function nextDraw(schedule: VnSchedule, draw: VnDraw): VnDraw {
  if (schedule.kind === 'fast') return draw.index < perDay(schedule.periodMs) ? drawOf(schedule, draw.day, draw.index + 1) : drawOf(schedule, draw.day + DAY, 1);
  let day = draw.day + DAY;
  while (!schedule.days.includes(weekday(day))) day += DAY;
  return drawOf(schedule, day, 1);
}

/** The latest draw drawn at or before `now`. */
export function latestDrawn(schedule: VnSchedule, now: number): VnDraw {
  const today = localDayStart(now);
  if (schedule.kind === 'fast') {
    const index = Math.floor((now - today) / schedule.periodMs);
    return index >= 1 ? drawOf(schedule, today, index) : drawOf(schedule, today - DAY, perDay(schedule.periodMs));
  }
  const candidate = drawOf(schedule, today, 1);
  return schedule.days.includes(weekday(today)) && candidate.drawTime <= now ? candidate : previousDraw(schedule, candidate);
}

/**
 * The current draw at `now`: the first not yet drawn. Its bets may have closed already (in the minutes
 * before the draw); it stays the current draw until it is drawn.
 */
export function currentDraw(schedule: VnSchedule, now: number): VnDraw {
  return nextDraw(schedule, latestDrawn(schedule, now));
}

/** The latest `count` draws drawn at or before `now`, newest first. */
export function recentDraws(schedule: VnSchedule, now: number, count: number): VnDraw[] {
  const draws: VnDraw[] = [];
  let draw = latestDrawn(schedule, now);
  for (let i = 0; i < count; i += 1) {
    draws.push(draw);
    draw = previousDraw(schedule, draw);
  }
  return draws;
}

/** One prize tier of a result on the wire: level 0 is the special prize, 1–8 the first to eighth. */
export interface VnPrizeWire {
  level: number;
  numbers: string[];
}

/** One draw's result on the wire (unverified shape). */
export interface VnResultWire {
  gameCode: string;
  numero: string;
  /** Epoch ms. */
  drawTime: number;
  prizes: VnPrizeWire[];
}

/** One game's current draw on the wire (unverified shape). */
export interface VnNumeroWire {
  gameCode: string;
  numero: string;
  /** Epoch ms: bets close. */
  closeTime: number;
  /** Epoch ms: the draw. */
  drawTime: number;
  /** The latest drawn numeros, newest first. */
  recentNumeros: string[];
}

/** The numbers of one draw: the same seed, game and numero always give the same numbers. */
export function drawResult(seed: number, code: string, region: Region, draw: Pick<VnDraw, 'numero' | 'drawTime'>): VnResultWire {
  const random = createRandom((seed ^ hashString(`vn|${code}|${draw.numero}`)) >>> 0);
  const prizes = tiersOf(region).map(([count, digits], level) => ({
    level,
    numbers: Array.from({ length: count }, () => pad(random.int(0, 10 ** digits - 1), digits)),
  }));
  return { gameCode: code, numero: draw.numero, drawTime: draw.drawTime, prizes };
}

interface Scheduled {
  game: VnLotteryGame;
  region: Region;
  schedule: VnSchedule;
}

/** Every game of the Vietnam menu that has a schedule, in menu order. */
export function scheduledGames(cat: Catalogue): Scheduled[] {
  return cat.vnLotteryMenu.flatMap((r) =>
    r.games.flatMap((game) => {
      const schedule = scheduleOf(game, r.region);
      return schedule ? [{ game, region: r.region, schedule }] : [];
    }),
  );
}

const scheduledGame = (cat: Catalogue, code: string) => scheduledGames(cat).find((s) => s.game.code === code);

/** /lgw/vn/games/numero: each game's current draw (one game's when `code` is given; undefined for an unknown code). */
export function vnNumeros(cat: Catalogue, now: number, code?: string): VnNumeroWire[] | undefined {
  const games = code === undefined ? scheduledGames(cat) : [scheduledGame(cat, code)];
  if (games.some((g) => g === undefined)) return undefined;
  return (games as Scheduled[]).map(({ game, schedule }) => {
    const current = currentDraw(schedule, now);
    return {
      gameCode: game.code,
      numero: current.numero,
      closeTime: current.closeTime,
      drawTime: current.drawTime,
      recentNumeros: recentDraws(schedule, now, RECENT_NUMEROS).map((d) => d.numero),
    };
  });
}

/**
 * /lgw/vn/games/recent_lottery: one game's latest `size` results, newest first (undefined for an unknown
 * code), or without a code the latest result of every game.
 */
export function vnRecentResults(cat: Catalogue, now: number, code?: string, size = RECENT_RESULTS_DEFAULT): VnResultWire[] | undefined {
  if (code === undefined) return scheduledGames(cat).map(({ game, region, schedule }) => drawResult(cat.seed, game.code, region, latestDrawn(schedule, now)));
  const found = scheduledGame(cat, code);
  if (!found) return undefined;
  const count = Math.min(Math.max(Math.trunc(size) || RECENT_RESULTS_DEFAULT, 1), RECENT_RESULTS_MAX);
  return recentDraws(found.schedule, now, count).map((draw) => drawResult(cat.seed, code, found.region, draw));
}
