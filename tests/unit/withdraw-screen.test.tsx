// @vitest-environment jsdom
/**
 * The withdraw screen on its own against the simulator (msw forwarding to it), for what the e2e spec does
 * not reach without changing merchant-wide settings: the SMS code from the platform's amount threshold,
 * no funds password when the platform asks for none, withdrawals closed, and a member the header's rule
 * does not let withdraw. Also the amount rules as a pure function.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { amountProblem } from '../../src/widgets/withdraw/withdraw-rules';
import WithdrawScreen from '../../src/widgets/withdraw/withdraw-screen';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { control, smsCodeFor, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const ROUTE = config.routes.find((r) => r.path === '/m/withdraw') as Route;
// The simulator's clock runs `skew` ms ahead of this one: an SMS code can expire without waiting.
let skew = 0;
const { login, requests } = startSimulatorSession({ record: true, simulator: { now: () => Date.now() + skew } });
const CARD = { bankCode: 'KBZ', bankName: 'KBZ Bank', cardNumber: '1234567890123456', payeeName: 'Aung Aung' };
const MOBILE = '0955511122';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  skew = 0;
  cleanup();
  useSessionStore.getState().clearSession();
});

async function member(wallet: Record<string, unknown>) {
  await control('POST', '/__sim/members', { username: 'wdscreen', password: 'Secret123', balance: 5000, mobile: MOBILE });
  await control('PUT', '/__sim/members/wdscreen/wallet', { bankCards: [CARD], fundsPassword: 'Funds1', ...wallet });
  await login('wdscreen', 'Secret123');
  useSessionStore.getState().setSession({ token: 'unused', merchantCode: 'DEMO', userName: 'wdscreen', type: 0, firstTimeLogin: false });
}

function renderScreen(shows = true) {
  const env = fakeWidgetEnv(config, { shows: () => shows });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WidgetEnvContext.Provider value={env}>
        <WithdrawScreen route={ROUTE} />
      </WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
  return client;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const withdrawCalls = () => requests.filter((r) => new URL(r.url).pathname === '/wps/v2/transaction/withdraw');

describe('amount rules', () => {
  const rules = { min: 100, max: 1000, allowDecimal: false, balance: 500, remaining: 800 };
  const money = (n: number) => `K${n}`;
  it.each([
    ['', 'withdraw.enterAmount'],
    ['abc', 'withdraw.amountInvalid'],
    ['1.234', 'withdraw.amountInvalid'],
    ['0', 'withdraw.amountInvalid'],
    ['150.5', 'withdraw.wholeAmount'],
    ['99', 'withdraw.belowMin'],
    ['1001', 'withdraw.aboveMax'],
    ['900', 'withdraw.aboveRemaining'],
    ['600', 'withdraw.aboveBalance'],
  ])('%j is refused with %s', (text, key) => {
    expect(amountProblem(text, rules, money)).toMatchObject({ key });
  });
  it('takes an amount within every bound, decimals where allowed', () => {
    expect(amountProblem('500', rules, money)).toBeUndefined();
    expect(amountProblem('150.5', { ...rules, allowDecimal: true }, money)).toBeUndefined();
    expect(amountProblem('99', rules, money)).toEqual({ key: 'withdraw.belowMin', values: { min: 'K100' } });
  });
});

describe('withdraw screen', () => {
  it('asks for an SMS code from the platform’s amount on, sends one with operationType "withdraw", and withdraws with it', async () => {
    await control('PATCH', '/__sim/wallet/withdraw', { mobileVerificationType: 'WITHDRAW_AMOUNT', mobileVerificationWithdrawAmount: 1000 });
    await member({});
    renderScreen();
    await screen.findByTestId('withdraw-form');
    type('withdraw-amount', '300');
    expect(screen.queryByTestId('withdraw-code')).toBeNull();
    type('withdraw-amount', '1500');
    type('withdraw-password', 'Funds1');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-code-error')).textContent).toBe('Please enter the verification code');
    expect(withdrawCalls()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('withdraw-send-code'));
    await screen.findByTestId('withdraw-send-code-countdown');
    const sms = requests.find((r) => new URL(r.url).pathname === '/wps/v2/verification/sms/send');
    expect(sms?.method).toBe('POST');
    const outbox = (await (await control('GET', '/__sim/sms')).json()) as { mobileNum: string; purpose: string }[];
    expect(outbox.filter((s) => s.mobileNum === MOBILE).map((s) => s.purpose)).toEqual(['withdraw']);
    type('withdraw-code', await smsCodeFor(MOBILE));
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-done');
    expect(screen.getByTestId('withdraw-done-amount').textContent).toBe('K1,500.00');
    const orders = (await (await control('GET', '/__sim/withdrawals?account=wdscreen')).json()) as { amount: number }[];
    expect(orders).toMatchObject([{ amount: 1500 }]);
  });

  /** A withdrawal that needs an SMS code every time, with amount and funds password typed in. */
  async function formNeedingCode() {
    await control('PATCH', '/__sim/wallet/withdraw', { mobileVerificationType: 'EVERY_WITHDRAWAL' });
    await member({});
    renderScreen();
    await screen.findByTestId('withdraw-form');
    type('withdraw-amount', '200');
    type('withdraw-password', 'Funds1');
  }

  it('a wrong SMS code is refused at the code field', async () => {
    await formNeedingCode();
    type('withdraw-code', '000000');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-code-error')).textContent).toBe('The verification code is incorrect or has expired');
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('200');
  });

  it('an SMS code that has expired is refused at the code field, with the form kept', async () => {
    await formNeedingCode();
    fireEvent.click(screen.getByTestId('withdraw-send-code'));
    await screen.findByTestId('withdraw-send-code-countdown');
    type('withdraw-code', await smsCodeFor(MOBILE));
    // The simulator's codes last a minute.
    skew = 61_000;
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-code-error')).textContent).toBe('The verification code is incorrect or has expired');
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('200');
    expect(withdrawCalls()).toHaveLength(1);
  });

  it('asks no funds password when the platform says so, and sends an empty one', async () => {
    await control('PATCH', '/__sim/flags', { WDRAWNOPASSVERIF3: true });
    await member({ fundsPassword: null });
    renderScreen();
    await screen.findByTestId('withdraw-form');
    expect(screen.queryByTestId('withdraw-password')).toBeNull();
    type('withdraw-amount', '200');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-done');
  });

  it('withdrawals closed: the platform’s message and no form', async () => {
    await control('PATCH', '/__sim/wallet/withdraw', { off: true });
    await member({});
    renderScreen();
    const closed = await screen.findByTestId('withdraw-closed');
    expect(closed.textContent).toContain('Withdrawal is not available at the moment.');
    expect(closed.textContent).toContain('Withdrawals are closed at the moment. Please try again later.');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('a member the header’s withdraw rule leaves out is told so, and nothing is asked of the platform', async () => {
    await member({});
    const client = renderScreen(false);
    expect(screen.getByTestId('withdraw-not-permitted').textContent).toBe('Withdrawal is not available for this account.');
    // Mounted withdraw queries that may not run stay idle: none is fetching and nothing was asked (the wallet,
    // which the header shows anyway, gives amounts their currency symbol).
    expect(client.isFetching({ queryKey: ['withdraw'] })).toBe(0);
    expect(client.getQueryCache().findAll({ queryKey: ['withdraw'] }).map((q) => q.state.fetchStatus)).toEqual(['idle', 'idle', 'idle']);
  });
});
