/**
 * What player protection reads from the platform (issue 20): a period's deposits from the deposit record
 * (MCSFE_getDepositTransactionReport: pending and successful orders, by the footer's total for each state)
 * and a period's net loss from profit and loss (ODSFE2_MemPNL's footer; settled bets only). The platform
 * has no call for the limits themselves (state/protection keeps them on the device). The records take at
 * most 30 days a call, so a month is asked in two parts when it is longer.
 */
import { type Period, periodStart } from '../lib/protection';
import { type DayRange, getDepositRecord, getProfitLoss } from './records';

const MAX_RANGE_MS = 30 * 86_400_000;
/** The deposit record's state codes that count against a deposit limit: pending (2) and successful (3). */
const COUNTED_DEPOSIT_STATES = ['2', '3'] as const;

/** `start`..`end` in parts the records accept. */
export function rangeParts(start: number, end: number): DayRange[] {
  const parts: DayRange[] = [];
  for (let from = start; from <= end; from += MAX_RANGE_MS) parts.push({ start: from, end: Math.min(end, from + MAX_RANGE_MS - 1) });
  return parts;
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** Deposits made (pending or successful) since `start`. */
export async function depositsSince(start: number, now: number, signal?: AbortSignal): Promise<number> {
  const totals = await Promise.all(
    rangeParts(start, now).flatMap((range) => COUNTED_DEPOSIT_STATES.map((depositState) => getDepositRecord(range, { depositState }, 1, signal).then((page) => page.footer.amount))),
  );
  return sum(totals);
}

/** The net result of settled bets since `start` (negative: a loss). */
export async function resultSince(start: number, now: number, signal?: AbortSignal): Promise<number> {
  const totals = await Promise.all(rangeParts(start, now).map((range) => getProfitLoss(range, {}, 1, signal).then((page) => page.footer.profitAndLoss)));
  return sum(totals);
}

/** For each period asked for, what `read` answers from the period's start to now. */
export async function perPeriod(periods: readonly Period[], now: number, read: (start: number, now: number) => Promise<number>): Promise<Partial<Record<Period, number>>> {
  const values = await Promise.all(periods.map((p) => read(periodStart(p, now), now)));
  return Object.fromEntries(periods.map((p, i) => [p, values[i]]));
}

/** Each period's net loss (0 when the period is in profit). */
export const lossesOf = (periods: readonly Period[], now: number) => perPeriod(periods, now, async (start, at) => Math.max(0, -(await resultSince(start, at))));

/** Each period's deposits so far. */
export const depositsOf = (periods: readonly Period[], now: number) => perPeriod(periods, now, depositsSince);
