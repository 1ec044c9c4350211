/**
 * Small readers that check an answer's fields where they enter (issue 3: "answers are checked where they
 * enter"). Each throws with the field's name when the platform sent something unusable; the http core
 * turns that into a `malformed` ApiError.
 */
import { isRecord } from './http';

export type Json = Record<string, unknown>;

export function object(value: unknown, what: string): Json {
  if (!isRecord(value)) throw new Error(`${what} is not an object`);
  return value;
}

export function list<T>(value: unknown, what: string, item: (entry: unknown, index: number) => T): T[] {
  if (!Array.isArray(value)) throw new Error(`${what} is not a list`);
  return value.map(item);
}

/** A required string; numbers are accepted and turned into text (ids often arrive as either). */
export function text(record: Json, key: string): string {
  const v = record[key];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new Error(`${key} is not text`);
}

export function optionalText(record: Json, key: string): string | undefined {
  const v = record[key];
  return v === undefined || v === null ? undefined : text(record, key);
}

/** A required number; numeric strings are accepted ("12.50"). */
export function number(record: Json, key: string): number {
  const v = record[key];
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`${key} is not a number`);
  return n;
}

export function optionalNumber(record: Json, key: string): number | undefined {
  const v = record[key];
  return v === undefined || v === null || v === '' ? undefined : number(record, key);
}

/**
 * Rules as the platform answers them (VIP, missions, referral): the HTML itself, or an object with its
 * `content`. Not sanitised here: render it only through ui/server-html's ServerHtml.
 */
export const parseRulesHtml = (value: unknown): string => (typeof value === 'string' ? value : (optionalText(object(value, 'rules'), 'content') ?? ''));

/** A switch's value: booleans, 1/0, "1"/"0", "true"/"false" or "Y" (the exact wire form is unverified). */
export const isOn = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true' || v === 'Y';

export function flag(record: Json, key: string): boolean {
  return isOn(record[key]);
}

/** A page of a list: the items and the paging figures the platform puts beside them. */
export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
}
