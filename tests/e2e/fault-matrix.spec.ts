/**
 * The fault matrix (issue 20): every class of call the screens make × {offline, 500, timeout, malformed
 * JSON, dropped connection, session expired}. Each cell asserts that the page keeps its frame and content
 * (no white screen), says what went wrong (an alert with text) and offers a retry that brings the content
 * back once the fault is gone; where the call follows something typed (a search), the typed text is still
 * there; an expired session instead opens the login dialog with the expired reason. One test per class (the
 * classes run side by side), its cells one after another in one page; a cell's failure is kept and the
 * next cell still runs, and the matrix is printed once every class is done.
 *
 * The sends (a form's call: login, deposit order, password change, feedback, an agent opening an account)
 * run the same conditions: the form is filled, the fault met by its submit; the form says why (its failure
 * line), keeps every field as typed and can be sent again (its submit is enabled); once the fault is gone,
 * the same submit goes through. A fault never reaches the simulator's handler, so a send that failed made
 * nothing on the platform and sending again is safe. An expired session keeps the form under the logged-out
 * dialog: signing in there again (the ended session's user name is offered) brings the session back to the
 * same form, everything typed still in it, and the same submit goes through.
 *
 * The conditions:
 * - offline: the screen's call is held until the browser goes offline (context.setOffline), then fails as
 *   an offline browser's call does; for a call after something typed, the browser goes offline first and
 *   the typed search makes the call. Back online, the content comes back (by the retry, or by the app's
 *   own refetch on reconnecting).
 * - 500, malformed JSON, dropped connection: simulator faults in the page's own lane.
 * - timeout: the client gives up after 15 s (src/api/http.ts) and the app retries once: 30 s a cell is too
 *   long, so the call is aborted as timed out by the browser (page.route, 'timedout'), which is what the
 *   client sees of a call the network never answered.
 * - session expired: the platform's answer to a session it no longer knows (HTTP 401; src/api/http.ts
 *   isSessionGone); the outcome is the login dialog saying the account was logged out, not a retry.
 */
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { pathMatches } from '../../src/platform-sim/state';
import { reportToPrint, saveReportPart } from './report-parts';
import { DEMO, DEMO_CODE, logIn, newMember } from './account-helpers';
import { AGENT, collectErrors, frame, MEMBER, merchantUrl, ownFaultLane, popupsSeen, type SessionInfo, setLanguage } from './helpers';

const CONDITIONS = ['offline', '500', 'timeout', 'malformed JSON', 'dropped connection', 'session expired'] as const;
type Condition = (typeof CONDITIONS)[number];

/** Where a class's screen asks for its data, and what shows once it has it. */
interface CallClass {
  name: string;
  /** The route opened (DEMO). */
  route: string;
  who: 'guest' | 'member' | 'agent';
  /** The call path(s) faulted ('*' matches any run of characters, as the simulator's fault paths). */
  paths: string[];
  /** Where the class's error shows (default: <main>). */
  scope?: (page: Page) => Locator;
  /** Visible once the data is in (and not while the error shows). */
  content: (page: Page) => Locator;
  /** The start-up gate stands before the frame: no header to check, and no login dialog until it lets the app in. */
  beforeFrame?: boolean;
  /** What stays on screen around the error (default: the header); the member centre draws its own top. */
  shell?: (page: Page) => Locator;
  /** Cells left out of the matrix, with the reason (printed as "not covered"). */
  notCovered?: Partial<Record<Condition, string>>;
  /** A field typed into before the call: the call is the one the typed text makes. */
  typed?: { field: (page: Page) => Locator; value: string; submit: (page: Page) => Promise<void> };
  /** A form whose submit makes the call (then `content` is the form, ready to be filled). */
  send?: Send;
}

/** The account a class's cells use (its password changes when a cell changes it). */
interface Account {
  username: string;
  password: string;
}

