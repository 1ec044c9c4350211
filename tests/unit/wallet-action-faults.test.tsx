// @vitest-environment jsdom
/**
 * Every call a wallet screen sends from a button (issue 14: "each fault class on each call shows its message
 * with retry"; "a platform refusal: … the form keeps its values, nothing is submitted twice"), under each
 * fault class the simulator injects: an HTTP 500, an answer that is not JSON, a connection dropped mid-answer.
 * The screens loading is the e2e sweep's (tests/e2e/wallet-faults.spec.ts); this is the actions' sweep.
 *
 * Each case renders the real screen against the real simulator (msw forwarding to it), fills the form, injects
 * the fault on its call and sends. The first try is held at the network until a second click has been made
 * while it is pending; then the screen must show the EN message of that fault class, keep what was typed, have
 * sent the call once, and, once the fault is cleared, the same button must succeed (the screen, its toast and
 * the simulator's state say so).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { getMemberInfo } from '../../src/api/member';
import { changeFundsPassword, getAvatars, getGa, getSecurityConfig } from '../../src/api/security';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import en from '../../src/i18n/locales/en.json';
import { initI18n } from '../../src/i18n/setup';
import { totp } from '../../src/platform-sim/routes/security';
import { useSessionStore } from '../../src/state/session';
import { type WidgetEnv, WidgetEnvContext } from '../../src/ui/widget-env';
import DepositScreen from '../../src/widgets/deposit/deposit-screen';
import SecurityCentreScreen from '../../src/widgets/security-centre/security-centre-screen';
import UplineTransferScreen from '../../src/widgets/upline-transfer/upline-transfer-screen';
import WithdrawScreen from '../../src/widgets/withdraw/withdraw-screen';
import { control, SIM_BASE, smsCodeFor, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const routeOf = (path: string) => config.routes.find((r) => r.path === path) as Route;
const { login, requests, server } = startSimulatorSession({ record: true });

const PASSWORD = 'Secret123';
const FUNDS = '123456';
const CARD = { bankCode: 'KBZ', bankName: 'KBZ Bank', cardNumber: '1234567890123456', payeeName: 'Aung Aung' };
const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

/** The three fault classes and the EN message each must show. */
const FAULTS = [
  { name: 'a 500', spec: { status: 500 }, text: en.message.unknownError },
  { name: 'a malformed answer', spec: { malformed: true }, text: en.message.badServerAnswer },
  { name: 'a dropped connection', spec: { drop: true }, text: en.message.networkOffline },
] as const;

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

// ---------------------------------------------------------------- shared helpers

interface Ctx {
  env: WidgetEnv;
  account: string;
  /** Inputs (by test id) and what was typed or chosen in them: still there after the failure. */
  typed: Record<string, string>;
  /** Elements (by test id) and their text before the send: still so after the failure. */
  shown: Record<string, string>;
}

interface Case {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A fresh member, the screen rendered and the form filled. */
  open: () => Promise<Ctx>;
  /** What the player does to send the call (a click, choosing a file). */
  send: () => void;
  /** The failure's message is shown: `text` at the place this screen shows a failed call. */
  failed: (ctx: Ctx, text: string) => Promise<void>;
  /** The send went through: the screen shows it, with its toast. */
  done: (ctx: Ctx) => Promise<void>;
  /** The simulator's state shows it went through (may call the platform again). */
  state: (ctx: Ctx) => Promise<void>;
}

async function ok(res: Promise<Response>) {
  const answer = await res;
  expect(answer.ok, `${answer.url} answered ${answer.status}`).toBe(true);
  return answer.json() as Promise<unknown>;
}

let serial = 0;

