/**
 * The one way the simulator moves a member's money (issue 14): the balance changes and the account record
 * gets the transaction, with the balance after it. Deposit, withdraw, transfer and rebate routes all call it.
 */
import type { Member, MerchantWorld, Transaction, TransactionKind } from './state';

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
