/**
 * Opening a downline account (src/api/agent.ts openDownline) against the real simulator through msw: the
 * call is encrypted like registration, the new account (player or agent) logs in and is among the agent's
 * downlines; non-agents are refused (agent.not.allowed), a taken name is refused ("Sorry, the username
 * already exists"), the platform checks the registration's format rules too; a malformed answer is an error.
 */
import { describe, expect, it } from 'vitest';
import { getDownlines, openDownline, parseOpenedDownline } from '../../src/api/agent';
import { control, failure, startSimulatorSession } from './support/simulator';

const { login, requests } = startSimulatorSession({ record: true });
const asAgent = () => login('agent01', 'Agent123');

describe('openDownline', () => {
  it('opens a player below the agent: encrypted, the account logs in and is a downline', async () => {
    await asAgent();
    expect(await openDownline({ username: 'newkid1', password: 'Secret123', confirmPassword: 'Secret123', type: 0 })).toEqual({ account: 'newkid1', type: 0 });
    const sent = requests.find((r) => r.url.endsWith('/wps/agent/downline'));
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Encryption')).toMatch(/^[0-9a-f]+$/);
    expect(sent?.headers.get('ModuleId')).toBe('AGEREG3');
    const rows = (await getDownlines({ pageSize: 100 })).items;
    expect(rows.find((r) => r.account === 'newkid1')).toMatchObject({ type: 0 });
    await login('newkid1', 'Secret123');
  });

  it('opens an agent (type 1) when asked', async () => {
    await asAgent();
    expect(await openDownline({ username: 'subagent1', password: 'Secret123', confirmPassword: 'Secret123', type: 1 })).toEqual({ account: 'subagent1', type: 1 });
    const rows = (await getDownlines({ pageSize: 100 })).items;
    expect(rows.find((r) => r.account === 'subagent1')?.type).toBe(1);
  });

  it('refuses a taken name with "Sorry, the username already exists" and leaves the account as it was', async () => {
    await asAgent();
    const error = await failure(openDownline({ username: 'player01', password: 'Other1234', confirmPassword: 'Other1234', type: 0 }));
    expect([error.status, error.errorCode, error.message]).toEqual([400, 'register.username.exists', 'Sorry, the username already exists']);
    await login('player01', 'Player123');
  });

  it('refuses a member (agent.not.allowed) and a guest (login.not.session)', async () => {
    await login('player01', 'Player123');
    expect((await failure(openDownline({ username: 'sneaky1', password: 'Secret123', confirmPassword: 'Secret123', type: 0 }))).errorCode).toBe('agent.not.allowed');
    await control('POST', '/__sim/reset');
    expect((await failure(openDownline({ username: 'sneaky2', password: 'Secret123', confirmPassword: 'Secret123', type: 0 }))).errorCode).toBe('login.not.session');
  });

  it.each([
    ['a short name', { username: 'ab', password: 'Secret123', confirmPassword: 'Secret123' }, 'register.username.invalid'],
    ['a name with a space', { username: 'ab cd', password: 'Secret123', confirmPassword: 'Secret123' }, 'register.username.invalid'],
    ['a short password', { username: 'okname1', password: 'abc', confirmPassword: 'abc' }, 'register.password.invalid'],
    ['a mismatched confirmation', { username: 'okname2', password: 'Secret123', confirmPassword: 'Secret124' }, 'register.password.confirm'],
  ])('the platform refuses %s as registration does', async (_what, input, code) => {
    await asAgent();
    expect((await failure(openDownline({ ...input, type: 0 }))).errorCode).toBe(code);
  });

  it('reads the answer strictly: a malformed answer is an error', () => {
    expect(parseOpenedDownline({ account: 'x1', type: 0 })).toEqual({ account: 'x1', type: 0 });
    expect(() => parseOpenedDownline({ account: 'x1' })).toThrow();
    expect(() => parseOpenedDownline(null)).toThrow();
  });
});
