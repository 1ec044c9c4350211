import { describe, expect, it } from 'vitest';
import { decryptServicePath } from '../../src/lib/cipher';
import { customerServiceEntries, FEEDBACK_MAX_LENGTH } from '../../src/platform-sim/routes/content';
import { simRoutes } from './support/simulator';

const NOW = Date.UTC(2025, 5, 15, 10, 30);

/** The accounts, content and agent routes on a fresh DEMO world at NOW. */
const setup = () => simRoutes(NOW);

type Lists = Record<string, { id: string | number; title: string; url?: string; content?: string; action?: unknown }[]>;

describe('simulated announcements', () => {
  it('answers the home announcements in the envelope, filtered by the types asked for', async () => {
    const { send } = setup();
    const all = await send('GET', '/wps/relay/CCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M');
    expect([all.status, all.body.success]).toEqual([200, true]);
    const value = all.body.value as Lists;
    expect(Object.keys(value).sort()).toEqual(['banners', 'contentLobby', 'hot', 'player', 'popup', 'promotion']);
    expect(value.banners?.length).toBeGreaterThan(1);
    for (const b of value.banners ?? []) {
      expect(b.url).toBe(`/sim-assets/banner/${b.id}.png`);
      expect(typeof b.title).toBe('string');
    }
    expect(value.banners?.some((b) => b.action)).toBe(true);
    expect(value.player?.length).toBeGreaterThan(0);
    expect(value.player?.[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), content: expect.stringContaining('<p>') });
    expect(value.popup?.length).toBeGreaterThan(0);
    expect(value.hot?.length).toBeGreaterThan(0);
    // Not asked for: empty.
    expect(value.promotion).toEqual([]);
    expect(value.contentLobby).toEqual([]);

    const bannersOnly = (await send('GET', '/wps/relay/CCSFE_getListAnnouncements?types=B&groupName=m_home&platform=M')).body.value as Lists;
    expect(bannersOnly.banners).toEqual(value.banners);
    expect([bannersOnly.player, bannersOnly.popup, bannersOnly.hot]).toEqual([[], [], []]);

    const promo = (await send('GET', '/wps/relay/CCSFE_getListAnnouncements?types=PR&groupName=m_home&platform=M')).body.value as Lists;
    expect(promo.promotion?.length).toBeGreaterThan(0);
    expect(promo.banners).toEqual([]);
  });

  it('answers the register banners of group m_reg, apart from the home banners', async () => {
    const { send } = setup();
    const reg = (await send('GET', '/wps/relay/CCSFE_getListAnnouncements?types=B&groupName=m_reg&platform=M')).body.value as Lists;
    const home = (await send('GET', '/wps/relay/CCSFE_getListAnnouncements?types=B&groupName=m_home&platform=M')).body.value as Lists;
    expect(reg.banners?.length).toBeGreaterThan(0);
    const homeIds = new Set(home.banners?.map((b) => b.id));
    expect(reg.banners?.some((b) => homeIds.has(b.id))).toBe(false);
    expect(reg.player).toEqual([]);
  });

  it('answers agent announcements with an unread count that goes down as they are marked read', async () => {
    const { send, session } = setup();
    const token = session('agent01');
    const url = '/wps/relay/CCSFE_getListAnnouncements?types=A&groupName=m_home&merchantCode=DEMO';
    const first = (await send('GET', url, { token })).body.value as { list: { id: number; read: boolean }[]; footer: { unreadCount: number } };
    expect(first.list.length).toBeGreaterThanOrEqual(3);
    expect(first.footer.unreadCount).toBe(first.list.length);
    expect(first.list.every((a) => !a.read)).toBe(true);
    const [a, b] = first.list;
    if (!a || !b) throw new Error('two agent announcements expected');

    const byGet = await send('GET', `/wps/relay/MCSFE_markAnnouncementAsRead?id=${a.id}`, { token });
    expect(byGet.body).toEqual({ success: true, value: { unreadCount: first.list.length - 1 } });
    // Marking twice does not count twice.
    await send('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { token, json: { id: a.id } });
    await send('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { token, form: { id: String(b.id) } });

    const after = (await send('GET', url, { token })).body.value as { list: { id: number; read: boolean }[]; footer: { unreadCount: number } };
    expect(after.footer.unreadCount).toBe(first.list.length - 2);
    expect(after.list.filter((x) => x.read).map((x) => x.id)).toEqual([a.id, b.id]);
    // Another account keeps its own reads.
    expect(((await send('GET', url, { token: session('player01') })).body.value as { footer: { unreadCount: number } }).footer.unreadCount).toBe(first.list.length);
  });

  it('refuses marking read without a session or for an unknown announcement', async () => {
    const { send, session } = setup();
    const guest = await send('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { json: { id: 301 } });
    expect([guest.status, guest.body.errorCode]).toEqual([401, 'login.not.session']);
    const unknown = await send('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { token: session('agent01'), json: { id: 999999 } });
    expect([unknown.status, unknown.body.success, unknown.body.errorCode]).toEqual([400, false, 'announcement.not.found']);
  });
});

describe('simulated help centre', () => {
  it('answers at least four entries with HTML content, one carrying a script to sanitise, without a login', async () => {
    const { send } = setup();
    for (const lang of ['EN', 'MY', 'AR']) {
      const res = await send('GET', `/wps/system/helpCenter?device=MOBILE&lang=${lang}`);
      expect([res.status, res.body.success]).toEqual([200, true]);
      const entries = res.body.value as { title: string; content: string }[];
      expect(entries.length).toBeGreaterThanOrEqual(4);
      for (const e of entries) {
        expect(e.title).toBeTruthy();
        expect(e.content).toMatch(/<p>/);
      }
      expect(entries.filter((e) => e.content.includes('<script>alert(1)</script>'))).toHaveLength(1);
      expect(entries.some((e) => /<a href="[^"]+">/.test(e.content))).toBe(true);
    }
  });
});

describe('simulated customer service', () => {
  it('encrypts the service paths so that they decrypt to the merchant chat address', () => {
    const { world } = setup();
    const entries = customerServiceEntries(world);
    expect(entries.map((e) => e.csType)).toEqual([1, 2]);
    const [main, sub] = entries.map((e) => decryptServicePath(e.path));
    expect(main).toBe('https://chat.demo.example/livechat');
    expect(sub).toBe('https://chat.demo.example/livechat?channel=sub');
    for (const e of entries) {
      expect(e.title).toBeTruthy();
      expect(e.path.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    }
    // Deterministic.
    expect(customerServiceEntries(setup().world)).toEqual(entries);
  });

  it('answers service/version with type-3 encrypted paths and the download resources', async () => {
    const { send } = setup();
    const value = (await send('GET', '/wps/system/service/version')).body.value as { pathList: { type: number; path: string }[]; resources: { resourceType: string; url: string }[] };
    expect(value.pathList.length).toBeGreaterThan(0);
    for (const p of value.pathList) expect(p.type).toBe(3);
    expect(decryptServicePath(value.pathList[0]?.path ?? '')).toBe('https://chat.demo.example/livechat');
    expect(value.resources).toContainEqual({ resourceType: 'Android', url: 'https://apps.example.com/demo/demo.apk' });
  });

  it('launches the live chat for guests and members', async () => {
    const { send, session } = setup();
    expect((await send('GET', '/wps/relay/CBS_launchChat')).body).toEqual({ success: true, value: { url: 'https://chat.demo.example/livechat' } });
    expect((await send('GET', '/wps/relay/CBS_launchChat', { token: session('player01') })).body.value).toEqual({
      url: 'https://chat.demo.example/livechat?member=player01',
    });
  });
});

describe('simulated feedback', () => {
  it('stores valid feedback from a logged-in member', async () => {
    const { send, session, world } = setup();
    const res = await send('PUT', '/wps/feedback', { token: session('player01'), json: { content: '  The slots page is slow  ', type: 'BUG', images: ['data:image/png;base64,iVBORw0KGgo='] } });
    expect(res.body).toEqual({ success: true, value: { id: 1 } });
    expect(world.feedback).toEqual([{ id: 1, account: 'player01', content: 'The slots page is slow', type: 'BUG', images: ['data:image/png;base64,iVBORw0KGgo='], createdAt: NOW }]);
  });

  it('validates content and images, and needs a session', async () => {
    const { send, session, world } = setup();
    const token = session('player01');
    expect((await send('PUT', '/wps/feedback', { json: { content: 'hello' } })).status).toBe(401);
    const cases: [unknown, string][] = [
      [{}, 'feedback.content.required'],
      [{ content: '   ' }, 'feedback.content.required'],
      [{ content: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) }, 'feedback.content.too.long'],
      [{ content: 'ok', images: ['a', 'b', 'c', 'd'] }, 'feedback.images.invalid'],
      [{ content: 'ok', images: ['data:image/gif;base64,R0lGOD'] }, 'feedback.images.invalid'],
      [{ content: 'ok', images: 'not a list' }, 'feedback.images.invalid'],
    ];
    for (const [json, code] of cases) {
      const res = await send('PUT', '/wps/feedback', { token, json });
      expect([res.status, res.body.success, res.body.errorCode, typeof res.body.message]).toEqual([400, false, code, 'string']);
    }
    expect(world.feedback).toEqual([]);
    expect((await send('PUT', '/wps/feedback', { token, json: { content: 'x'.repeat(FEEDBACK_MAX_LENGTH) } })).body.success).toBe(true);
  });
});
