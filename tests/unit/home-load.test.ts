/**
 * The logged-in home load (spec §4 "Home load for a logged-in user"): member info, favourites, wallet and
 * merchant wallet first, then the contract-request check; types 4, 40, 41 and 42 skip the check; any
 * non-empty request value offers its contract screen; a failing step does not stop the load.
 */
import { describe, expect, it } from 'vitest';
import { type ContractRequests, getContractRequests } from '../../src/api/agent';
import { CONTRACT_SCREENS, type HomeLoadSteps, homeLoad, pendingContract } from '../../src/widgets/home-popups/home-load';
import { control, startSimulatorSession } from './support/simulator';

const NONE: ContractRequests = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };

/** Steps that record when each one starts and ends (ends after a microtask or two, in a fixed order). */
function recordingSteps(type: number, requests: ContractRequests = NONE, failing: (keyof HomeLoadSteps)[] = []) {
  const log: string[] = [];
  const step =
    <T>(name: keyof HomeLoadSteps, value: T) =>
    async (): Promise<T> => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
      if (failing.includes(name)) throw new Error(`${name} failed`);
      return value;
    };
  const steps: HomeLoadSteps = {
    memberInfo: step('memberInfo', { type }),
    favourites: step('favourites', []),
    wallet: step('wallet', { sumBalance: 1 }),
    merchantWallet: step('merchantWallet', {}),
    contractRequests: step('contractRequests', requests),
  };
  return { steps, log };
}

describe('home load', () => {
  it('starts member info, favourites, wallet and merchant wallet in that order, and checks contracts after all four', async () => {
    const { steps, log } = recordingSteps(1, { ...NONE, dailysalreqtype: '1' });
    expect(await homeLoad(steps, 1)).toEqual({ checked: true, pending: 'salary' });
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['start memberInfo', 'start favourites', 'start wallet', 'start merchantWallet', 'start contractRequests']);
    const check = log.indexOf('start contractRequests');
    for (const name of ['memberInfo', 'favourites', 'wallet', 'merchantWallet']) expect(log.indexOf(`end ${name}`)).toBeLessThan(check);
  });

  it.each([4, 40, 41, 42])('member type %i skips the contract-request check', async (type) => {
    const { steps, log } = recordingSteps(type, { dailysalreqtype: '1', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: '1' });
    expect(await homeLoad(steps, type)).toEqual({ checked: false });
    expect(log).not.toContain('start contractRequests');
  });

  it.each([0, 1, 2])('member type %i is checked', async (type) => {
    const { steps, log } = recordingSteps(type);
    expect(await homeLoad(steps, type)).toEqual({ checked: true });
    expect(log).toContain('start contractRequests');
  });

  it('the renewed member type decides, not the one the session remembered', async () => {
    const { steps } = recordingSteps(41, { ...NONE, dailysalreqtype: '1' });
    expect(await homeLoad(steps, 1)).toEqual({ checked: false });
  });

  it('when the member info cannot be renewed, the session type decides; other failures do not stop the check', async () => {
    const skipped = recordingSteps(0, { ...NONE, contracthoursalreq: '1' }, ['memberInfo']);
    expect(await homeLoad(skipped.steps, 4)).toEqual({ checked: false });
    const checked = recordingSteps(0, { ...NONE, contracthoursalreq: '1' }, ['memberInfo', 'favourites', 'wallet', 'merchantWallet']);
    expect(await homeLoad(checked.steps, 1)).toEqual({ checked: true, pending: 'hour' });
  });

  it('a failed contract check offers nothing', async () => {
    const { steps } = recordingSteps(1, { ...NONE, dailysalreqtype: '1' }, ['contractRequests']);
    expect(await homeLoad(steps, 1)).toEqual({ checked: true });
  });
});

describe('which contract a request offers', () => {
  it('nothing when all three values are empty or blank', () => {
    expect(pendingContract(NONE)).toBeUndefined();
    expect(pendingContract({ dailysalreqtype: ' ', divtypecompperiodreq: '', contracthoursalreq: '' })).toBeUndefined();
    expect(pendingContract(undefined)).toBeUndefined();
  });

  it('daily salary, dividend or hourly salary by the value that is set (daily salary first)', () => {
    expect(pendingContract({ ...NONE, dailysalreqtype: '1' })).toBe('salary');
    expect(pendingContract({ ...NONE, divtypecompperiodreq: 'HALF_MONTH' })).toBe('dividend');
    expect(pendingContract({ ...NONE, contracthoursalreq: '1' })).toBe('hour');
    expect(pendingContract({ dailysalreqtype: '1', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: '1' })).toBe('salary');
    expect(pendingContract({ ...NONE, divtypecompperiodreq: 'X', contracthoursalreq: '1' })).toBe('dividend');
  });

  it('the contract screens are the routes of spec §2.1', () => {
    expect(CONTRACT_SCREENS).toEqual({
      salary: '/m/member/agent/getSalaryContract',
      dividend: '/m/member/agent/getDevidendContract',
      hour: '/m/member/agent/getHourContract',
    });
  });
});

describe('the simulator gives a test agent pending contract requests (POST /__sim/members contractRequests)', () => {
  const sim = startSimulatorSession();

  it('the consolidated member funds answer them to that agent; other members get empty values', async () => {
    // A key the control API does not know is refused (400 naming it), not ignored.
    const bogus = await control('POST', '/__sim/members', { username: 'pending_agent', password: 'Agent123', type: 41, contractRequests: { divtypecompperiodreq: 'HALF_MONTH', bogus: 'x' } });
    expect([bogus.status, await bogus.json()]).toEqual([400, { error: '/contractRequests must NOT have additional properties ("bogus")' }]);
    const created = await control('POST', '/__sim/members', { username: 'pending_agent', password: 'Agent123', type: 41, contractRequests: { divtypecompperiodreq: 'HALF_MONTH' } });
    expect(created.status).toBe(201);
    await sim.login('pending_agent', 'Agent123');
    expect(await getContractRequests()).toEqual({ dailysalreqtype: '', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: '' });
    await control('POST', '/__sim/members', { username: 'plain_agent', password: 'Agent123', type: 1 });
    await sim.login('plain_agent', 'Agent123');
    expect(await getContractRequests()).toEqual(NONE);
  });
});
