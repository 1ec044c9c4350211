/** The checks of a rebate value a person types (the platform checks the same; routes/agent-team.ts in the simulator). */
import type { Problem } from '../../lib/validation';

/** Percent, at most two decimals. */
const RATE = /^\d+(\.\d{1,2})?$/;

/** The refusal code of a value over the upline's own rate (the simulator's, *unverified*). */
export const OVER_LIMIT_CODE = 'rebate.exceed.upline';

export const overLimit = (max: number): Problem => ({ key: 'team.rebateOverLimit', values: { max } });

/** What is wrong with `text` as a rebate for a product whose limit (the agent's own rate) is `max`. */
export function rebateProblem(text: string, max: number | undefined): Problem | undefined {
  const value = text.trim();
  if (value === '') return { key: 'team.enterRebate' };
  if (!RATE.test(value)) return { key: 'team.rebateFormat' };
  if (max !== undefined && Number(value) > max) return overLimit(max);
  return undefined;
}
