/**
 * The one way the simulator moves a member's money (issue 14): the balance changes and the account record
 * gets the transaction, with the balance after it. Deposit, withdraw, transfer and rebate routes all call it.
 */
import type { DepositOrder, Member, MerchantWorld, Transaction, TransactionKind } from './state';

export const nextWalletId = (world: MerchantWorld): number => world.wallet.nextId++;

/** Rounds to cents, as the platform's amounts are. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

export function moveMoney(
  world: MerchantWorld,
  member: Member,
  move: { kind: TransactionKind; amount: number; remark?: string; orderNo?: string },
  now: number,
): Transaction {
  member.balance = cents(member.balance + move.amount);
  const tx: Transaction = {
    id: nextWalletId(world),
    account: member.account,
    kind: move.kind,
    amount: cents(move.amount),
    balanceAfter: member.balance,
    remark: move.remark ?? '',
    orderNo: move.orderNo ?? '',
    at: now,
  };
  world.wallet.transactions.push(tx);
  return tx;
}

/**
 * Pending deposits whose time has come turn to success and credit the member. The simulator calls it before
 * every platform call (app.ts), so the balance, the records and the order's state agree whichever is read first.
 */
export function settleDeposits(world: MerchantWorld, now: number): void {
  for (const order of world.wallet.deposits) {
    if (order.state === 'pending' && order.resolvesAt !== undefined && order.resolvesAt <= now) resolveDeposit(world, order, 'success', now);
  }
}

/** Ends a pending order; success credits the member's balance (kind 'deposit'), then the promotion's bonus (kind 'bonus'). */
export function resolveDeposit(world: MerchantWorld, order: DepositOrder, state: 'success' | 'failed', now: number): void {
  order.state = state;
  order.resolvesAt = undefined;
  const member = world.members.get(order.account);
  if (state !== 'success' || !member) return;
  moveMoney(world, member, { kind: 'deposit', amount: order.amount, remark: `${order.method} ${order.channel}`, orderNo: String(order.id) }, now);
  if (order.bonus) moveMoney(world, member, { kind: 'bonus', amount: order.bonus, remark: `Promotion ${order.promotionId}`, orderNo: String(order.id) }, now);
}
