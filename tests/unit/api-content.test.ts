// @vitest-environment jsdom
/**
 * Content calls (src/api/content.ts) against the real simulator through msw: announcements by
 * placement, agent announcements and mark-read, help centre HTML, inbox, live chat and the
 * encrypted customer-service links, service/version, feedback, and every fetcher under injected
 * faults (promotions and the member club: api-rewards.test.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { BANNER_STALE_MS, announcementsQuery, getAnnouncements } from '../../src/api/announcements';
import {
  getAgentAnnouncements,
  getHelpCentre,
  getLiveChatLink,
  helpCentreQuery,
  markAnnouncementRead,
  parseLiveChat,
  sendFeedback,
} from '../../src/api/content';
import { request } from '../../src/api/http';
import { customerServiceLinks, getServiceVersion, type ServiceEntry } from '../../src/api/service-links';
import { encryptServicePath } from '../../src/lib/cipher';
import { control, FAULT_KINDS, failure, SIM_BASE, startSimulatorSession } from './support/simulator';

const { server, login, logout } = startSimulatorSession();

const consolidatedServiceEntries = () =>
  request('/wps/system/settings/consolidated', { query: { device: 'MOBILE' }, parse: (v) => (v as { customerService: ServiceEntry[] }).customerService });

describe('announcements (home and register)', () => {
  it('home asks for banners, notices, popups and hot items of group m_home, each typed', async () => {
    const home = await getAnnouncements('home');
    expect(home.banners.map((b) => b.id)).toEqual(['banner-1', 'banner-2', 'banner-3', 'banner-4']);
    expect(home.banners[0]).toEqual({ id: 'banner-1', title: 'Welcome Bonus 100%', url: '/sim-assets/banner/banner-1.png', route: '/m/activity' });
    expect(home.player.map((n) => n.id)).toEqual(['101', '102', '103']);
    expect(home.popup.map((n) => n.title)).toEqual(['New member bonus']);
    expect(home.hot).toHaveLength(2);
    expect([home.promotion, home.contentLobby]).toEqual([[], []]);
    expect(home.player[2]?.content).toContain('<a href="/m/voucherCenter">deposit</a>');
  });

  it('register asks for banners only, of group m_reg', async () => {
    const register = await getAnnouncements('register');
    expect(register.banners.map((b) => b.id)).toEqual(['banner-5', 'banner-6']);
    expect(register.banners[0]?.route).toBeUndefined();
    expect([register.player, register.popup, register.hot]).toEqual([[], [], []]);
  });

  it('banner announcements are cached for several minutes under a content key naming the language', async () => {
    const options = announcementsQuery('home', 'my');
    expect(options.queryKey).toEqual(['content', 'announcements', 'home', 'my']);
    expect(announcementsQuery('home', 'ar').queryKey).not.toEqual(options.queryKey);
    expect(options.staleTime).toBe(BANNER_STALE_MS);
    expect(BANNER_STALE_MS).toBeGreaterThanOrEqual(5 * 60_000);
    const client = new QueryClient();
    await client.fetchQuery(options);
    await control('POST', '/__sim/faults', { path: '/wps/relay/CCSFE_getListAnnouncements', status: 500 });
    // Within the stale time the cached answer is served without a call (the injected 500 is not hit).
    expect((await client.fetchQuery(options)).banners).toHaveLength(4);
  });

  it('banners whose image is neither https nor a same-origin path are dropped; routes only same-origin', async () => {
    server.use(
      http.get(`${SIM_BASE}/wps/relay/CCSFE_getListAnnouncements`, () =>
        HttpResponse.json({
          success: true,
          value: {
            banners: [
              { id: 1, title: 'ok', url: 'https://cdn.example/b.png', action: { type: 'route', target: 'https://evil.example' } },
              { id: 2, title: 'http', url: 'http://cdn.example/b.png' },
              { id: 3, title: 'script', url: 'javascript:alert(1)' },
            ],
          },
        }),
      ),
    );
    expect(await getAnnouncements('home')).toEqual({
      banners: [{ id: '1', title: 'ok', url: 'https://cdn.example/b.png' }],
      player: [],
      popup: [],
      hot: [],
      promotion: [],
      contentLobby: [],
    });
  });
});

describe('agent announcements and mark-read', () => {
  it('types=A answers the list and footer.unreadCount', async () => {
    await login('agent01', 'Agent123');
    const agent = await getAgentAnnouncements();
    expect(agent.items.map((a) => a.id)).toEqual(['301', '302', '303', '304']);
    expect(agent.items.every((a) => !a.read)).toBe(true);
    expect(agent.unreadCount).toBe(4);
  });

  it('the unread count decreases after marking an announcement read', async () => {
    await login('agent01', 'Agent123');
    expect(await markAnnouncementRead('302')).toBe(3);
    const after = await getAgentAnnouncements();
    expect(after.unreadCount).toBe(3);
    expect(after.items.find((a) => a.id === '302')?.read).toBe(true);
    expect(await markAnnouncementRead('302')).toBe(3);
  });

  it('a guest cannot mark read (login.not.session); an unknown id is refused', async () => {
    expect((await failure(markAnnouncementRead('301'))).errorCode).toBe('login.not.session');
    await login('agent01', 'Agent123');
    expect((await failure(markAnnouncementRead('999'))).errorCode).toBe('announcement.not.found');
  });
});

describe('help centre', () => {
  it('answers [{title, content}] with the HTML as the server sent it (ui/server-html sanitises it where it is shown)', async () => {
    const help = await getHelpCentre('en');
    expect(help.map((h) => h.title)).toEqual(['How do I register?', 'How do I deposit?', 'How do I withdraw?', 'Responsible gaming', 'Contact us']);
    const deposit = help[1]?.content ?? '';
    expect(deposit).toContain('<li>Minimum deposit: 10</li>');
    expect(deposit).toContain('<a href="/m/voucherCenter">Deposit</a>');
    expect(deposit).toContain('<script>alert(1)</script>');
  });

  it('sends the language upper case and keys the query by it', async () => {
    const help = await getHelpCentre('my');
    expect(help[0]?.content).toMatch(/^<div lang="my">/);
    expect(helpCentreQuery('my').queryKey).toEqual(['content', 'help', 'MY']);
  });

  it('needs no session', async () => {
    logout();
    await expect(getHelpCentre('EN')).resolves.toHaveLength(5);
  });
});

describe('customer service', () => {
  it('the live-chat link is an https address (naming a logged-in member)', async () => {
    expect(await getLiveChatLink()).toBe('https://chat.demo.example/livechat');
    await login('player01', 'Player123');
    expect(await getLiveChatLink()).toBe('https://chat.demo.example/livechat?member=player01');
  });

  it('a live-chat link that is not https is an error (malformed), never a link', async () => {
    server.use(http.get(`${SIM_BASE}/wps/relay/CBS_launchChat`, () => HttpResponse.json({ success: true, value: { url: 'http://chat.example/live' } })));
    const error = await failure(getLiveChatLink());
    expect(error.kind).toBe('malformed');
    expect(() => parseLiveChat('javascript:alert(1)')).toThrow();
    expect(parseLiveChat('https://chat.example/x')).toBe('https://chat.example/x');
  });

  it("customerServiceLinks decrypts the consolidated settings' main and sub paths", async () => {
    const entries = await consolidatedServiceEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]?.path).not.toContain('https');
    expect(customerServiceLinks(entries)).toEqual({ main: 'https://chat.demo.example/livechat', sub: 'https://chat.demo.example/livechat?channel=sub' });
  });

  it('leaves out an entry that does not decrypt, or decrypts to anything but https', () => {
    const good = { path: encryptServicePath('https://chat.example/main', 'Key12345') };
    expect(customerServiceLinks([{ path: 'not-encrypted-at-all' }, good])).toEqual({ sub: 'https://chat.example/main' });
    expect(customerServiceLinks([{ path: encryptServicePath('http://chat.example/x', 'Key12345') }])).toEqual({});
    expect(customerServiceLinks([{ path: encryptServicePath('javascript:alert(1)', 'Key12345') }, good])).toEqual({ sub: 'https://chat.example/main' });
    expect(customerServiceLinks([])).toEqual({});
  });

  it('service/version decrypts its type-3 path entries the same way and lists the resources', async () => {
    const version = await getServiceVersion();
    expect(version.customerService).toEqual({ main: 'https://chat.demo.example/livechat', sub: 'https://chat.demo.example/livechat?channel=sub' });
    expect(version.resources.length).toBeGreaterThan(0);
    expect(version.resources.every((r) => r.resourceType && r.url)).toBe(true);
  });
});

describe('feedback (FEEDBACK3)', () => {
  it('a member sends feedback with up to three png/jpg images', async () => {
    await login('player01', 'Player123');
    expect(await sendFeedback({ content: 'The lobby is great', images: ['data:image/png;base64,AAAA'] })).toEqual({ id: '1' });
    expect(await sendFeedback({ content: 'Second' })).toEqual({ id: '2' });
  });

  it.each([
    ['empty content', { content: '   ' }, 'feedback.content.required'],
    ['content over 1000 characters', { content: 'x'.repeat(1001) }, 'feedback.content.too.long'],
    ['four images', { content: 'ok', images: ['a', 'b', 'c', 'd'] }, 'feedback.images.invalid'],
    ['a gif', { content: 'ok', images: ['data:image/gif;base64,AAAA'] }, 'feedback.images.invalid'],
  ])('refuses %s', async (_name, input, code) => {
    await login('player01', 'Player123');
    const error = await failure(sendFeedback(input));
    expect([error.kind, error.status, error.errorCode]).toEqual(['http', 400, code]);
  });

  it('a guest gets ApiError login.not.session', async () => {
    expect((await failure(sendFeedback({ content: 'hello' }))).errorCode).toBe('login.not.session');
  });
});

const FETCHERS: [string, string, () => Promise<unknown>][] = [
  ['announcements', '/wps/relay/CCSFE_getListAnnouncements', () => getAnnouncements('home')],
  ['agent announcements', '/wps/relay/CCSFE_getListAnnouncements', getAgentAnnouncements],
  ['mark read', '/wps/relay/MCSFE_markAnnouncementAsRead', () => markAnnouncementRead('301')],
  ['help centre', '/wps/system/helpCenter', () => getHelpCentre('EN')],
  ['live chat', '/wps/relay/CBS_launchChat', getLiveChatLink],
  ['service/version', '/wps/system/service/version', getServiceVersion],
  ['feedback', '/wps/feedback', () => sendFeedback({ content: 'hi' })],
];

describe('every content fetcher under injected faults', () => {
  for (const [name, path, call] of FETCHERS) {
    it.each(FAULT_KINDS)(`${name}: %s is an ApiError of the right kind`, async (_fault, fault, expected) => {
      await login('agent01', 'Agent123');
      await control('POST', '/__sim/faults', { path, ...fault });
      expect(await failure(call())).toMatchObject(expected);
    });
  }
});