/** A member (with `wallet` set through the control API), logged in for the API client and the session store. */
async function member(fields: Record<string, unknown> = {}, wallet?: Record<string, unknown>): Promise<string> {
  serial += 1;
  const account = `waf${serial}`;
  await ok(control('POST', '/__sim/members', { username: account, password: PASSWORD, ...fields }));
  if (wallet) await ok(control('PUT', `/__sim/members/${account}/wallet`, wallet));
  await login(account, PASSWORD);
  useSessionStore.getState().setSession({ token: 'unused', merchantCode: 'DEMO', userName: account, type: 0, firstTimeLogin: false });
  return account;
}

const simWallet = async (account: string) =>
  (await ok(control('GET', `/__sim/members/${account}/wallet`))) as { balance: number; fundsPassword: boolean; bankCards: { cardType: string; cardNumber: string }[] };

const simDeposits = async (account: string) =>
  (await ok(control('GET', `/__sim/deposits?account=${account}`))) as { id: number; amount: number; state: string; urgedAt?: number; receiptUploaded?: boolean }[];

function newEnv(): WidgetEnv {
  return fakeWidgetEnv(config, { confirm: vi.fn(async () => true) });
}

function mount(ui: ReactNode, env: WidgetEnv) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WidgetEnvContext.Provider value={env}>{ui}</WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
}

/** The security centre opened on one item's panel (?item=…). */
function securityPanel(item: string, env: WidgetEnv) {
  const router = createMemoryRouter([{ path: '/m/securityCenter', element: <SecurityCentreScreen route={routeOf('/m/securityCenter')} /> }], {
    initialEntries: [`/m/securityCenter?item=${item}`],
  });
  mount(<RouterProvider router={router} />, env);
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fill = (typed: Record<string, string>) => {
  for (const [testId, value] of Object.entries(typed)) type(testId, value);
};
const click = (testId: string) => () => fireEvent.click(screen.getByTestId(testId));
const inputValue = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

/** The toasts the screen asked for, as [text, kind]. */
const toasts = (env: WidgetEnv) => (env.notify as Mock).mock.calls.map(([text, kind]) => [text, kind]);

/** The call's failure under the form (a role=alert element with the exact text). */
const alertAt =
  (testId: string) =>
  async (_: Ctx, text: string): Promise<void> => {
    const el = await screen.findByTestId(testId);
    expect(el.getAttribute('role')).toBe('alert');
    expect(el.textContent).toBe(text);
  };

/** The call's failure as an error toast (a call with no field of its own). */
const errorToast = async (ctx: Ctx, text: string) => {
  await waitFor(() => expect(toasts(ctx.env)).toContainEqual([text, 'error']));
};

/** Requests of the case's call the simulator received. */
const sent = (c: Case) => requests.filter((r) => r.method === c.method && new URL(r.url).pathname === c.path).length;

/**
 * Holds the case's call at the network until released (the later ones go straight through): the first try
 * is pending for as long as the test needs. Counts every try that reached the network.
 */
function hold(c: Case) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { count: 0, release: () => release() };
  server.use(
    http.all(SIM_BASE + c.path, async ({ request }) => {
      if (request.method !== c.method) return undefined;
      held.count += 1;
      await released;
      return undefined; // on to the simulator
    }),
  );
  return held;
}

// ---------------------------------------------------------------- deposit

async function depositScreen(): Promise<{ env: WidgetEnv; account: string }> {
  const account = await member();
  // Orders stay pending for the whole test (the simulator confirms them after 5 s by default).
  await ok(control('PATCH', '/__sim/wallet/deposit', { account, confirmMs: 600_000 }));
  const env = newEnv();
  mount(<DepositScreen route={routeOf('/m/voucherCenter')} />, env);
  await screen.findByTestId('deposit-submit');
  return { env, account };
}

