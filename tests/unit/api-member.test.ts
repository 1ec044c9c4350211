/**
 * Contract tests of member info and the wallet (platform-api.md "Member, wallet, settings"; spec §3)
 * against the real simulator through msw, with their failures and injected faults.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePlay, login } from '../../src/api/accounts';
import { configureApi } from '../../src/api/http';
import { getMemberInfo, getMerchantWallet, getWallet, memberInfoQuery, parseMemberInfo, parseWallet, walletQuery } from '../../src/api/member';
import { control, failure, faultCases, SIM_BASE, startSimulatorServer } from './support/simulator';

let token: string | undefined;
let sessionGone = 0;
startSimulatorServer({
  failOnUnhandledRejection: true,
  afterReset: () => {
    token = undefined;
    sessionGone = 0;
  },
});

const signIn = async (username: string, password: string) => {
  token = (await login({ username, password, type: 'username' })).token;
};

beforeAll(() => {
  configureApi({ baseUrl: SIM_BASE, merchantCode: 'DEMO', language: () => 'EN', token: () => token, encryption: 'platform', onSessionGone: () => sessionGone++ });
});

describe('member info', () => {
  it('answers id, account, nickname, regDate, type, toUpline, the VIP label and the masked mobile', async () => {
    await signIn('player01', 'Player123');
    const info = await getMemberInfo();
    expect(info).toMatchObject({ account: 'player01', nickname: 'player01', type: 0, toUpline: false, vipLabel: 'VIP1', mobile: '091****78' });
    expect(info.id).toMatch(/^\d+$/);
    expect(info.regDate).toBeLessThan(Date.now());
  });

  it('a downline with toUpline and a trial member with its label', async () => {
    await signIn('down01', 'Down1234');
    expect(await getMemberInfo()).toMatchObject({ account: 'down01', toUpline: true, mobile: undefined });
    token = (await freePlay()).token;
    expect(await getMemberInfo()).toMatchObject({ type: 4, vipLabel: 'Trial' });
  });

  it('without a session it fails with login.not.session; with no token sent there is no session to end', async () => {
    const error = await failure(getMemberInfo());
    expect([error.errorCode, error.status, sessionGone]).toEqual(['login.not.session', 401, 0]);
  });

  it('its query is keyed under member and fetches through the fetcher', async () => {
    await signIn('player01', 'Player123');
    const options = memberInfoQuery();
    expect(options.queryKey).toEqual(['member', 'info']);
    expect((await new QueryClient().fetchQuery(options)).account).toBe('player01');
  });

  it('an answer missing its account is malformed', () => {
    expect(() => parseMemberInfo({ id: 1, type: 0 })).toThrow(/account/);
  });
});

describe('wallet', () => {
  it('answers sumBalance, currency, currencySymbol and its position', async () => {
    await signIn('player01', 'Player123');
    expect(await getWallet()).toEqual({ sumBalance: 1250.5, currency: 'MMK', currencySymbol: 'K', currencyPosition: 'F' });
  });

  it('its query is keyed under member', async () => {
    await signIn('agent01', 'Agent123');
    const options = walletQuery();
    expect(options.queryKey).toEqual(['member', 'wallet']);
    expect((await new QueryClient().fetchQuery(options)).sumBalance).toBe(8800);
  });

  it('without a session it fails with login.not.session', async () => {
    expect((await failure(getWallet())).errorCode).toBe('login.not.session');
  });

  it('a balance given as text is read as a number; none at all is malformed', () => {
    expect(parseWallet({ sumBalance: '12.50', currencySymbol: '$' })).toEqual({ sumBalance: 12.5, currency: '', currencySymbol: '$', currencyPosition: 'F' });
    // The platform puts some currencies' symbol after the amount (currencyPosition "B").
    expect(parseWallet({ sumBalance: 3, currencySymbol: '฿', currencyPosition: 'B' }).currencyPosition).toBe('B');
    expect(parseWallet({ sumBalance: 3, currencySymbol: '฿', currencyPosition: 'X' }).currencyPosition).toBe('F');
    expect(() => parseWallet({ currency: 'MMK' })).toThrow(/sumBalance/);
  });
});

describe('every call under injected faults', () => {
  // The simulator does not answer the merchant wallet yet (404 #459), but its faults apply to every /wps path.
  const calls: [string, string, () => Promise<unknown>][] = [
    ['member info', '/wps/member/info', () => getMemberInfo()],
    ['wallet', '/wps/v2/wallets/balance', () => getWallet()],
    ['merchant wallet', '/wps/relay/GCS_merchantWallet', () => getMerchantWallet()],
  ];
  const cases = faultCases(calls);

  it.each(cases)('%s → ApiError', async (_, path, call, spec, kind, status) => {
    await signIn('player01', 'Player123');
    await control('POST', '/__sim/faults', { path, ...spec });
    const error = await failure(call());
    expect([error.kind, error.status]).toEqual([kind, status]);
  });
});
