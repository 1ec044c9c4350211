// @vitest-environment jsdom
/**
 * Pure pieces of the home blocks: the match time (MM/DD HH:mm in the player's zone, spec 2.10), the side
 * bar's social and live-chat links (platform resources over the merchant's defaults, https only), and
 * the banner actions the announcements answer carries (route, https page, game; anything else none).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseAnnouncements } from '../../src/api/announcements';
import { encryptServicePath } from '../../src/lib/cipher';
import { formatMatchTime } from '../../src/widgets/home-carousels/match-time';
import { liveChatUrl, socialLinks } from '../../src/widgets/side-service-bar/service-links';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('match time', () => {
  const at = Date.UTC(2025, 0, 6, 18, 5); // 2025-01-06 18:05 UTC

  it('is MM/DD HH:mm, 24-hour, in the time zone of the player', () => {
    process.env.TZ = 'UTC';
    expect(formatMatchTime(at)).toBe('01/06 18:05');
    process.env.TZ = 'Asia/Yangon';
    expect(formatMatchTime(at)).toBe('01/07 00:35');
    process.env.TZ = 'America/New_York';
    expect(formatMatchTime(at)).toBe('01/06 13:05');
  });

  it('pads single digits', () => {
    process.env.TZ = 'UTC';
    expect(formatMatchTime(Date.UTC(2025, 8, 3, 4, 7))).toBe('09/03 04:07');
  });
});

describe('side bar links', () => {
  const defaults = [
    { kind: 'FACEBOOK', url: 'https://www.facebook.com/merchant' },
    { kind: 'TELEGRAM', url: 'https://t.me/merchant' },
  ] as const;

  it("the merchant's defaults in the order Facebook, Telegram, Telegram 2, only those configured", () => {
    expect(socialLinks([...defaults].reverse(), undefined)).toEqual([
      { kind: 'FACEBOOK', url: 'https://www.facebook.com/merchant' },
      { kind: 'TELEGRAM', url: 'https://t.me/merchant' },
    ]);
    expect(socialLinks([], [])).toEqual([]);
  });

  it("the platform's resources win, and add what the merchant did not configure", () => {
    const resources = [
      { resourceType: 'IOS', url: 'https://apps.example/ios' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/live' },
      { resourceType: 'TELEGRAM2', url: 'https://t.me/live2' },
    ];
    expect(socialLinks([...defaults], resources)).toEqual([
      { kind: 'FACEBOOK', url: 'https://www.facebook.com/merchant' },
      { kind: 'TELEGRAM', url: 'https://t.me/live' },
      { kind: 'TELEGRAM2', url: 'https://t.me/live2' },
    ]);
  });

  it('never offers an address that is not https', () => {
    const resources = [
      { resourceType: 'FACEBOOK', url: 'javascript:alert(1)' },
      { resourceType: 'TELEGRAM2', url: 'http://t.me/plain' },
    ];
    expect(socialLinks([{ kind: 'TELEGRAM', url: 'https://t.me/ok' }], resources)).toEqual([{ kind: 'TELEGRAM', url: 'https://t.me/ok' }]);
  });

  it('live chat is the main customer-service link, else the sub one; none without entries', () => {
    const main = { path: encryptServicePath('https://chat.example/main', 'Abc12345') };
    const sub = { path: encryptServicePath('https://chat.example/sub', 'Xyz98765') };
    const broken = { path: encryptServicePath('http://chat.example/plain', 'Qwe45678') };
    expect(liveChatUrl([main, sub])).toBe('https://chat.example/main');
    expect(liveChatUrl([broken, sub])).toBe('https://chat.example/sub');
    expect(liveChatUrl([broken])).toBeUndefined();
    expect(liveChatUrl([])).toBeUndefined();
    expect(liveChatUrl(undefined)).toBeUndefined();
  });
});

describe('banner actions', () => {
  const banner = (action: unknown, id = 'b') => ({ id, title: 'T', url: '/sim-assets/banner/banner-1.png', action });
  const parse = (...banners: unknown[]) => parseAnnouncements({ banners }).banners;

  it('a same-origin route, an https page, a game launch', () => {
    expect(parse(banner({ type: 'route', target: '/m/activity' }))[0]).toMatchObject({ route: '/m/activity' });
    expect(parse(banner({ type: 'link', target: 'https://promo.example/a' }))[0]).toMatchObject({ link: 'https://promo.example/a' });
    expect(parse(banner({ type: 'game', vendor: 'SBK', gameType: 'SPORTS', nodeId: 12 }))[0]).toMatchObject({ game: { vendor: 'SBK', gameType: 'SPORTS', nodeId: '12' } });
  });

  it('targets off the allow-list, unknown kinds and a game without a vendor give the banner no action', () => {
    const parsed = parse(
      banner({ type: 'route', target: 'https://evil.example' }, '1'),
      banner({ type: 'route', target: '//evil.example/x' }, '2'),
      banner({ type: 'link', target: 'http://promo.example' }, '3'),
      banner({ type: 'link', target: 'javascript:alert(1)' }, '4'),
      banner({ type: 'link', target: '/m/activity' }, '5'),
      banner({ type: 'popup', target: '/m/activity' }, '6'),
      banner({ type: 'game', gameType: 'SPORTS' }, '7'),
      banner(null, '8'),
      banner({ type: 'route', target: '/..//evil.example/x' }, '9'),
      banner({ type: 'route', target: '/%2e%2e//evil.example/x' }, '10'),
      banner({ type: 'link', target: 'https://promo.example@evil.example/' }, '11'),
    );
    expect(parsed).toHaveLength(11);
    for (const b of parsed) expect([b.route, b.link, b.game]).toEqual([undefined, undefined, undefined]);
  });
});
