/**
 * The Vietnam lottery's draws (spec §7 "recent VN lottery" and "VN numero": request and response "not
 * shown"). platform-api.md documents only the Vietnam menu (/lgw/vn/games/game_menu); the two paths and
 * shapes below are *unverified* (the simulator's model, src/platform-sim/data/vn-draws.ts). Like every
 * lottery-gateway call they answer raw JSON without the envelope.
 *
 * - GET /lgw/vn/games/numero[?gameCode=]: each game's current draw, the next to be drawn: numero (the
 *   draw's id), close and draw times (epoch ms; bets may have closed already), the latest drawn numeros.
 * - GET /lgw/vn/games/recent_lottery[?gameCode=&size=]: without a code the latest result of every game;
 *   with one, that game's latest `size` results, newest first. A result lists its prize tiers, level 0
 *   being the special prize and 1–8 the first to eighth prizes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameScope } from './games';
import { request } from './http';
import { list, number, object, text } from './parse';

export interface VnNumero {
  code: string;
  numero: string;
  /** Epoch ms: bets close. */
  closeTime: number;
  /** Epoch ms: the draw. */
  drawTime: number;
  recentNumeros: string[];
}

export interface VnPrize {
  /** 0 = the special prize, 1–8 = the first to eighth prizes. */
  level: number;
  numbers: string[];
}

export interface VnResult {
  code: string;
  numero: string;
  /** Epoch ms. */
  drawTime: number;
  /** By level, the special prize first. */
  prizes: VnPrize[];
}

/** How many recent results a province's results view asks for. */
export const VN_RECENT_SIZE = 10;
const MAX_LEVEL = 8;

const digits = (value: unknown, what: string) => {
  const n = text({ v: value }, 'v');
  if (!/^\d{1,9}$/.test(n)) throw new Error(`${what} is not a lottery number`);
  return n;
};

export function parseVnNumero(value: unknown): VnNumero {
  const n = object(value, 'Vietnam numero');
  return {
    code: text(n, 'gameCode'),
    numero: text(n, 'numero'),
    closeTime: number(n, 'closeTime'),
    drawTime: number(n, 'drawTime'),
    recentNumeros: n.recentNumeros === undefined || n.recentNumeros === null ? [] : list(n.recentNumeros, 'recentNumeros', (v) => text({ v }, 'v')),
  };
}

function parseVnPrize(value: unknown): VnPrize {
  const p = object(value, 'prize');
  const level = number(p, 'level');
  if (!Number.isInteger(level) || level < 0 || level > MAX_LEVEL) throw new Error(`prize level ${level} is out of range`);
  return { level, numbers: list(p.numbers, 'numbers', (v) => digits(v, 'prize number')) };
}

export function parseVnResult(value: unknown): VnResult {
  const r = object(value, 'Vietnam result');
  const prizes = list(r.prizes, 'prizes', parseVnPrize).sort((a, b) => a.level - b.level);
  if (!prizes.some((p) => p.level === 0 && p.numbers.length > 0)) throw new Error('result has no special prize');
  return { code: text(r, 'gameCode'), numero: text(r, 'numero'), drawTime: number(r, 'drawTime'), prizes };
}

export const parseVnNumeros = (value: unknown) => list(value, 'Vietnam numeros', parseVnNumero);
export const parseVnResults = (value: unknown) => list(value, 'Vietnam results', parseVnResult);

export const getVnNumeros = (signal?: AbortSignal) => request('/lgw/vn/games/numero', { raw: true, parse: parseVnNumeros, signal });

/** Without `code`, the latest result of every game; with it, that game's latest `size` results. */
export const getVnRecentResults = (code?: string, size?: number, signal?: AbortSignal) =>
  request('/lgw/vn/games/recent_lottery', { query: { gameCode: code, size }, raw: true, parse: parseVnResults, signal });

const key = (scope: GameScope) => ['games', 'lottery', 'vnDraws', scope.merchant, scope.language] as const;

export const vnNumerosQuery = (scope: GameScope) => queryOptions({ queryKey: [...key(scope), 'numeros'], queryFn: ({ signal }) => getVnNumeros(signal) });

export const vnLatestResultsQuery = (scope: GameScope) =>
  queryOptions({ queryKey: [...key(scope), 'latest'], queryFn: ({ signal }) => getVnRecentResults(undefined, undefined, signal) });

export const vnRecentResultsQuery = (scope: GameScope, code: string) =>
  queryOptions({ queryKey: [...key(scope), 'recent', code], queryFn: ({ signal }) => getVnRecentResults(code, VN_RECENT_SIZE, signal) });

/** A list of results as one result per game code (the latest-results call answers one each). */
export const resultsByCode = (results: VnResult[]) => new Map(results.map((r) => [r.code, r]));