interface Send {
  /** Fills the form for the `n`th send; answers each field with the value it must keep. */
  fill: (page: Page, account: Account, n: number) => Promise<[Locator, string][]>;
  submit: (page: Page) => Locator;
  /** The form's failure line. */
  failure: (page: Page) => Locator;
  /** Visible once a send went through. */
  done: (page: Page) => Locator;
  /** After a send went through (e.g. the account's new password). */
  after?: (account: Account, n: number) => void;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
/** A change of password alternates between two, so each cell's old password is the last one set. */
const nextPassword = (account: Account, n: number) => `Fm${n}x${account.username.slice(-5)}9`;

const CLASSES: CallClass[] = [
  {
    name: 'startup status (system)',
    route: '/m/home',
    who: 'member',
    paths: ['/wps/system/status'],
    scope: (page) => page.locator('body'),
    content: (page) => page.locator('.lv-home'),
    beforeFrame: true,
  },
  {
    name: 'home announcements/banners',
    route: '/m/home',
    who: 'member',
    paths: ['/wps/relay/CCSFE_getListAnnouncements'],
    scope: (page) => page.locator('[data-block="bannerCarousel"]'),
    content: (page) => page.locator('[data-block="bannerCarousel"] img').first(),
  },
  {
    name: 'game list (search)',
    route: '/m/gameList?gameType=RNG',
    who: 'member',
    paths: ['/wps/relay/GCSGAME_gameList'],
    content: (page) => page.getByTestId('game-grid').or(page.getByTestId('game-list-empty')),
    typed: {
      field: (page) => page.getByTestId('game-search-input'),
      value: 'fortune',
      submit: (page) => page.getByTestId('game-search-submit').click(),
    },
  },
  {
    name: 'member info (member centre)',
    route: '/m/mine',
    who: 'member',
    paths: ['/wps/member/info'],
    content: (page) => page.getByTestId('mc-player'),
    shell: (page) => page.getByTestId('member-centre'),
  },
  {
    name: 'deposit records',
    route: '/m/vouReport',
    who: 'member',
    paths: ['/wps/relay/MCSFE_getDepositTransactionReport'],
    content: (page) => page.getByTestId('records-list').or(page.getByTestId('records-empty')),
  },
  {
    name: 'deposit (methods)',
    route: '/m/voucherCenter',
    who: 'member',
    paths: ['/wps/relay/MCSFE_getDepositPaymentChannels'],
    content: (page) => page.getByTestId('deposit-amount').or(page.getByTestId('deposit-empty')),
  },
  {
    name: 'withdraw (form)',
    route: '/m/withdraw',
    who: 'member',
    paths: ['/wps/relay/MCSFE_getWithdrawSettings'],
    content: (page) => page.getByTestId('withdraw-screen'),
  },
  {
    name: 'inbox (mail list)',
    route: '/m/webEmail',
    who: 'member',
    paths: ['/wps/relay/EMFE_getInbox'],
    content: (page) => page.locator('[data-testid="inbox"][data-state="ready"], [data-testid="inbox"][data-state="empty"]'),
  },
  {
    name: 'rewards (reward centre)',
    route: '/m/rewardCenter',
    who: 'member',
    paths: ['/wps/relay/MCSFE_getAvailablePromotions'],
    content: (page) => page.getByTestId('reward-centre').getByRole('tablist').or(page.getByTestId('reward-centre').locator('.lv-rw-row, [role=status]')).first(),
  },
  {
    name: 'agent team (search)',
    route: '/m/member/team',
    who: 'agent',
    paths: ['/wps/relay/ODSFE2_getSubordinatev2'],
    content: (page) => page.getByTestId('team-list').or(page.getByTestId('team-empty')),
    typed: {
      field: (page) => page.getByTestId('team-search-input'),
      value: 'nobody',
      submit: (page) => page.getByTestId('team-search').locator('button[type=submit]').click(),
    },
  },
  {
    name: 'send: login',
    route: '/m/login',
    who: 'guest',
    paths: ['/wps/session/login'],
    content: (page) => page.getByTestId('login-submit'),
    shell: (page) => page.getByTestId('login-username'),
    notCovered: { 'session expired': 'a guest has no session to lose' },
    send: {
      fill: async (page, account) => {
        await page.getByTestId('login-username').fill(account.username);
        await page.getByTestId('login-password').fill(account.password);
        return [
          [page.getByTestId('login-username'), account.username],
          [page.getByTestId('login-password'), account.password],
        ];
      },
      submit: (page) => page.getByTestId('login-submit'),
      failure: (page) => page.getByTestId('login-error'),
      done: (page) => frame(page).header.getByTestId('header-balance'),
    },
  },
  {
    name: 'send: deposit order',
    route: '/m/voucherCenter',
    who: 'member',
    paths: ['/wps/relay/MCSFE_manualTransferByRemark'],
    content: (page) => page.getByTestId('deposit-submit'),
    send: {
      fill: async (page, _account, n) => {
        await page.getByTestId('deposit-bank-AYA').click();
        const amount = String(12_000 + n);
        await page.getByTestId('deposit-amount').fill(amount);
        return [[page.getByTestId('deposit-amount'), amount]];
      },
      submit: (page) => page.getByTestId('deposit-submit'),
      failure: (page) => page.getByTestId('deposit-failure'),
      done: (page) => page.getByTestId('deposit-order'),
    },
  },
  {
    name: 'send: change password',
    route: '/m/changePsw',
    who: 'member',
    paths: ['/wps/member/password'],
    content: (page) => page.getByTestId('change-password-submit'),
    send: {
      fill: async (page, account, n) => {
        const next = nextPassword(account, n);
        await page.getByTestId('change-password-old').fill(account.password);
        await page.getByTestId('change-password-new').fill(next);
        await page.getByTestId('change-password-confirm').fill(next);
        return [
          [page.getByTestId('change-password-old'), account.password],
          [page.getByTestId('change-password-new'), next],
          [page.getByTestId('change-password-confirm'), next],
        ];
      },
      submit: (page) => page.getByTestId('change-password-submit'),
      failure: (page) => page.getByTestId('change-password-failure'),
      done: (page) => page.getByTestId('toast').filter({ hasText: 'Change saved' }),
      after: (account, n) => {
        account.password = nextPassword(account, n);
      },
    },
  },
  {
    name: 'send: feedback',
    route: '/m/feedback',
    who: 'member',
    paths: ['/wps/feedback'],
    content: (page) => page.getByTestId('feedback-submit'),
    send: {
      fill: async (page, _account, n) => {
        const text = `${words(12)} n${n}`;
        await page.getByTestId('feedback-content').fill(text);
        return [[page.getByTestId('feedback-content'), text]];
      },
      submit: (page) => page.getByTestId('feedback-submit'),
      failure: (page) => page.getByTestId('feedback-send-error'),
      done: (page) => page.getByTestId('toast').filter({ hasText: 'Thank you, your feedback has been sent' }),
    },
  },
  {
    name: 'send: agent opens an account',
    route: '/m/agentRegister',
    who: 'agent',
    paths: ['/wps/agent/downline'],
    content: (page) => page.getByTestId('agent-register-submit'),
    send: {
      fill: async (page, _account, n) => {
        const username = `fm${Date.now().toString(36).slice(-6)}${n}`;
        const password = `Pw${username.slice(-5)}7x`;
        const fields: [Locator, string][] = [
          [page.getByTestId('agent-register-username'), username],
          [page.getByTestId('agent-register-password'), password],
          [page.getByTestId('agent-register-confirm'), password],
        ];
        for (const [field, value] of fields) await field.fill(value);
        return fields;
      },
      submit: (page) => page.getByTestId('agent-register-submit'),
      failure: (page) => page.getByTestId('agent-register-failure'),
      done: (page) => page.getByTestId('agent-register-done'),
    },
  },
];

/** Each class's row is a part of this report (the classes run in several workers): report-parts.ts prints it once. */
const REPORT = 'fault-matrix-report';
type Row = Partial<Record<Condition, string | true>>;

/** A fault pattern as a matcher of URLs (the simulator's '*' rule). */
const matcher = (paths: string[]) => (url: URL) => paths.some((p) => pathMatches(p, url.pathname));

/** Retry in the scope, repeated until the content shows (the app may already refetch by itself, e.g. on reconnecting). */
async function recover(scope: Locator, content: Locator): Promise<void> {
  await expect(async () => {
    const retry = scope.getByRole('button', { name: 'Retry' });
    if ((await retry.count()) > 0) await retry.first().click({ timeout: 2_000 });
    await expect(content).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(scope.getByRole('alert')).toHaveCount(0);
}

/** No white screen: the frame (unless the gate stands before it) and visible text in the page. */
async function expectNotBlank(page: Page, cls: CallClass): Promise<void> {
  if (!cls.beforeFrame) {
    await expect((cls.shell ?? ((p: Page) => frame(p).header))(page), 'the frame stays').toBeVisible();
    await expect(frame(page).main, 'main has content').toContainText(/\S/);
  }
  await expect(page.locator('body'), 'the page has content').toContainText(/\S/);
}

/** The error state: an alert with words in it, and a Retry button. */
async function expectErrorWithRetry(scope: Locator): Promise<void> {
  const alert = scope.getByRole('alert').first();
  await expect(alert, 'an error message').toBeVisible();
  await expect(alert).toContainText(/load failed|network|could not be read|error/i);
  await expect(scope.getByRole('button', { name: 'Retry' }).first(), 'a Retry button').toBeVisible();
}

class Cell {
  private routes: { url: (url: URL) => boolean; handler: (route: Route) => unknown }[] = [];
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly lane: string,
  ) {}

  async fault(paths: string[], data: Record<string, unknown>): Promise<void> {
    for (const path of paths) {
      const res = await this.request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path, ...data, times: 1000, lane: this.lane } });
      expect(res.status(), 'POST /__sim/faults').toBe(201);
    }
  }

  async route(paths: string[], handler: (route: Route) => unknown): Promise<void> {
    const url = matcher(paths);
    const entry = { url: (u: URL) => url(u), handler };
    this.routes.push(entry);
    await this.page.route(entry.url, entry.handler);
  }

  /** Takes every fault of the cell away: the simulator's, the page's routes, and the offline switch. */
  async clear(): Promise<void> {
    await this.request.delete(`/__sim/faults?lane=${this.lane}`, { headers: { Merchant: DEMO_CODE } });
    for (const r of this.routes.splice(0)) await this.page.unroute(r.url, r.handler);
    await this.page.context().setOffline(false);
  }
}