function createCase(kind: string, methodCode: string, relay: string, amount: string, shows: string): Case {
  return {
    name: `deposit: create order by ${kind} (${relay})`,
    method: 'POST',
    path: `/wps/relay/${relay}`,
    open: async () => {
      const { env, account } = await depositScreen();
      fireEvent.click(screen.getByTestId(`deposit-method-${methodCode}`));
      const typed = { 'deposit-amount': amount };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    send: click('deposit-submit'),
    failed: async (ctx, text) => {
      await alertAt('deposit-failure')(ctx, text);
      // The method chosen stays chosen, and no order was made.
      expect(screen.getByTestId(`deposit-method-${methodCode}`).getAttribute('aria-pressed')).toBe('true');
      expect(screen.queryByTestId('deposit-order')).toBeNull();
      expect(await simDeposits(ctx.account)).toEqual([]);
    },
    done: async () => {
      expect((await screen.findByTestId('deposit-order')).getAttribute('data-state')).toBe('pending');
      expect(screen.getByTestId(shows)).toBeTruthy();
    },
    state: async (ctx) => {
      expect(await simDeposits(ctx.account)).toMatchObject([{ amount: Number(amount), state: 'pending' }]);
    },
  };
}

/** The deposit screen with a pending bank-transfer order made through it. */
async function pendingOrder(): Promise<Ctx> {
  const { env, account } = await depositScreen();
  type('deposit-amount', '20000');
  fireEvent.click(screen.getByTestId('deposit-submit'));
  await screen.findByTestId('deposit-order');
  const shown = {
    'deposit-state': en.deposit.state.pending,
    'deposit-remark': screen.getByTestId('deposit-remark').textContent ?? '',
    'deposit-account-no': screen.getByTestId('deposit-account-no').textContent ?? '',
  };
  expect(shown['deposit-remark']).not.toBe('');
  return { env, account, typed: {}, shown };
}

/** A PNG the simulator takes as a receipt (its signature, then a little more). */
const receipt = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])], 'receipt.png', { type: 'image/png' });

const DEPOSIT: Case[] = [
  createCase('bank transfer', 'MT', 'MCSFE_manualTransferByRemark', '20000', 'deposit-bank-details'),
  createCase('payment gateway', 'PG', 'MCSFE_depositByLaunchUrl', '6000', 'deposit-open-payment'),
  createCase('QR code', 'QPQR', 'MCSFE_depositByQRImageUrl', '5000', 'deposit-qr'),
  createCase('crypto', 'USDT', 'MCSFE_depositVirtualWallet', '21000', 'deposit-crypto-details'),
  {
    name: 'deposit: cancel a pending order (MCSFE_cancelDeposit)',
    method: 'POST',
    path: '/wps/relay/MCSFE_cancelDeposit',
    open: pendingOrder,
    send: click('deposit-cancel'),
    failed: async (ctx, text) => {
      await alertAt('deposit-action-failure')(ctx, text);
      expect((await simDeposits(ctx.account))[0]?.state).toBe('pending');
    },
    done: async (ctx) => {
      await waitFor(() => expect(screen.getByTestId('deposit-state').textContent).toBe(en.deposit.state.cancelled));
      expect(toasts(ctx.env)).toContainEqual([en.deposit.cancelledToast, 'success']);
    },
    state: async (ctx) => {
      expect((await simDeposits(ctx.account))[0]?.state).toBe('cancelled');
    },
  },
  {
    name: 'deposit: urge a pending order (MCSFE_initiateReminder)',
    method: 'POST',
    path: '/wps/relay/MCSFE_initiateReminder',
    open: pendingOrder,
    send: click('deposit-urge'),
    failed: async (ctx, text) => {
      await alertAt('deposit-action-failure')(ctx, text);
      expect((await simDeposits(ctx.account))[0]?.urgedAt ?? null).toBeNull();
    },
    done: async (ctx) => {
      await waitFor(() => expect(toasts(ctx.env)).toContainEqual([en.deposit.urged, 'success']));
      expect(screen.queryByTestId('deposit-action-failure')).toBeNull();
    },
    state: async (ctx) => {
      expect((await simDeposits(ctx.account))[0]?.urgedAt).toEqual(expect.any(Number));
    },
  },
  {
    name: 'deposit: upload a receipt (MCSFE_uploadDepositEncodedImage)',
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadDepositEncodedImage',
    open: pendingOrder,
    send: () => fireEvent.change(screen.getByTestId('deposit-receipt'), { target: { files: [receipt()] } }),
    failed: async (ctx, text) => {
      await alertAt('deposit-receipt-error')(ctx, text);
      expect((await simDeposits(ctx.account))[0]?.receiptUploaded ?? false).toBe(false);
    },
    done: async (ctx) => {
      await waitFor(() => expect(screen.getByTestId('deposit-receipt-hint').textContent).toBe(en.deposit.receiptSent));
      expect(toasts(ctx.env)).toContainEqual([en.deposit.uploaded, 'success']);
    },
    state: async (ctx) => {
      expect((await simDeposits(ctx.account))[0]?.receiptUploaded).toBe(true);
    },
  },
];

