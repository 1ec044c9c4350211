/**
 * What a contract screen shows, from the platform's answer (src/api/agent.ts): the status, the offered
 * tiers as rows of labelled figures, the period (dividend), and the current standing under its heading.
 * Pure, so the three screens share one layout and the mapping is tested on its own.
 */
import type { Contract, ContractStatus, DailySalary, DividendInfo, HourlySalary } from '../../api/agent';

/** How a figure is written: an amount (2 decimals, currency symbol), a head count, or a share (percent). */
export type FigureKind = 'money' | 'count' | 'rate';

export interface Figure {
  /** contracts.figure.<key> */
  key: string;
  kind: FigureKind;
  value: number;
}

export interface Standing {
  /** contracts.standing.<contract>, with these values. */
  values: Record<string, string>;
  figures: Figure[];
}

export interface ContractView {
  contract: Contract;
  status: ContractStatus;
  /** The platform's period code (dividend), e.g. HALF_MONTH. */
  period?: string;
  /** Column keys and kinds, in order, for every tier. */
  columns: Omit<Figure, 'value'>[];
  tiers: Figure[][];
  standing: Standing;
}

const pad = (n: number) => String(n).padStart(2, '0');

function tierRows<T>(tiers: T[], columns: readonly (Omit<Figure, 'value'> & { key: keyof T & string })[]): Figure[][] {
  return tiers.map((tier) => columns.map(({ key, kind }) => ({ key, kind, value: Number(tier[key]) })));
}

const DAILY_COLUMNS = [
  { key: 'teamBet', kind: 'money' },
  { key: 'activeMembers', kind: 'count' },
  { key: 'salary', kind: 'money' },
] as const;

export function dailySalaryView(d: DailySalary): ContractView {
  return {
    contract: 'dailySalary',
    status: d.status,
    columns: [...DAILY_COLUMNS],
    tiers: tierRows(d.tiers, DAILY_COLUMNS),
    standing: {
      values: { date: d.today.date },
      figures: [
        { key: 'teamBet', kind: 'money', value: d.today.teamBet },
        { key: 'activeMembers', kind: 'count', value: d.today.activeMembers },
        { key: 'salary', kind: 'money', value: d.today.salary },
      ],
    },
  };
}

const HOURLY_COLUMNS = [
  { key: 'hourlyBet', kind: 'money' },
  { key: 'salary', kind: 'money' },
] as const;

export function hourlySalaryView(h: HourlySalary): ContractView {
  const { hour } = h.currentHour;
  return {
    contract: 'hourlySalary',
    status: h.status,
    columns: [...HOURLY_COLUMNS],
    tiers: tierRows(h.tiers, HOURLY_COLUMNS),
    standing: {
      values: { date: h.currentHour.date, from: `${pad(hour)}:00`, to: `${pad((hour + 1) % 24)}:00` },
      figures: [
        { key: 'hourlyBet', kind: 'money', value: h.currentHour.teamBet },
        { key: 'salary', kind: 'money', value: h.currentHour.salary },
      ],
    },
  };
}

const DIVIDEND_COLUMNS = [
  { key: 'teamLoss', kind: 'money' },
  { key: 'activeMembers', kind: 'count' },
  { key: 'rate', kind: 'rate' },
] as const;

export function dividendView(d: DividendInfo): ContractView {
  return {
    contract: 'dividend',
    status: d.status,
    period: d.period,
    columns: [...DIVIDEND_COLUMNS],
    tiers: tierRows(d.tiers, DIVIDEND_COLUMNS),
    standing: {
      values: { start: d.current.periodStart, end: d.current.periodEnd },
      figures: [
        { key: 'teamLoss', kind: 'money', value: d.current.teamLoss },
        { key: 'activeMembers', kind: 'count', value: d.current.activeMembers },
        { key: 'rate', kind: 'rate', value: d.current.rate },
        { key: 'dividend', kind: 'money', value: d.current.dividend },
      ],
    },
  };
}

/** A contract is offered when the platform has one on record for the agent (status other than none) with terms. */
export const isOffered = (view: ContractView) => view.status !== 'none' && view.tiers.length > 0;

/** Only a pending request can be answered. */
export const canAnswer = (view: ContractView) => view.status === 'pending';
