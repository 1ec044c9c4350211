// @vitest-environment jsdom
/**
 * Permissions that need player data (spec 5: transfer to upline needs the member's toUpline; mission
 * activity and invite friends need the MISSION and REFERRAL promotions) in the whole app against the
 * simulator: an item asking for one shows on a fresh app, whatever screen came before, because the app
 * fetches that data itself; a page with no such item makes neither call.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi, request } from '../../src/api/http';
import { App, createQueryClient } from '../../src/app/app';
import type { FooterItem, MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { control, startSimulatorServer } from './support/simulator';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
const { requests } = startSimulatorServer({ record: true });

const MEMBER_INFO = '/wps/member/info';
const PROMOTIONS = '/wps/relay/MCSFE_getAvailablePromotions';
const calls = (path: string) => requests.filter((r) => new URL(r.url).pathname === path).length;

beforeAll(async () => {
  configureApi({ baseUrl: '', merchantCode: 'DEMO', language: () => 'EN', token: () => useSessionStore.getState().session?.token, encryption: 'platform' });
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

/** Logs in through the platform and keeps the session, as the login screen would. */
async function signIn(username: string, password: string) {
  const { token } = await request('/wps/session/login', {
    method: 'POST',
    encrypted: true,
    body: { username, password, captcha: '', type: 'username' },
    parse: (v) => v as { token: string },
  });
  useSessionStore.getState().setSession({ token, merchantCode: 'DEMO', userName: username, type: 0, firstTimeLogin: false });
}

/** The demo merchant with one more footer item, shown under `when`. */
function withFooterItem(when: FooterItem['when']): MerchantConfig {
  const config = structuredClone(demo);
  config.footer = [...config.footer, { id: 'guarded', labelKey: 'menu.uplineTransfer', icon: 'transfer', action: { route: '/m/upLine/transfer' }, center: false, when }];
  return config;
}

/**
 * A fresh app on a page that loads neither member info nor promotions itself, with the footer: feedback
 * (back header) for a member, the help centre for a guest.
 */
async function openPage(config: MerchantConfig) {
  const member = useSessionStore.getState().session !== undefined;
  window.history.pushState({}, '', member ? '/m/feedback' : '/m/help');
  render(<App config={config} queryClient={createQueryClient()} />);
  await screen.findByTestId(member ? 'feedback-form' : 'footer');
}

/** Lets calls an item could still start run out (they start a microtask after the render that asked). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('permissions that need player data fetch it themselves (spec 5)', () => {
  it('an item under uplineTransfer shows for a member with toUpline on a fresh app, with one member-info call', async () => {
    await signIn('down01', 'Down1234');
    await openPage(withFooterItem({ flag: 'AGETRANSFERUP3', permissions: ['uplineTransfer'] }));
    expect(await screen.findByTestId('footer-guarded')).toBeTruthy();
    expect(calls(MEMBER_INFO)).toBe(1);
  });

  it('the same item stays hidden for a member without toUpline, once the member info says so', async () => {
    await signIn('player01', 'Player123');
    await openPage(withFooterItem({ flag: 'AGETRANSFERUP3', permissions: ['uplineTransfer'] }));
    await waitFor(() => expect(calls(MEMBER_INFO)).toBe(1));
    await settle();
    expect(screen.queryByTestId('footer-guarded')).toBeNull();
  });

  it('an item under referralPromo shows for a guest once the promotions say REFERRAL is enabled', async () => {
    await openPage(withFooterItem({ permissions: ['referralPromo'] }));
    expect(await screen.findByTestId('footer-guarded')).toBeTruthy();
    expect(calls(PROMOTIONS)).toBe(1);
  });

  it('the member centre shows mission activity (missionPromo) without loading the promotions itself', async () => {
    window.history.pushState({}, '', '/m/mine');
    render(<App config={demo} queryClient={createQueryClient()} />);
    expect(await screen.findByTestId('mc-item-missionActivity')).toBeTruthy();
    expect(calls(PROMOTIONS)).toBe(1);
  });

  it('an item whose flag is off asks for nothing', async () => {
    await signIn('down01', 'Down1234');
    const config = withFooterItem({ flag: 'AGETRANSFERUP3', permissions: ['uplineTransfer', 'referralPromo'] });
    config.flags.AGETRANSFERUP3 = false;
    await control('PATCH', '/__sim/flags', { AGETRANSFERUP3: false });
    await openPage(config);
    await settle();
    expect(screen.queryByTestId('footer-guarded')).toBeNull();
    expect([calls(MEMBER_INFO), calls(PROMOTIONS)]).toEqual([0, 0]);
  });

  it('a page with no item asking for such a permission makes no member-info or promotions call', async () => {
    await signIn('down01', 'Down1234');
    await openPage(demo);
    await settle();
    expect(screen.getByTestId('footer')).toBeTruthy();
    expect([calls(MEMBER_INFO), calls(PROMOTIONS)]).toEqual([0, 0]);
  });
});