/** Puts the session back (an expired-session cell ends it) and opens the class's route. */
async function open(page: Page, cls: CallClass, session: SessionInfo | undefined): Promise<void> {
  if (session) {
    if (!page.url().startsWith(merchantUrl(DEMO, '/'))) await page.goto(merchantUrl(DEMO, '/m/help'));
    await page.evaluate((value) => window.sessionStorage.setItem('livery.session', value), JSON.stringify({ state: { session }, version: 0 }));
  } else if (page.url().startsWith(merchantUrl(DEMO, '/'))) {
    // A guest's class: a send that went through (a login) signed in; the next cell starts signed out.
    await page.evaluate(() => window.sessionStorage.removeItem('livery.session'));
  }
  await page.goto(merchantUrl(DEMO, cls.route));
}

async function runCell(
  page: Page,
  request: APIRequestContext,
  lane: string,
  cls: CallClass,
  condition: Condition,
  session: SessionInfo | undefined,
  account: Account,
) {
  const cell = new Cell(page, request, lane);
  const scope = (cls.scope ?? ((p: Page) => p.locator('main')))(page);
  const content = cls.content(page);
  const onCall = matcher(cls.paths);
  try {
    // A typed cell opens the screen well, types, then the typed text makes the failing call.
    if (cls.typed) {
      await open(page, cls, session);
      await expect(content).toBeVisible();
      await cls.typed.field(page).fill(cls.typed.value);
    }
    // A send opens its form and fills it; its submit makes the call.
    const n = CONDITIONS.indexOf(condition);
    let sent: [Locator, string][] = [];
    if (cls.send) {
      await open(page, cls, session);
      await expect(content).toBeVisible();
      sent = await cls.send.fill(page, account, n);
    }
    const call = async () => {
      if (cls.typed) await cls.typed.submit(page);
      else if (cls.send) await cls.send.submit(page).click();
      else await open(page, cls, session);
    };

    switch (condition) {
      case 'offline':
        if (cls.typed || cls.send) {
          await page.context().setOffline(true);
          await call();
        } else {
          // The call leaves, then the network goes: it fails as an offline browser's call.
          const held: Route[] = [];
          await cell.route(cls.paths, (route) => void held.push(route));
          await call();
          await expect.poll(() => held.length, { message: 'the call was made' }).toBeGreaterThan(0);
          await page.context().setOffline(true);
          await cell.clear();
          await page.context().setOffline(true);
          for (const route of held) await route.abort('internetdisconnected').catch(() => undefined);
        }
        break;
      case '500':
        await cell.fault(cls.paths, { status: 500 });
        await call();
        break;
      case 'malformed JSON':
        await cell.fault(cls.paths, { malformed: true });
        await call();
        break;
      case 'dropped connection':
        await cell.fault(cls.paths, { drop: true });
        await call();
        break;
      case 'timeout':
        await cell.route(cls.paths, (route) => route.abort('timedout'));
        await call();
        break;
      case 'session expired': {
        await cell.fault(cls.paths, { status: 401 });
        const answered = page.waitForResponse((r) => onCall(new URL(r.url())) && r.status() === 401);
        await call();
        await answered;
        break;
      }
    }

    if (condition === 'session expired') {
      // The screen stays under the logged-out dialog, which says why and offers to sign in again there.
      await expect(page.locator('body'), 'the page has content').toContainText(/\S/);
      if (cls.beforeFrame) {
        // The gate's own error first; once it lets the app in, the app says the session ended.
        await expectErrorWithRetry(scope);
        await cell.clear();
        await recover(scope, content);
      }
      const dialog = page.getByTestId('login-dialog');
      await expect(dialog, 'the login dialog').toBeVisible();
      await expect(dialog).toContainText('The account has been logged out, please log in again');
      if (cls.send) {
        // The form stays under the dialog; signing in there again keeps it, and the same submit goes through.
        for (const [field, value] of sent) await expect(field, 'what was typed is kept under the login dialog').toHaveValue(value);
        await expect(dialog.getByTestId('expired-login-username'), "the ended session's user name").toHaveValue(account.username);
        await cell.clear();
        await dialog.getByTestId('expired-login-password').fill(account.password);
        await dialog.getByTestId('expired-login-submit').click();
        await expect(dialog).toBeHidden();
        for (const [field, value] of sent) await expect(field, 'what was typed is kept after signing in again').toHaveValue(value);
        await cls.send.submit(page).click();
        await expect(cls.send.done(page), 'sent again, it goes through').toBeVisible();
        cls.send.after?.(account, n);
      }
      await cell.clear();
      return;
    }
    await expectNotBlank(page, cls);
    if (cls.send) {
      const failure = cls.send.failure(page);
      await expect(failure, "the form's failure line").toBeVisible();
      await expect(failure).toContainText(/\S/);
      for (const [field, value] of sent) await expect(field, 'what was typed is kept').toHaveValue(value);
      await expect(cls.send.submit(page), 'it can be sent again').toBeEnabled();
      await cell.clear();
      await cls.send.submit(page).click();
      await expect(cls.send.done(page), 'sent again, it goes through').toBeVisible();
      cls.send.after?.(account, n);
      return;
    }
    await expectErrorWithRetry(scope);
    if (cls.typed) await expect(cls.typed.field(page), 'the typed text is kept').toHaveValue(cls.typed.value);
    await cell.clear();
    await recover(scope, content);
    if (cls.typed) await expect(cls.typed.field(page), 'the typed text is kept').toHaveValue(cls.typed.value);
  } finally {
    await cell.clear();
  }
}