// ---------------------------------------------------------------- withdraw

const WITHDRAW: Case[] = [
  {
    name: 'withdraw: submit (/wps/v2/transaction/withdraw)',
    method: 'POST',
    path: '/wps/v2/transaction/withdraw',
    open: async () => {
      const account = await member({ balance: 5000 }, { bankCards: [CARD], fundsPassword: FUNDS });
      const env = newEnv();
      mount(<WithdrawScreen route={routeOf('/m/withdraw')} />, env);
      await screen.findByTestId('withdraw-form');
      const typed = { 'withdraw-amount': '300', 'withdraw-password': FUNDS };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    send: click('withdraw-submit'),
    failed: async (ctx, text) => {
      await alertAt('withdraw-failure')(ctx, text);
      expect(screen.getByRole('radio')).toHaveProperty('checked', true);
      expect(await ok(control('GET', `/__sim/withdrawals?account=${ctx.account}`))).toEqual([]);
      expect((await simWallet(ctx.account)).balance).toBe(5000);
    },
    done: async () => {
      await screen.findByTestId('withdraw-done');
    },
    state: async (ctx) => {
      expect(await ok(control('GET', `/__sim/withdrawals?account=${ctx.account}`))).toMatchObject([{ amount: 300 }]);
      expect((await simWallet(ctx.account)).balance).toBe(4700);
    },
  },
];

// ---------------------------------------------------------------- security centre

/** A security-centre panel form: its failure under the form, its toast and the panel closed on success. */
function panelCase(fields: Omit<Case, 'send' | 'failed' | 'done'> & { form: string; toast: string; closed: () => Promise<unknown> }): Case {
  const { form, toast, closed, ...rest } = fields;
  return {
    ...rest,
    send: click(`${form}-submit`),
    failed: alertAt(`${form}-failure`),
    done: async (ctx) => {
      await waitFor(() => expect(toasts(ctx.env)).toContainEqual([toast, 'success']));
      await closed();
    },
  };
}

/** The panel went back to the security centre's list. */
const backToList = () => screen.findByTestId('security-items');
/** A card form closed (the panel stays, with the list of cards). */
const formClosed = (testId: string) => () => waitFor(() => expect(screen.queryByTestId(testId)).toBeNull());

const cardsPanel = async (wallet: Record<string, unknown>, add: 'cards-add-bank' | 'cards-add-wallet', formId: string) => {
  const account = await member({}, wallet);
  const env = newEnv();
  securityPanel('bankCards', env);
  fireEvent.click(await screen.findByTestId(add));
  await screen.findByTestId(formId);
  return { env, account };
};

const SECURITY: Case[] = [
  panelCase({
    name: 'security: bind a bank card (PUT /wps/v2/member/bankCards)',
    method: 'PUT',
    path: '/wps/v2/member/bankCards',
    form: 'card',
    toast: en.security.cardBound,
    closed: formClosed('card-form'),
    open: async () => {
      const { env, account } = await cardsPanel({ fundsPassword: FUNDS }, 'cards-add-bank', 'card-form');
      type('card-bank', 'KBZ');
      // Sent only once the bank's template has arrived (none for KBZ).
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      const typed = { 'card-payee': 'Aung Aung', 'card-number': '1234567890123456', 'card-funds': FUNDS };
      fill(typed);
      return { env, account, typed: { 'card-bank': 'KBZ', ...typed }, shown: {} };
    },
    state: async (ctx) => {
      expect((await simWallet(ctx.account)).bankCards).toMatchObject([{ cardType: 'B', cardNumber: '1234567890123456' }]);
    },
  }),
  panelCase({
    name: 'security: bind a crypto wallet (PUT /wps/v2/member/bankCards)',
    method: 'PUT',
    path: '/wps/v2/member/bankCards',
    form: 'wallet',
    toast: en.security.walletBound,
    closed: formClosed('wallet-form'),
    open: async () => {
      const { env, account } = await cardsPanel({ fundsPassword: FUNDS }, 'cards-add-wallet', 'wallet-form');
      const typed = { 'wallet-type': 'USDT_TRC20', 'wallet-address': TRC20_ADDRESS, 'wallet-funds': FUNDS };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async (ctx) => {
      expect((await simWallet(ctx.account)).bankCards).toMatchObject([{ cardType: 'V', cardNumber: TRC20_ADDRESS }]);
    },
  }),
  panelCase({
    name: 'security: delete a card (DELETE /wps/v2/member/bankCards)',
    method: 'DELETE',
    path: '/wps/v2/member/bankCards',
    form: 'delete',
    toast: en.security.deleted,
    closed: () => screen.findByTestId('bank-cards-empty'),
    open: async () => {
      const account = await member({}, { fundsPassword: FUNDS, bankCards: [CARD] });
      const env = newEnv();
      securityPanel('bankCards', env);
      fireEvent.click(await screen.findByTestId('security-card-delete'));
      const typed = { 'delete-funds': FUNDS };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async (ctx) => {
      expect((await simWallet(ctx.account)).bankCards).toEqual([]);
    },
  }),
  panelCase({
    name: 'security: set the funds password (PUT /wps/member/paymentPassword)',
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    form: 'funds',
    toast: en.security.saved,
    closed: backToList,
    open: async () => {
      const account = await member();
      const env = newEnv();
      securityPanel('paymentPassword', env);
      expect((await screen.findByTestId('funds-panel')).getAttribute('data-mode')).toBe('set');
      const typed = { 'funds-new': '246810', 'funds-confirm': '246810' };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async (ctx) => {
      expect((await simWallet(ctx.account)).fundsPassword).toBe(true);
    },
  }),
  panelCase({
    name: 'security: change the funds password (POST /wps/member/paymentPassword)',
    method: 'POST',
    path: '/wps/member/paymentPassword',
    form: 'funds',
    toast: en.security.saved,
    closed: backToList,
    open: async () => {
      const account = await member({}, { fundsPassword: FUNDS });
      const env = newEnv();
      securityPanel('paymentPassword', env);
      expect((await screen.findByTestId('funds-panel')).getAttribute('data-mode')).toBe('change');
      const typed = { 'funds-old': FUNDS, 'funds-new': '654321', 'funds-confirm': '654321' };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    // The new password is the one the platform now holds (it takes it as the old one).
    state: async () => {
      await changeFundsPassword({ oldPassword: '654321', newPassword: '135790', confirmPassword: '135790' });
    },
  }),
  panelCase({
    name: 'security: reset a forgotten funds password by SMS (POST /wps/v2/member/paymentPassword/reset2)',
    method: 'POST',
    path: '/wps/v2/member/paymentPassword/reset2',
    form: 'funds',
    toast: en.security.saved,
    closed: backToList,
    open: async () => {
      const mobile = '0955500011';
      const account = await member({ mobile }, { fundsPassword: FUNDS });
      const env = newEnv();
      securityPanel('paymentPassword', env);
      fireEvent.click(await screen.findByTestId('funds-forgot'));
      fireEvent.click(await screen.findByTestId('funds-send-sms'));
      await screen.findByTestId('funds-send-sms-countdown');
      const typed = { 'funds-code': await smsCodeFor(mobile), 'funds-new': '975310', 'funds-confirm': '975310' };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async () => {
      await changeFundsPassword({ oldPassword: '975310', newPassword: '135790', confirmPassword: '135790' });
    },
  }),
  panelCase({
    name: 'security: bind a mobile number (POST /wps/member/info/mobile)',
    method: 'POST',
    path: '/wps/member/info/mobile',
    form: 'mobile',
    toast: en.security.saved,
    closed: backToList,
    open: async () => {
      const mobile = '0955512345';
      const account = await member();
      const env = newEnv();
      securityPanel('mobileVerified', env);
      await screen.findByTestId('mobile-form');
      type('mobile-number', mobile);
      fireEvent.click(screen.getByTestId('mobile-send-sms'));
      await screen.findByTestId('mobile-send-sms-countdown');
      const typed = { 'mobile-number': mobile, 'mobile-code': await smsCodeFor(mobile) };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async () => {
      expect((await getSecurityConfig()).info.mobileVerified?.isComplete).toBe(true);
    },
  }),
  panelCase({
    name: 'security: bind an e-mail address (POST /wps/member/info/email)',
    method: 'POST',
    path: '/wps/member/info/email',
    form: 'email',
    toast: en.security.saved,
    closed: backToList,
    open: async () => {
      const email = 'player@example.com';
      const account = await member();
      const env = newEnv();
      securityPanel('email', env);
      await screen.findByTestId('email-form');
      type('email-address', email);
      fireEvent.click(screen.getByTestId('email-send'));
      await waitFor(() => expect(toasts(env)).toContainEqual([en.security.mailSent, 'success']));
      const mail = (await ok(control('GET', '/__sim/mail'))) as { email: string; code: string }[];
      const code = mail.findLast((m) => m.email === email)?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const typed = { 'email-address': email, 'email-code': code };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async () => {
      expect((await getSecurityConfig()).info.email?.isComplete).toBe(true);
    },
  }),
  panelCase({
    name: 'security: bind Google Authenticator (POST /wps/member/ga/bind)',
    method: 'POST',
    path: '/wps/member/ga/bind',
    form: 'ga',
    toast: en.security.gaDone,
    closed: backToList,
    open: async () => {
      const account = await member();
      const env = newEnv();
      securityPanel('bindGA', env);
      const secret = (await screen.findByTestId('ga-secret')).getAttribute('data-secret') ?? '';
      expect(secret).not.toBe('');
      const typed = { 'ga-code': totp(secret, Date.now()) };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async () => {
      expect(await getGa()).toEqual({ bound: true });
    },
  }),
  panelCase({
    name: 'security: set the payee name (POST /wps/member/info/payeename)',
    method: 'POST',
    path: '/wps/member/info/payeename',
    form: 'payee',
    toast: en.security.saved,
    closed: backToList,
    open: async () => {
      const account = await member();
      const env = newEnv();
      securityPanel('payeeName', env);
      await screen.findByTestId('payee-form');
      const typed = { 'payee-name': 'Aung Aung' };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async () => {
      expect((await getSecurityConfig()).info.payeeName?.isComplete).toBe(true);
    },
  }),
  panelCase({
    name: 'security: change the nickname (POST /wps/member/info/nickname)',
    method: 'POST',
    path: '/wps/member/info/nickname',
    form: 'nickname',
    toast: en.security.saved,
    closed: backToList,
    open: async () => {
      const account = await member();
      const env = newEnv();
      securityPanel('nickname', env);
      await screen.findByTestId('nickname-form');
      const typed = { nickname: 'Lucky Star' };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    state: async () => {
      expect((await getMemberInfo()).nickname).toBe('Lucky Star');
    },
  }),
  {
    name: 'security: choose a head icon (MCSFE_uploadPlayerAvatar)',
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadPlayerAvatar',
    open: async () => {
      const account = await member();
      const env = newEnv();
      securityPanel('avatar', env);
      fireEvent.click(await screen.findByTestId('avatar-3'));
      return { env, account, typed: {}, shown: {} };
    },
    send: click('avatar-submit'),
    failed: async (ctx, text) => {
      await errorToast(ctx, text);
      // The choice is kept and the panel stays open.
      expect(screen.getByTestId('avatar-3')).toHaveProperty('checked', true);
      expect((await getAvatars()).current).toBe('0');
    },
    done: async (ctx) => {
      await waitFor(() => expect(toasts(ctx.env)).toContainEqual([en.security.saved, 'success']));
      await screen.findByTestId('security-items');
    },
    state: async () => {
      expect((await getAvatars()).current).toBe('3');
    },
  },
];

// ---------------------------------------------------------------- transfer to upline

const UPLINE: Case[] = [
  {
    name: 'transfer to upline (PUT /wps/member/transferUpline)',
    method: 'PUT',
    path: '/wps/member/transferUpline',
    open: async () => {
      serial += 1;
      const upline = `wafup${serial}`;
      await ok(control('POST', '/__sim/members', { username: upline, password: PASSWORD, type: 1 }));
      const account = await member({ upline, toUpline: true, balance: 1000 }, { fundsPassword: FUNDS });
      const env = newEnv();
      mount(<UplineTransferScreen route={routeOf('/m/upLine/transfer')} />, env);
      await screen.findByTestId('upline-form');
      const typed = { 'upline-amount': '100', 'upline-funds': FUNDS };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    send: click('upline-submit'),
    failed: async (ctx, text) => {
      await alertAt('upline-failure')(ctx, text);
      expect((await simWallet(ctx.account)).balance).toBe(1000);
    },
    done: async (ctx) => {
      await screen.findByTestId('upline-done');
      expect(toasts(ctx.env)).toContainEqual([en.uplineTransfer.success, 'success']);
    },
    state: async (ctx) => {
      expect((await simWallet(ctx.account)).balance).toBe(900);
    },
  },
];

// ---------------------------------------------------------------- verification codes (the send-code links)

const SMS_SEND = '/wps/v2/verification/sms/send';
const WITHDRAW_MOBILE = '0955500021';

/** The SMS codes the simulator sent to a number, with what for. */
const outbox = async (mobile: string) => ((await ok(control('GET', '/__sim/sms'))) as { mobileNum: string; purpose: string }[]).filter((s) => s.mobileNum === mobile).map((s) => s.purpose);

const CODES: Case[] = [
  {
    name: `withdraw: send the SMS code (${SMS_SEND})`,
    method: 'POST',
    path: SMS_SEND,
    open: async () => {
      await ok(control('PATCH', '/__sim/wallet/withdraw', { mobileVerificationType: 'EVERY_WITHDRAWAL' }));
      const account = await member({ balance: 5000, mobile: WITHDRAW_MOBILE }, { bankCards: [CARD], fundsPassword: FUNDS });
      const env = newEnv();
      mount(<WithdrawScreen route={routeOf('/m/withdraw')} />, env);
      await screen.findByTestId('withdraw-code');
      const typed = { 'withdraw-amount': '300', 'withdraw-password': FUNDS };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    send: click('withdraw-send-code'),
    // A failed send has no toast of its own here: its message is the code field's.
    failed: async (_, text) => {
      await waitFor(() => expect(screen.getByTestId('withdraw-code-error').textContent).toBe(text));
      expect(screen.getByTestId('withdraw-send-code')).toBeTruthy();
    },
    done: async (ctx) => {
      await screen.findByTestId('withdraw-send-code-countdown');
      expect(toasts(ctx.env)).toContainEqual([en.message.smsSent, 'success']);
    },
    state: async () => {
      expect(await outbox(WITHDRAW_MOBILE)).toEqual(['withdraw']);
    },
  },
  {
    name: `security: send the SMS code to a mobile being bound (${SMS_SEND})`,
    method: 'POST',
    path: SMS_SEND,
    open: async () => {
      const account = await member();
      const env = newEnv();
      securityPanel('mobileVerified', env);
      await screen.findByTestId('mobile-form');
      const typed = { 'mobile-number': '0955512346' };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    send: click('mobile-send-sms'),
    failed: async (ctx, text) => {
      await errorToast(ctx, text);
      expect(screen.getByTestId('mobile-send-sms')).toBeTruthy();
    },
    done: async (ctx) => {
      await screen.findByTestId('mobile-send-sms-countdown');
      expect(toasts(ctx.env)).toContainEqual([en.message.smsSent, 'success']);
    },
    state: async () => {
      expect(await outbox('0955512346')).toEqual(['bindMobile']);
    },
  },
  {
    name: 'security: send the e-mail code (/wps/v2/verification/mail/send)',
    method: 'POST',
    path: '/wps/v2/verification/mail/send',
    open: async () => {
      const account = await member();
      const env = newEnv();
      securityPanel('email', env);
      await screen.findByTestId('email-form');
      const typed = { 'email-address': 'code@example.com' };
      fill(typed);
      return { env, account, typed, shown: {} };
    },
    send: click('email-send'),
    failed: errorToast,
    done: async (ctx) => {
      await waitFor(() => expect(toasts(ctx.env)).toContainEqual([en.security.mailSent, 'success']));
      expect(screen.getByText(en.security.mailSentHint)).toBeTruthy();
    },
    state: async () => {
      const mail = (await ok(control('GET', '/__sim/mail'))) as { email: string }[];
      expect(mail.map((m) => m.email)).toEqual(['code@example.com']);
    },
  },
];

// ---------------------------------------------------------------- the sweep

const CASES: Case[] = [...DEPOSIT, ...WITHDRAW, ...SECURITY, ...UPLINE, ...CODES];
const SWEEP = CASES.flatMap((c) => FAULTS.map((fault) => [c.name, fault.name, c, fault] as const));

describe('wallet actions under every fault class', () => {
  it.each(SWEEP)('%s, failing with %s: shows its message, keeps the values, sends once, and goes through once cleared', async (_name, _fault, c, fault) => {
    const ctx = await c.open();
    const before = sent(c);
    expect(before).toBe(0);
    await ok(control('POST', '/__sim/faults', { path: c.path, ...fault.spec, times: 10 }));

    // The first try is held at the network: a second click meanwhile must not send again.
    const earlier = toasts(ctx.env).length;
    const held = hold(c);
    c.send();
    await waitFor(() => expect(held.count).toBe(1));
    c.send();
    held.release();

    await c.failed(ctx, fault.text);
    expect(toasts(ctx.env).slice(earlier).filter(([, kind]) => kind === 'success')).toEqual([]);
    for (const [testId, value] of Object.entries(ctx.typed)) expect(inputValue(testId), testId).toBe(value);
    for (const [testId, text] of Object.entries(ctx.shown)) expect(screen.getByTestId(testId).textContent, testId).toBe(text);
    expect(sent(c)).toBe(1);

    await ok(control('DELETE', '/__sim/faults'));
    c.send();
    await c.done(ctx);
    // One try failed, one went through: the click made while the first was pending sent nothing.
    expect(sent(c)).toBe(2);
    expect(held.count).toBe(2);
    await c.state(ctx);
  });
});
