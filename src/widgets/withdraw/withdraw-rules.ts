/**
 * The withdraw form's own checks (what the platform would refuse, said at the field before anything is
 * sent): an amount in the platform's format, whole when decimals are not allowed, within the per-withdrawal
 * bounds, today's remaining amount and the balance.
 */
import type { WithdrawAccount, WithdrawSettings } from '../../api/withdraw';
import type { Problem } from '../../lib/validation';

export interface AmountRules {
  min: number;
  max: number;
  allowDecimal: boolean;
  balance?: number;
  remaining?: number;
}

/** The stricter of the settings' and the account's bounds (both answer them; either may be absent). */
export function amountRules(settings: WithdrawSettings, account: WithdrawAccount, balance: number | undefined): AmountRules {
  return {
    min: Math.max(settings.min, account.min ?? 0),
    max: Math.min(settings.max, account.max ?? Number.POSITIVE_INFINITY),
    allowDecimal: settings.allowDecimal,
    balance,
    remaining: account.remainingAmount,
  };
}

/** The amount typed, as a number, when it is written as an amount (digits, at most 2 decimals). */
export function amountOf(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** `money` writes an amount as the player reads it (currency symbol, locale). */
export function amountProblem(text: string, rules: AmountRules, money: (n: number) => string): Problem | undefined {
  if (text.trim() === '') return { key: 'withdraw.enterAmount' };
  const amount = amountOf(text);
  if (amount === undefined || amount <= 0) return { key: 'withdraw.amountInvalid' };
  if (!rules.allowDecimal && !Number.isInteger(amount)) return { key: 'withdraw.wholeAmount' };
  if (amount < rules.min) return { key: 'withdraw.belowMin', values: { min: money(rules.min) } };
  if (amount > rules.max) return { key: 'withdraw.aboveMax', values: { max: money(rules.max) } };
  if (rules.remaining !== undefined && amount > rules.remaining) return { key: 'withdraw.aboveRemaining', values: { remaining: money(rules.remaining) } };
  if (rules.balance !== undefined && amount > rules.balance) return { key: 'withdraw.aboveBalance' };
  return undefined;
}
