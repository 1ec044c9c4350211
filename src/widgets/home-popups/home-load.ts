/**
 * The home load of a logged-in player (spec §4 "Home load for a logged-in user"): renew the member info,
 * get the favourite games, the wallet balance and the merchant wallet, then the contract-request check.
 * Members of types 4, 40, 41 and 42 skip the check; otherwise any non-empty value of the three offers
 * its contract screen. A step that fails does not stop the others (the check still runs; a failed check
 * offers nothing).
 */
import { type ContractRequests, hasPendingContract } from '../../api/agent';
import { skipsContractCheck } from '../../lib/member-types';

export interface HomeLoadSteps {
  memberInfo: () => Promise<{ type: number }>;
  favourites: () => Promise<unknown>;
  wallet: () => Promise<unknown>;
  merchantWallet: () => Promise<unknown>;
  contractRequests: () => Promise<ContractRequests>;
}

export type ContractKind = 'salary' | 'dividend' | 'hour';

/** The contract screens of spec §2.1, by the request value that is set. */
export const CONTRACT_SCREENS: Record<ContractKind, string> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hour: '/m/member/agent/getHourContract',
};

/** Which contract a pending request is for (daily salary first, then dividend, then hourly salary). */
export function pendingContract(requests: ContractRequests | undefined): ContractKind | undefined {
  if (!requests || !hasPendingContract(requests)) return undefined;
  if (requests.dailysalreqtype.trim()) return 'salary';
  if (requests.divtypecompperiodreq.trim()) return 'dividend';
  return 'hour';
}

export type HomeLoadOutcome = { checked: false } | { checked: true; pending?: ContractKind };

/** Runs the load; `sessionType` stands in when the member info cannot be renewed. */
export async function homeLoad(steps: HomeLoadSteps, sessionType: number): Promise<HomeLoadOutcome> {
  const info = steps.memberInfo();
  await Promise.allSettled([info, steps.favourites(), steps.wallet(), steps.merchantWallet()]);
  const type = await info.then(
    (member) => member.type,
    () => sessionType,
  );
  if (skipsContractCheck(type)) return { checked: false };
  const requests = await steps.contractRequests().catch(() => undefined);
  const pending = pendingContract(requests);
  return pending ? { checked: true, pending } : { checked: true };
}
