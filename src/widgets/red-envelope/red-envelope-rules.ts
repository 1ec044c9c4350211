/**
 * The red-envelope form's checks (issue 18): at least one downline, a total with 2 decimals at most, at
 * least one cent per envelope and within the balance, and the funds password. Pure, so they are tested alone.
 */
import { MIN_SHARE } from '../../api/agent-extras';
import type { Problem } from '../../lib/validation';
import type { Problems } from '../../ui/form';
import { checkFunds } from '../../ui/panel-form';

export type Name = 'usernames' | 'totalAmount' | 'splitType' | 'paymentPassword';

/** The chosen downlines travel in the form as one comma-separated value (account names have no commas). */
export const chosen = (usernames: string): string[] => (usernames ? usernames.split(',') : []);
export const joinChosen = (accounts: Iterable<string>): string => [...accounts].join(',');

/** The least total for `count` envelopes (one cent each), in whole cents. */
export const minimumTotal = (count: number) => Math.round(count * MIN_SHARE * 100) / 100;

export function totalProblem(text: string, count: number, balance: number): Problem | undefined {
  if (text === '') return { key: 'redEnvelope.enterTotal' };
  if (!/^\d+(\.\d+)?$/.test(text) || !(Number(text) > 0)) return { key: 'redEnvelope.totalInvalid' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { key: 'redEnvelope.decimals' };
  const min = minimumTotal(Math.max(count, 1));
  if (Number(text) < min) return { key: 'redEnvelope.totalTooSmall', values: { min: min.toFixed(2), count } };
  if (Number(text) > balance) return { key: 'redEnvelope.insufficient' };
  return undefined;
}

export function redEnvelopeProblems(values: Record<Name, string>, balance: number): Problems<Name> {
  const count = chosen(values.usernames).length;
  const found: Problems<Name> = {};
  if (count === 0) found.usernames = { key: 'redEnvelope.chooseDownline' };
  const total = totalProblem(values.totalAmount.trim(), count, balance);
  if (total) found.totalAmount = total;
  const funds = checkFunds(values.paymentPassword);
  if (funds) found.paymentPassword = funds;
  return found;
}
