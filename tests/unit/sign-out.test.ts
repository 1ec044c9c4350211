// @vitest-environment jsdom
/**
 * Signing out against the simulator (spec 4 "Auth", 7 "DELETE logout"): a DELETE of /wps/session/logout
 * with the token and an empty body, after which the platform refuses the token; then the clean-up on the
 * device — session, trial user, per-account answers, session storage, saved-password and bank-list keys —
 * which also happens when the server call fails. The language and remember-me (user name only) stay.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../src/api/accounts';
import { configureApi } from '../../src/api/http';
import { getInbox, inboxDeletes } from '../../src/api/inbox';
import { dropAccountQueriesOnSessionChange } from '../../src/app/session-cache';
import { clearLocalSession, endServerSession, LOGOUT_LOCAL_KEYS } from '../../src/renderer/sign-out';
import { useSessionStore } from '../../src/state/session';
import { control, SIM_BASE, startSimulatorServer } from './support/simulator';

const { requests } = startSimulatorServer({ record: true });
let sessionGone = 0;
configureApi({
  baseUrl: SIM_BASE,
  merchantCode: 'DEMO',
  language: () => 'EN',
  token: () => useSessionStore.getState().session?.token,
  encryption: 'platform',
  onSessionGone: () => {
    sessionGone += 1;
  },
});

const client = new QueryClient();
let stopDropping: () => void;
beforeAll(() => {
  stopDropping = dropAccountQueriesOnSessionChange(client);
});
afterAll(() => stopDropping());

/** A fresh member, logged in, with the keys a session leaves on the device. */
async function signedIn(username: string) {
  expect((await control('POST', '/__sim/members', { username, password: 'Secret123' })).status).toBe(201);
  const value = await login({ username, password: 'Secret123', type: 'username' });
  useSessionStore.getState().setSession({ token: value.token, merchantCode: 'DEMO', userName: value.userName, type: value.customerType, firstTimeLogin: false });
  sessionStorage.setItem('livery.trialUser', 'trial0001');
  for (const key of LOGOUT_LOCAL_KEYS) localStorage.setItem(key, 'x');
  localStorage.setItem('livery.rememberLogin', JSON.stringify({ type: 'username', username }));
  localStorage.setItem('livery.preferences', JSON.stringify({ state: { language: 'EN' }, version: 0 }));
  client.setQueryData(['member', 'info'], { account: username });
  client.setQueryData(['system', 'status'], { maintenance: false });
  return value.token;
}

/** What the renderer's sign-out flow does once the player confirmed (env-provider.tsx). */
async function signOut() {
  await endServerSession();
  clearLocalSession();
}

const memberInfoStatus = async (token: string) => (await fetch(`${SIM_BASE}/wps/member/info`, { headers: { Merchant: 'DEMO', Authorization: token } })).status;

function expectDeviceCleared() {
  expect(useSessionStore.getState().session).toBeUndefined();
  expect(sessionStorage.length).toBe(0);
  for (const key of LOGOUT_LOCAL_KEYS) expect(localStorage.getItem(key)).toBeNull();
  expect(client.getQueryData(['member', 'info'])).toBeUndefined();
  // Shared answers, the language and remember-me (no password in it) stay.
  expect(client.getQueryData(['system', 'status'])).toEqual({ maintenance: false });
  expect(localStorage.getItem('livery.preferences')).toContain('EN');
  expect(localStorage.getItem('livery.rememberLogin')).not.toBeNull();
}

describe('endServerSession, then clearLocalSession', () => {
  it('sends DELETE /wps/session/logout with the token, after which the platform refuses it', async () => {
    const token = await signedIn('so_one');
    expect(await memberInfoStatus(token)).toBe(200);
    await signOut();
    const sent = requests.filter((r) => new URL(r.url).pathname === '/wps/session/logout');
    expect(sent.map((r) => [r.method, r.headers.get('Authorization')])).toEqual([['DELETE', token]]);
    expect(await memberInfoStatus(token)).toBe(401);
    expectDeviceCleared();
  });

  it('sends a message deletion still waiting for its undo time first, while the session is valid', async () => {
    const token = await signedIn('so_four');
    const messages = await getInbox(1);
    inboxDeletes(client).add(messages.items.slice(0, 1));
    await signOut();
    const sent = requests.filter((r) => r.method === 'DELETE').map((r) => [new URL(r.url).pathname, r.headers.get('Authorization')]);
    expect(sent).toEqual([
      ['/wps/relay/EMFE_deleteInbox', token],
      ['/wps/session/logout', token],
    ]);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a dropped connection', { drop: true }],
  ])('clears the device all the same when the server call fails (%s)', async (_, fault) => {
    const token = await signedIn('so_two');
    expect((await control('POST', '/__sim/faults', { path: '/wps/session/logout', ...fault })).status).toBe(201);
    await signOut();
    expectDeviceCleared();
    // The platform never heard of it: the token still holds there (nothing more the device can do).
    expect(await memberInfoStatus(token)).toBe(200);
  });

  it('a refusal of the old token during logout (401) ends in the same clean-up', async () => {
    await signedIn('so_three');
    const before = sessionGone;
    expect((await control('POST', '/__sim/faults', { path: '/wps/session/logout', status: 401 })).status).toBe(201);
    await signOut();
    expect(sessionGone).toBe(before + 1);
    expectDeviceCleared();
  });
});
