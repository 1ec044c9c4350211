/** The one rule for paths and links from data (DESIGN.md "Security by default"): a same-origin path or https. */
import { describe, expect, it } from 'vitest';
import { safeHttps, safePath, safeUrl } from '../../src/lib/safe-url';

const SITE = 'https://site.test';

/** Each of these leaves the site, runs script, or hides where it goes once a browser or server reads it. */
const HOSTILE = [
  '//evil.example',
  '///evil.example',
  ' //evil.example',
  '/..//evil.example/x',
  '/.//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/%2E%2E//evil.example/x',
  '/.%2e//evil.example/x',
  '/m/../..//evil.example',
  '/m/%2e%2e/%2e%2e//evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/m/\\home',
  '/%5c%5cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/\u0000//evil.example',
  '/m/home\u007f',
  '/%E0',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'blob:https://site.test/1',
  'http://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https://evil.example\\@site.test',
  'https://evil.example@',
  'https://user@evil.example',
  'https://site.test@evil.example/x',
  'https://user:pw@evil.example/',
  'https://[bad',
  'ftp://evil.example/',
  'mailto:a@b.c',
  'm/relative',
  '#top',
  '?x=1',
  '',
  '   ',
];

describe('safeUrl refuses what could leave the site or run script', () => {
  it.each(HOSTILE)('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBeUndefined();
  });

  it('refuses null and undefined', () => {
    expect(safeUrl(null)).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
  });
});

describe('safeUrl accepts same-origin paths and https, answering the normalised form', () => {
  it.each([
    ['/m/home', '/m/home'],
    ['/m/gameList?vendor=X#y', '/m/gameList?vendor=X#y'],
    ['/m/../m/home', '/m/home'],
    ['/m/./home', '/m/home'],
    ['/..', '/'],
    ['  /m/home\n', '/m/home'],
    ['/m/home?q=a b', '/m/home?q=a%20b'],
    ['/m/login?redirect=%2F..%2F%2Fevil.example', '/m/login?redirect=%2F..%2F%2Fevil.example'],
    ['/sim-assets/banner/banner-1.png', '/sim-assets/banner/banner-1.png'],
  ])('%j is the path %j', (raw, path) => {
    expect(safeUrl(raw)).toEqual({ kind: 'path', href: path });
  });

  it.each([
    ['https://chat.example/live?member=a#x', 'https://chat.example/live?member=a#x'],
    ['HTTPS://CDN.Example/a.png', 'https://cdn.example/a.png'],
    ['https://support.example', 'https://support.example/'],
    ['https://support.example/a/../b', 'https://support.example/b'],
  ])('%j is the https address %j', (raw, href) => {
    expect(safeUrl(raw)).toEqual({ kind: 'https', href });
  });

  it('a path it answers stays on the site when a browser resolves it', () => {
    for (const raw of ['/m/../m/home', '/m/home?next=//evil.example', '/m/home#//evil.example']) {
      expect(new URL(safePath(raw) as string, SITE).origin, raw).toBe(SITE);
    }
  });
});

describe('safePath and safeHttps answer one kind only', () => {
  it('safePath refuses an https address; safeHttps refuses a path', () => {
    expect(safePath('https://chat.example/')).toBeUndefined();
    expect(safeHttps('/m/home')).toBeUndefined();
    expect(safePath('/m/home')).toBe('/m/home');
    expect(safeHttps('https://chat.example')).toBe('https://chat.example/');
  });
});
