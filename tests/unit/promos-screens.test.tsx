// @vitest-environment jsdom
/**
 * The activity centre, a promotion's detail, invite friends and customer service, each on its own against
 * the simulator (msw forwarding to it): category tabs, sanitised detail HTML, a guest's apply asking for a
 * login, a member's claim and application (the remark's 140-character limit and its requirement) and the
 * state after it, malformed answers as failures with Retry; the referral code, link, copy with its
 * "copied" message and the invitations; spec 5's 'contact customer service' without the REFERRAL
 * promotion; the decrypted service link in a frame or as a new-tab link, and no link at all.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { configureApi, request } from '../../src/api/http';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext, type WidgetEnv } from '../../src/ui/widget-env';
import ActivityInfoScreen from '../../src/widgets/activity/activity-info-screen';
import ActivityListScreen from '../../src/widgets/activity/activity-list-screen';
import CustomerServiceScreen from '../../src/widgets/customer-service/customer-service-screen';
import InviteFriendsScreen from '../../src/widgets/invite-friends/invite-friends-screen';
import ReferralDialog from '../../src/widgets/referral/referral-dialog';
import { control, SIM_BASE, startSimulatorServer } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
const routeIn = (config: MerchantConfig, screenType: string) => config.routes.find((r) => r.screen === screenType) as Route;
const routeOf = (screenType: string) => routeIn(demo, screenType);
const { requests } = startSimulatorServer({ record: true });

beforeAll(async () => {
  configureApi({ baseUrl: SIM_BASE, merchantCode: 'DEMO', language: () => 'EN', token: () => useSessionStore.getState().session?.token, encryption: 'platform' });
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

async function signIn(username: string, password: string, type = 0) {
  const { token } = await request('/wps/session/login', {
    method: 'POST',
    encrypted: true,
    body: { username, password, captcha: '', type: 'username' },
    parse: (v) => v as { token: string },
  });
  useSessionStore.getState().setSession({ token, merchantCode: 'DEMO', userName: username, type, firstTimeLogin: false });
}

async function newMember(username: string, extra: Record<string, unknown> = {}) {
  expect((await control('POST', '/__sim/members', { username, password: 'Player123', ...extra })).status).toBe(201);
  await signIn(username, 'Player123', typeof extra.type === 'number' ? extra.type : 0);
}

function renderScreen(node: React.ReactNode, path: string, config: MerchantConfig = demo, change: Partial<WidgetEnv> = {}) {
  const env = fakeWidgetEnv(config, change);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <WidgetEnvContext.Provider value={env}>{node}</WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return env;
}

const cardTitles = () => screen.getAllByTestId('activity-card').map((c) => c.querySelector('.lv-activity-title')?.textContent);

describe('activity centre', () => {
  it('shows every promotion under All, and a category tab shows its own', async () => {
    renderScreen(<ActivityListScreen route={routeOf('activityList')} />, '/m/activity');
    await screen.findAllByTestId('activity-card');
    expect(cardTitles()).toEqual(['Welcome Bonus 100%', 'Sports Cashback', 'Slots Tournament', 'Lottery Jackpot Night']);
    expect(screen.getByTestId('activity-tab-all').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Sports Cashback', 'Slots Tournament']));
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('activity-card')[0]?.getAttribute('href')).toBe('/m/activityInfo?id=2');
    expect(screen.getAllByTestId('activity-period')).toHaveLength(2);
  });

  it("a card leads to the merchant's activityInfo path; without that route the cards inform only", async () => {
    const moved = structuredClone(demo);
    routeIn(moved, 'activityInfo').path = '/m/promo';
    renderScreen(<ActivityListScreen route={routeOf('activityList')} />, '/m/activity', moved);
    expect((await screen.findAllByTestId('activity-card'))[0]?.getAttribute('href')).toBe('/m/promo?id=1');
    cleanup();
    renderScreen(<ActivityListScreen route={routeOf('activityList')} />, '/m/activity', { ...demo, routes: demo.routes.filter((r) => r.screen !== 'activityInfo') as MerchantConfig['routes'] });
    const cards = await screen.findAllByTestId('activity-card');
    expect(cards.map((c) => c.tagName)).toEqual(['DIV', 'DIV', 'DIV', 'DIV']);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('the category tabs are one tab stop, arrows choose, and the list is the chosen tab’s labelled panel', async () => {
    renderScreen(<ActivityListScreen route={routeOf('activityList')} />, '/m/activity');
    const slots = await screen.findByRole('tab', { name: 'Slots' });
    const all = screen.getByRole('tab', { name: 'All' });
    expect([all.tabIndex, slots.tabIndex]).toEqual([0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(all.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-live')).toBeNull();
    fireEvent.keyDown(all, { key: 'End' });
    const last = screen.getAllByRole('tab').at(-1) as HTMLElement;
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(last);
    expect(screen.getByRole('tabpanel', { name: last.textContent ?? '' })).toBeTruthy();
  });

  it('a malformed list is a failure with Retry, which loads it', async () => {
    await control('POST', '/__sim/faults', { path: '/wps/relay/PROMOFE_getPromoAnnounceV2', answer: { success: true, value: { list: 'nope' } } });
    renderScreen(<ActivityListScreen route={routeOf('activityList')} />, '/m/activity');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('activity-card')).toHaveLength(4);
  });

  it('a failed further page keeps the promotions shown and says so under them; More tries again', async () => {
    for (let i = 0; i < 8; i++) await control('POST', '/__sim/activities', { title: `Extra ${i}` });
    renderScreen(<ActivityListScreen route={routeOf('activityList')} />, '/m/activity');
    expect(await screen.findAllByTestId('activity-card')).toHaveLength(10);
    await control('POST', '/__sim/faults', { path: '/wps/relay/PROMOFE_getPromoAnnounceV2', status: 500, times: 1 });
    fireEvent.click(screen.getByTestId('activity-more'));
    expect((await screen.findByTestId('activity-more-failed')).textContent).toBe('load failed, tap to retry');
    expect(screen.getAllByTestId('activity-card')).toHaveLength(10);
    fireEvent.click(screen.getByTestId('activity-more'));
    await waitFor(() => expect(screen.getAllByTestId('activity-card')).toHaveLength(12));
    expect(screen.queryByTestId('activity-more-failed')).toBeNull();
  });

  it('a category the platform does not list (an old link) shows All, the tab and the list agreeing', async () => {
    renderScreen(<ActivityListScreen route={routeOf('activityList')} />, '/m/activity?category=999');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(cardTitles()).toEqual(['Welcome Bonus 100%', 'Sports Cashback', 'Slots Tournament', 'Lottery Jackpot Night']));
  });

  it('an empty category says there is nothing', async () => {
    await control('POST', '/__sim/faults', { path: '/wps/relay/PROMOFE_getPromoAnnounceV2', answer: { success: true, value: { list: [], pageNum: 1, totalPages: 1 } } });
    renderScreen(<ActivityListScreen route={routeOf('activityList')} />, '/m/activity');
    expect((await screen.findByTestId('activity-empty')).textContent).toBe('There are no promotions here yet.');
  });
});

describe('a promotion’s detail', () => {
  it('shows the sanitised HTML; a guest’s claim opens the login dialog', async () => {
    const env = renderScreen(<ActivityInfoScreen route={routeOf('activityInfo')} />, '/m/activityInfo?id=1');
    const content = await screen.findByTestId('activity-content');
    expect(content.querySelector('strong')?.textContent).toBe('50');
    expect(content.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(env.run).toHaveBeenCalledWith({ dialog: 'login' });
    expect(requests.some((r) => new URL(r.url).pathname === '/wps/relay/PROMOFE_claimPromo')).toBe(false);
  });

  it('a member’s claim credits the bonus: the button goes, the state says claimed', async () => {
    await newMember('claimui1', { balance: 10 });
    const env = renderScreen(<ActivityInfoScreen route={routeOf('activityInfo')} />, '/m/activityInfo?id=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect((await screen.findByTestId('activity-done')).textContent).toBe('You have claimed this promotion.');
    expect(screen.queryByTestId('activity-apply')).toBeNull();
    expect(env.notify).toHaveBeenCalledWith('Bonus claimed: it is in your balance.', 'success', demo.constants.successMessageMs);
    const wallet = (await (await control('GET', '/__sim/members/claimui1/wallet')).json()) as { balance: number };
    expect(wallet.balance).toBe(60);
  });

  it('two quick taps claim once: the answer shows at once, before the refreshed detail comes back', async () => {
    await newMember('claimui2', { balance: 10 });
    const env = renderScreen(<ActivityInfoScreen route={routeOf('activityInfo')} />, '/m/activityInfo?id=1');
    const button = await screen.findByRole('button', { name: 'Claim' });
    await control('POST', '/__sim/faults', { path: '/wps/relay/PROMOFE_getPromoAnnounceDetail', delayMs: 1500 });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(env.notify).toHaveBeenCalled());
    await waitFor(() => expect(button.isConnected && button.textContent === 'please wait').toBe(false));
    fireEvent.click(button);
    expect((await screen.findByTestId('activity-done')).textContent).toBe('You have claimed this promotion.');
    expect(requests.filter((r) => new URL(r.url).pathname === '/wps/relay/PROMOFE_claimPromo')).toHaveLength(1);
  });

  it('a remark is required where asked, capped at 140 characters with its hint; the application then shows as applied', async () => {
    await newMember('applyui1');
    renderScreen(<ActivityInfoScreen route={routeOf('activityInfo')} />, '/m/activityInfo?id=3');
    const remark = (await screen.findByLabelText('Remark')) as HTMLTextAreaElement;
    expect(remark.maxLength).toBe(140);
    expect(screen.getByText(/At most 140 characters\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('activity-error')).textContent).toBe('Please enter a remark.');
    expect(remark.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(remark, { target: { value: 'Book of Dead' } });
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    fireEvent.click(apply);
    const done = await screen.findByTestId('activity-done');
    expect(done.getAttribute('data-status')).toBe('applied');
    // The form and its focused button gave way to the outcome: focus is on it, not the page's start.
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('a refused application keeps the remark and says why', async () => {
    await newMember('applyui2');
    await control('POST', '/__sim/faults', {
      path: '/wps/relay/PROMOFE_claimPromo',
      answer: { success: false, errorCode: 'promo.not.active', message: 'This promotion is not running' },
    });
    renderScreen(<ActivityInfoScreen route={routeOf('activityInfo')} />, '/m/activityInfo?id=3');
    const remark = (await screen.findByLabelText('Remark')) as HTMLTextAreaElement;
    fireEvent.change(remark, { target: { value: 'Starburst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('activity-error')).textContent).toBe('This promotion is not running');
    expect(remark.value).toBe('Starburst');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('an information-only promotion offers no button; a free-trial account is refused with free_reject', async () => {
    renderScreen(<ActivityInfoScreen route={routeOf('activityInfo')} />, '/m/activityInfo?id=4');
    await screen.findByTestId('activity-content');
    expect(screen.queryByTestId('activity-apply')).toBeNull();
    cleanup();
    await newMember('trialui1', { type: 4 });
    const env = renderScreen(<ActivityInfoScreen route={routeOf('activityInfo')} />, '/m/activityInfo?id=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(env.notify).toHaveBeenCalledWith('Please login an actual account to use this function', 'info', demo.constants.toastInfoMs);
  });
});

describe('invite friends', () => {
  it('shows the code, the link, the invitations; Copy puts the link on the clipboard and says so', async () => {
    await control('POST', '/__sim/members', { username: 'inviteui1', password: 'Player123' });
    await control('POST', '/__sim/members', { username: 'inviteui1f', upline: 'inviteui1' });
    await signIn('inviteui1', 'Player123');
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen(<InviteFriendsScreen route={routeOf('inviteFriends')} />, '/m/inviteFriends');
    const code = (await screen.findByTestId('invite-code')).textContent ?? '';
    expect(code).toMatch(/^AF\d+$/);
    const link = (screen.getByTestId('invite-link') as HTMLInputElement).value;
    expect(link).toBe(`${window.location.origin}/m/register?affiliateCode=${code}`);
    expect(screen.getByTestId('invite-count').textContent).toBe('1');
    expect(within(await screen.findByTestId('invitees')).getAllByTestId('invitee').map((i) => i.textContent)).toEqual([expect.stringContaining('inviteui1f')]);
    expect((await screen.findByTestId('invite-rules-content')).querySelector('ol')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByTestId('invite-copy-status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('a refused clipboard selects the link to copy by hand', async () => {
    await newMember('inviteui2');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    renderScreen(<InviteFriendsScreen route={routeOf('inviteFriends')} />, '/m/inviteFriends');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByTestId('invite-copy-status').getAttribute('data-state')).toBe('refused'));
    expect(document.activeElement).toBe(screen.getByTestId('invite-link'));
  });

  it('spec 5: without the REFERRAL promotion it says contact customer service for 2 s', async () => {
    await newMember('inviteui3');
    await control('POST', '/__sim/faults', { path: '/wps/relay/MCSFE_getAvailablePromotions', answer: { success: true, value: { content: { REFERRAL: { enabled: false, count: 0 } }, footer: {} } } });
    const env = renderScreen(<InviteFriendsScreen route={routeOf('inviteFriends')} />, '/m/inviteFriends');
    expect(await screen.findByTestId('invite-unavailable')).toBeTruthy();
    expect(env.notify).toHaveBeenCalledWith('contact customer service', 'info', 2000);
    expect(requests.some((r) => new URL(r.url).pathname === '/wps/relay/MCSFE_getReferralDetails')).toBe(false);
  });
});

describe('the referral dialog', () => {
  it('leads to the invite-friends screen, closing itself', async () => {
    await newMember('dialogui1');
    const onClose = vi.fn();
    const env = renderScreen(<ReferralDialog onClose={onClose} />, '/m/mine');
    const more = await screen.findByRole('link', { name: 'See your invitations and the rules' });
    expect(more.getAttribute('href')).toBe('/m/inviteFriends');
    fireEvent.click(more);
    expect(onClose).toHaveBeenCalled();
    expect(env.navigate).toHaveBeenCalledWith('/m/inviteFriends');
  });
});

describe('one invitation link', () => {
  it('the referral dialog and the invite-friends screen show the same link, on the platform’s promotion domain', async () => {
    await newMember('samelink1');
    await control('POST', '/__sim/faults', {
      path: '/wps/relay/MCSFE_getReferralDetails',
      times: 2,
      answer: { success: true, value: { referralCode: 'AFSAME', totalInvitations: 0, promotionDomains: ['promo.demo.example'] } },
    });
    const expected = 'https://promo.demo.example/m/register?affiliateCode=AFSAME';
    renderScreen(<ReferralDialog onClose={vi.fn()} />, '/m/mine');
    expect(((await screen.findByTestId('referral-link')) as HTMLInputElement).value).toBe(expected);
    cleanup();
    renderScreen(<InviteFriendsScreen route={routeOf('inviteFriends')} />, '/m/inviteFriends');
    expect((await screen.findByTestId('invite-code')).textContent).toBe('AFSAME');
    expect(screen.getByDisplayValue(expected)).toBeTruthy();
  });
});

describe('customer service', () => {
  it('opens the decrypted main link in the frame, with a title and an "open in a new tab" fallback; the sub link on choice', async () => {
    renderScreen(<CustomerServiceScreen route={routeOf('customerService')} />, '/m/service');
    const frame = await screen.findByTestId('service-frame');
    expect([frame.getAttribute('src'), frame.getAttribute('title')]).toEqual(['https://chat.demo.example/livechat', 'Live chat']);
    expect(frame.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.load(frame);
    expect(frame.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
    const tab = screen.getByTestId('service-open-tab');
    expect([tab.getAttribute('href'), tab.getAttribute('target'), tab.getAttribute('rel')]).toEqual(['https://chat.demo.example/livechat', '_blank', 'noopener noreferrer']);
    fireEvent.click(screen.getByTestId('service-choose-sub'));
    expect(screen.getByTestId('service-frame').getAttribute('src')).toBe('https://chat.demo.example/livechat?channel=sub');
  });

  it('sandboxes the frame without top navigation and grants it no device feature', async () => {
    renderScreen(<CustomerServiceScreen route={routeOf('customerService')} />, '/m/service');
    const frame = await screen.findByTestId('service-frame');
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox).toEqual(['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox']);
    expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
    expect(frame.getAttribute('allow')).toBe('');
  });

  it("a link on the site's own origin is never framed (the sandbox would not hold): it opens in a new tab", async () => {
    const dom = (globalThis as unknown as { jsdom: { reconfigure(o: { url: string }): void } }).jsdom;
    dom.reconfigure({ url: 'https://chat.demo.example/m/service' });
    try {
      renderScreen(<CustomerServiceScreen route={routeOf('customerService')} />, '/m/service');
      const links = await screen.findAllByTestId('service-open-tab');
      expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://chat.demo.example/livechat', 'https://chat.demo.example/livechat?channel=sub']);
      expect(screen.queryByTestId('service-frame')).toBeNull();
    } finally {
      dom.reconfigure({ url: 'http://localhost:3000/' });
    }
  });

  it('with customerServiceOpenIn newTab, offers the links to open in a new tab and no frame', async () => {
    const config = structuredClone(demo);
    config.constants.customerServiceOpenIn = 'newTab';
    renderScreen(<CustomerServiceScreen route={routeOf('customerService')} />, '/m/service', config);
    const links = await screen.findAllByTestId('service-open-tab');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://chat.demo.example/livechat', 'https://chat.demo.example/livechat?channel=sub']);
    expect(screen.queryByTestId('service-frame')).toBeNull();
  });

  it('a link that does not decrypt to https is never opened; none left means the empty state', async () => {
    const settings = (await (await fetch(`${SIM_BASE}/wps/system/settings/consolidated?device=MOBILE`, { headers: { Merchant: 'DEMO' } })).json()) as { value: Record<string, unknown> };
    await control('POST', '/__sim/faults', { path: '/wps/system/settings/consolidated', answer: { success: true, value: { ...settings.value, customerService: [{ path: 'garbage12345678', title: 'x', csType: 1 }] } } });
    // Service/version's type-3 entries come first (spec §3): garbage there too.
    await control('POST', '/__sim/faults', { path: '/wps/system/service/version', answer: { success: true, value: { pathList: [{ type: 3, path: 'garbage12345678' }], resources: [] } } });
    renderScreen(<CustomerServiceScreen route={routeOf('customerService')} />, '/m/service');
    expect((await screen.findByTestId('service-empty')).textContent).toBe('No customer service is set up for this site yet.');
  });
});
