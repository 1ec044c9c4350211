/**
 * Shared pieces of the home e2e specs: fresh members (with pending contract requests when asked), a
 * page opened on home with a session and the pop-ups already seen, and answers shaped for one test in
 * its own fault lane (POST /__sim/faults with `answer`), so tests side by side never see each other's data.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ageConfirmed, expect } from './fixtures';
import { logIn, type TestMember } from './account-helpers';
import { collectErrors, type ErrorLog, merchantUrl, ownFaultLane, popupsSeen, type SessionInfo, setLanguage, setSession } from './helpers';

export const DEMO = 'demo';
export const DEMO_CODE = 'DEMO';
export const ANNOUNCEMENTS = '/wps/relay/CCSFE_getListAnnouncements';
export const HOT_MATCHES = '/wps/relay/GCSGAME_hotMatches';
export const SETTINGS = '/wps/system/settings/consolidated';
export const FUNDS = '/wps/relay/MCS_getConsolidatedMemberFunds';
export { LOGIN_POPUPS_FLAG, NOTICE_POPUP_FLAG } from './helpers';

let counter = 0;

export interface ContractRequests {
  dailysalreqtype?: string;
  divtypecompperiodreq?: string;
  contracthoursalreq?: string;
}

/** A DEMO member no other test uses, of any type, with pending contract requests when given. */
export async function newHomeMember(request: APIRequestContext, type: number, contractRequests?: ContractRequests): Promise<TestMember> {
  counter += 1;
  const username = `hm${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const password = `Pw${username.slice(-6)}9x`;
  const response = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, type, ...(contractRequests ? { contractRequests } : {}) } });
  expect(response.status(), 'POST /__sim/members').toBe(201);
  return { username, password };
}

export async function loggedIn(request: APIRequestContext, type: number, contractRequests?: ContractRequests): Promise<SessionInfo> {
  return logIn(request, await newHomeMember(request, type, contractRequests));
}

export interface HomeOptions {
  session?: SessionInfo;
  lang?: string;
  /** Mark the notice and login pop-ups as already shown in this session (tests of other blocks). */
  popupsSeen?: boolean;
  merchant?: string;
}

/** Opens home (the session and flags put in place before every load of the page); answers the error log. */
export async function openHome(page: Page, options: HomeOptions = {}): Promise<ErrorLog> {
  const errors = collectErrors(page);
  await setLanguage(page, options.lang ?? 'EN');
  // Home's own pop-ups are under test here; the age notice (issue 20) was answered on this device before.
  await ageConfirmed(page);
  if (options.session) await setSession(page, options.session);
  if (options.popupsSeen) await popupsSeen(page);
  await page.goto(merchantUrl(options.merchant ?? DEMO, '/m/home'));
  return errors;
}

/** The platform's answer (its `value`) to a GET, as the simulator gives it. */
export async function platformValue<T>(request: APIRequestContext, path: string, merchantCode = DEMO_CODE): Promise<T> {
  const response = await request.get(path, { headers: { Merchant: merchantCode } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { value: T }).value;
}

export interface LaneFault {
  path: string;
  status?: number;
  malformed?: boolean;
  /** HTTP 200 with this body instead of the platform's answer. */
  answer?: unknown;
  times: number;
}

/**
 * Gives the page a fault lane of its own and puts faults in it (before the page loads); answers a function
 * that clears what is left of them.
 */
export async function inLane(page: Page, request: APIRequestContext, faults: LaneFault[]): Promise<() => Promise<void>> {
  const lane = await ownFaultLane(page);
  for (const fault of faults) {
    const response = await request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { ...fault, lane } });
    expect(response.status(), 'POST /__sim/faults').toBe(201);
  }
  return async () => {
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
  };
}

/** The home announcements with some lists replaced (e.g. one banner, no notices), as a whole envelope. */
export async function announcementsWith(request: APIRequestContext, change: Record<string, unknown[]>): Promise<unknown> {
  const value = await platformValue<Record<string, unknown[]>>(request, `${ANNOUNCEMENTS}?types=B,PL,PU,H&groupName=m_home&platform=M`);
  return { success: true, value: { ...value, ...change } };
}

/** The browser's line for a call refused on purpose. */
export const refusedWith = (status: number) => new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);
