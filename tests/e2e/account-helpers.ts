/**
 * Real accounts for the settings, logout and free-trial specs: a fresh DEMO member (POST /__sim/members),
 * logged in through the platform's own encrypted login call, and a page opened with that session. The
 * session is written to session storage once (no init script), so a later logout or reload is not undone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { encryptBody } from '../../src/api/encryption';
import { collectErrors, type ErrorLog, type InjectedFault, MEMBER, merchantUrl, NOTICE_POPUP_FLAG, popupsSeen, type SessionInfo, setLanguage, withFault } from './helpers';

export const DEMO = 'demo';
export const DEMO_CODE = 'DEMO';
export const FREE_REJECT = 'Please login an actual account to use this function';

/** The browser's line for a call refused on purpose (an injected fault, an old token). */
export const refused = (status: number) => new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

let counter = 0;

export interface TestMember {
  username: string;
  password: string;
}

/** A member of a merchant (DEMO by default) no other test uses. */
export async function newMember(request: APIRequestContext, prefix: string, type = MEMBER, merchantCode = DEMO_CODE): Promise<TestMember> {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const password = `Pw${username.slice(-6)}9x`;
  const response = await request.post('/__sim/members', { headers: { Merchant: merchantCode }, data: { username, password, type } });
  expect(response.status(), 'POST /__sim/members').toBe(201);
  return { username, password };
}

/** Logs a member in on the platform (the login call, encrypted as the app does) and answers the session. */
export async function logIn(request: APIRequestContext, member: TestMember, merchantCode = DEMO_CODE): Promise<SessionInfo> {
  const headers = { Merchant: merchantCode };
  const modulus = (await (await request.get('/wps/session/key/rsa', { headers })).text()).trim();
  const sealed = encryptBody({ username: member.username, password: member.password, captcha: '', type: 'username', isSms: false }, modulus);
  const response = await request.post('/wps/session/login', { headers: { ...headers, 'Content-Type': 'application/json', ...sealed.headers }, data: sealed.body });
  expect(response.status(), 'POST /wps/session/login').toBe(200);
  const { value } = (await response.json()) as { value: { token: string; userName: string; customerType: number } };
  return { token: value.token, merchantCode, userName: value.userName, type: value.customerType, firstTimeLogin: false };
}

/**
 * A live session of a fresh account of any member type (0 member, 1 agent, 4 free trial, 40-42) on a
 * merchant: pages that load member data (home, lottery, game lists) need a token the platform knows.
 */
export async function liveSession(request: APIRequestContext, type: number, merchantCode = DEMO_CODE, prefix = 'e2e'): Promise<SessionInfo> {
  return logIn(request, await newMember(request, prefix, type, merchantCode), merchantCode);
}

/** GET /wps/member/info with a token: the platform's word on whether the token still holds. */
export async function memberInfoStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/wps/member/info', { headers: { Merchant: DEMO_CODE, Authorization: token } });
  return response.status();
}

/**
 * Opens a DEMO path, with a session when given: the page first loads home as a guest, the session goes
 * into session storage, then the path loads (a fresh document, so the app's own history starts there).
 */
export async function openDemo(page: Page, path: string, options: { session?: SessionInfo; lang?: string } = {}): Promise<ErrorLog> {
  const errors = collectErrors(page);
  await setLanguage(page, options.lang ?? 'EN');
  // Home's pop-ups count as seen (tests of the pop-ups open home through home-support's openHome).
  await popupsSeen(page);
  if (options.session) {
    await page.goto(merchantUrl(DEMO, '/m/home'));
    await page.evaluate((value) => window.sessionStorage.setItem('livery.session', value), JSON.stringify({ state: { session: options.session }, version: 0 }));
  }
  await page.goto(merchantUrl(DEMO, path));
  return errors;
}

/** What the app keeps in session storage, as key=value lines. */
export const sessionStorageEntries = (page: Page) =>
  page.evaluate(() => Array.from({ length: window.sessionStorage.length }, (_, i) => `${window.sessionStorage.key(i)}=${window.sessionStorage.getItem(window.sessionStorage.key(i) as string)}`));

/**
 * Session storage after a logout: emptied, except the notice pop-up's flag that home writes again once it
 * has shown its pop-up to the guest (spec 3: the clean-up empties session storage, then /m/home loads).
 */
export async function sessionLeftAfterLogout(page: Page): Promise<string[]> {
  return (await sessionStorageEntries(page)).filter((entry) => !entry.startsWith(`${NOTICE_POPUP_FLAG}=`));
}

/** The session the app keeps (zustand persist in session storage), if any. */
export const storedSession = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('livery.session') ?? 'null') as { state?: { session?: SessionInfo } } | null)?.state?.session);

/** Injects a fault for DEMO, in the page's own lane, just before the call it targets (helpers.ts withFault). */
export const withDemoFault = (request: APIRequestContext, fault: InjectedFault, page: Page, act: () => Promise<void>): Promise<number> =>
  withFault(page, request, DEMO_CODE, fault, act);
