/**
 * A member's seeded betting history (issue 14): bets and their wins over the last 60 days, deterministic
 * by the catalogue seed, the account and the day. Nothing is stored: a day's bets are drawn again from
 * `fork(account:day)` whenever a report asks, so every report (betting record, account record, P&L)
 * tells the same story. Only bets placed before `now` exist; a sports or e-lottery bet settles hours
 * later and is unsettled until then. Field names beyond the platform's footer are *unverified*.
 */
import type { Catalogue, GameCategory } from './catalogue';
import { createRandom } from './random';

export const HISTORY_DAYS = 60;
const DAY_MS = 86_400_000;

/** The categories whose orders the betting record's relays answer. */
export const BET_CATEGORIES = ['RNG', 'FISH', 'LIVE', 'SPORTS', 'ELOTT'] as const satisfies readonly GameCategory[];
export type BetCategory = (typeof BET_CATEGORIES)[number];

export interface SeededBet {
  orderNo: string;
  category: BetCategory;
  vendor: string;
  vendorName: string;
  gameName: string;
  betTime: number;
  /** When the bet settles; unsettled while it is after `now`. */
  settleTime: number;
  betAmount: number;
  validBetAmount: number;
  /** What the bet paid back (0 on a loss); unknown (0) while unsettled. */
  winAmount: number;
  /** E-lottery only: the draw number and the numbers picked. */
  numero?: string;
  betContent?: string;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Vendors and game names of a category, from the catalogue. */
function choices(cat: Catalogue, category: BetCategory) {
  const vendors = cat.vendors.filter((v) => v.platformCategory === category);
  return vendors.map((v) => {
    const games =
      category === 'ELOTT' ? cat.lotteryGroups.Elott.flatMap((g) => g.games.map((game) => game.displayName)) : cat.games.filter((g) => g.vassalage === v.code).map((g) => g.displayName);
    return { code: v.code, name: v.displayName, games: games.length ? games : [v.displayName] };
  });
}

/** The bets of one UTC day (day = epoch ms / 86,400,000, floored), all of them, settled or not. */
export function betsOfDay(cat: Catalogue, account: string, day: number): SeededBet[] {
  const random = createRandom(cat.seed).fork(`bets:${account}:${day}`);
  const count = random.int(0, 7);
  const bets: SeededBet[] = [];
  for (let i = 0; i < count; i += 1) {
    const category = random.pick(BET_CATEGORIES);
    const options = choices(cat, category);
    if (!options.length) continue;
    const vendor = random.pick(options);
    const betTime = day * DAY_MS + random.int(0, DAY_MS - 1);
    const betAmount = random.pick([5, 10, 20, 50, 100, 200]) * random.int(1, 3);
    const slow = category === 'SPORTS' || category === 'ELOTT';
    const settleTime = betTime + (slow ? random.int(1, 36) * 3_600_000 : random.int(5, 120) * 1000);
    const won = random.chance(0.45);
    const winAmount = won ? cents(betAmount * (1 + random.int(10, 250) / 100)) : 0;
    const bet: SeededBet = {
      orderNo: `${category.slice(0, 2)}${day}${String(i).padStart(2, '0')}${random.int(1000, 9999)}`,
      category,
      vendor: vendor.code,
      vendorName: vendor.name,
      gameName: random.pick(vendor.games),
      betTime,
      settleTime,
      betAmount,
      validBetAmount: betAmount,
      winAmount,
    };
    if (category === 'ELOTT') {
      bet.numero = `${day}${String(random.int(1, 480)).padStart(3, '0')}`;
      bet.betContent = Array.from({ length: 5 }, () => random.int(0, 9)).join(',');
    }
    bets.push(bet);
  }
  return bets.sort((a, b) => a.betTime - b.betTime);
}

/** The bets placed in [start, end] (epoch ms) within the last 60 days before `now`, newest first. */
export function betsBetween(cat: Catalogue, account: string, start: number, end: number, now: number): SeededBet[] {
  const first = Math.max(Math.floor(start / DAY_MS), Math.floor(now / DAY_MS) - HISTORY_DAYS + 1);
  const last = Math.min(Math.floor(end / DAY_MS), Math.floor(now / DAY_MS));
  const out: SeededBet[] = [];
  for (let day = first; day <= last; day += 1) {
    for (const bet of betsOfDay(cat, account, day)) if (bet.betTime >= start && bet.betTime <= end && bet.betTime <= now) out.push(bet);
  }
  return out.reverse();
}

export const isSettled = (bet: SeededBet, now: number) => bet.settleTime <= now;

/** Profit and loss of a settled bet, from the player's side (a win pays back the stake and more). */
export const profitOf = (bet: SeededBet) => cents(bet.winAmount - bet.betAmount);

/** Every bet of the 60 days whose orderNo is this, or undefined. Day is in the order number. */
export function findBet(cat: Catalogue, account: string, orderNo: string, now: number): SeededBet | undefined {
  const day = Number(orderNo.slice(2, -6));
  if (!Number.isInteger(day)) return undefined;
  return betsBetween(cat, account, day * DAY_MS, day * DAY_MS + DAY_MS - 1, now).find((b) => b.orderNo === orderNo);
}