test.describe.configure({ mode: 'parallel' });

for (const cls of CLASSES) {
  test(`fault matrix: ${cls.name}`, async ({ page, request }) => {
    // Six cells, each a page load or two and a recovery, on a busy two-core machine.
    test.setTimeout(150_000);
    const errors = collectErrors(page);
    await setLanguage(page, 'EN');
    await popupsSeen(page);
    const lane = await ownFaultLane(page);
    // The class's account (a guest's class signs in with it); its password changes if a cell changes it.
    const member = await newMember(request, 'fm', cls.who === 'agent' ? AGENT : MEMBER);
    const account: Account = { username: member.username, password: member.password };
    const session = cls.who === 'guest' ? undefined : await logIn(request, member);
    const row: Row = {};
    for (const condition of CONDITIONS) {
      if (cls.notCovered?.[condition]) continue;
      try {
        await runCell(page, request, lane, cls, condition, session, account);
        row[condition] = true;
      } catch (err) {
        row[condition] = `${(err instanceof Error ? err.message : String(err)).split('\n').slice(0, 6).join(' | ')} (at ${page.url()})`;
      }
    }
    saveReportPart(test.info(), REPORT, String(CLASSES.indexOf(cls)), row);
    expect(errors.page, 'uncaught page errors').toEqual([]);
    const failed = Object.entries(row).filter(([, r]) => r !== true);
    expect(failed.map(([c, r]) => `${cls.name} × ${c}: ${r}`), 'failed cells').toEqual([]);
  });
}

test.afterAll(({ browserName: _browser }, info) => {
  const rows = reportToPrint<Row>(info, REPORT, CLASSES.map((_, i) => String(i)));
  if (!rows) return;
  const width = Math.max(...CLASSES.map((c) => c.name.length));
  const lines = ['', `${'call class'.padEnd(width)} | ${CONDITIONS.join(' | ')}`];
  const notCovered: string[] = [];
  let passed = 0;
  let failed = 0;
  CLASSES.forEach((cls, i) => {
    const row = rows[i] ?? {};
    const cells = CONDITIONS.map((c) => {
      const r = row[c];
      if (r === true) passed++;
      else if (r !== undefined) failed++;
      else notCovered.push(`not covered: ${cls.name} × ${c}: ${cls.notCovered?.[c] ?? 'not run'}`);
      return (r === true ? '✓' : r === undefined ? '–' : '✗').padEnd(c.length);
    });
    lines.push(`${cls.name.padEnd(width)} | ${cells.join(' | ')}`);
  });
  lines.push(...notCovered, `fault matrix: ${passed + failed} cells: ${passed} passed, ${failed} failed`);
  console.log(lines.join('\n'));
});
