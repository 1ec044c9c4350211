/**
 * The records' date ranges, in the player's local days: today, yesterday, the last 7 days (today and
 * the 6 before), or two chosen days at most 30 days apart counting both (the member centre's `dayLimit:30`).
 * A range runs from the first day's 00:00 to the last day's 23:59:59.999, as epoch ms.
 */
import type { DayRange } from '../api/records';

export const RANGE_PRESETS = ['today', 'yesterday', 'week', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const MAX_RANGE_DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** A local day as an <input type=date> value, YYYY-MM-DD. */
export const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const shifted = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const startOf = (date: Date) => shifted(date, 0).getTime();
const endOf = (date: Date) => shifted(date, 1).getTime() - 1;

/** The days of a preset (both ends as YYYY-MM-DD). */
export function presetDays(preset: Exclude<RangePreset, 'custom'>, now: Date = new Date()): { from: string; to: string } {
  if (preset === 'yesterday') return { from: dayText(shifted(now, -1)), to: dayText(shifted(now, -1)) };
  if (preset === 'week') return { from: dayText(shifted(now, -6)), to: dayText(now) };
  return { from: dayText(now), to: dayText(now) };
}

const parseDay = (text: string): Date | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayText(date) === text ? date : undefined;
};

export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

/** Two chosen days as a range, or why they are not one. */
export function rangeOfDays(from: string, to: string): { range: DayRange } | { problem: RangeProblem } {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return { problem: 'missing' };
  // Whole calendar days between, free of clock changes.
  const days = Math.round((Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) - Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) / 86_400_000) + 1;
  if (days < 1) return { problem: 'reversed' };
  if (days > MAX_RANGE_DAYS) return { problem: 'tooLong' };
  return { range: { start: startOf(start), end: endOf(end) } };
}
