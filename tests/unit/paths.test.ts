/** Path helpers of the route table and redirects. */
import { describe, expect, it } from 'vitest';
import { normalizePath, safeRedirect, splitLink } from '../../src/lib/paths';

describe('normalizePath', () => {
  it('drops a trailing slash so /m/ and /m compare equal', () => {
    expect(normalizePath('/m/')).toBe('/m');
    expect(normalizePath('/m')).toBe('/m');
    expect(normalizePath('/m/home///')).toBe('/m/home');
  });

  it('lower-cases so /M/Home and /m/home compare equal', () => {
    expect(normalizePath('/M/Home')).toBe('/m/home');
    expect(normalizePath('/m/changePsw/')).toBe('/m/changepsw');
  });

  it('keeps the root as / (and an empty path becomes /)', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });
});

describe('splitLink', () => {
  it('splits a link into path and query (query keeps its ?)', () => {
    expect(splitLink('/m/transaction/record?types=A')).toEqual({ path: '/m/transaction/record', search: '?types=A' });
    expect(splitLink('/m/member/notice?types=A&x=1')).toEqual({ path: '/m/member/notice', search: '?types=A&x=1' });
  });

  it('the path ends at a fragment too, so /m/help#top is the /m/help route', () => {
    expect(splitLink('/m/help#top')).toEqual({ path: '/m/help', search: '#top' });
    expect(splitLink('/m/help?i=2#top')).toEqual({ path: '/m/help', search: '?i=2#top' });
  });

  it('a link without a query has an empty search', () => {
    expect(splitLink('/m/home')).toEqual({ path: '/m/home', search: '' });
  });
});

describe('safeRedirect', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeRedirect('/m/home?x=1')).toBe('/m/home?x=1');
    expect(safeRedirect('/m/voucherCenter')).toBe('/m/voucherCenter');
  });

  it('rejects a protocol-relative //host target', () => {
    expect(safeRedirect('//evil.com')).toBe('/m/home');
    expect(safeRedirect('//evil.com/m/home')).toBe('/m/home');
  });

  it('rejects absolute URLs with a scheme', () => {
    expect(safeRedirect('https://evil.com/m/home')).toBe('/m/home');
    expect(safeRedirect('http://evil.com')).toBe('/m/home');
    expect(safeRedirect('javascript:alert(1)')).toBe('/m/home');
  });

  it('rejects backslash tricks that browsers read as //host', () => {
    expect(safeRedirect('/\\evil.com')).toBe('/m/home');
    expect(safeRedirect('\\\\evil.com')).toBe('/m/home');
    expect(safeRedirect('/m/\\home')).toBe('/m/home');
  });

  it('rejects a path that resolves to //host (dot segments, percent-encoded dots)', () => {
    for (const target of ['/..//evil.example/x', '/.//evil.example/x', '/%2e%2e//evil.example/x', '/m/../..//evil.example']) {
      expect(safeRedirect(target), target).toBe('/m/home');
    }
  });

  it('answers the normalised path, never the raw one', () => {
    expect(safeRedirect('/m/../m/gameList?vendor=X')).toBe('/m/gameList?vendor=X');
  });

  it('rejects a target that URL parsing turns into //host (tab or newline after the slash)', () => {
    // WHATWG URL parsing strips ASCII tab and newline: "/\t/evil.com" resolves to https://evil.com/.
    for (const target of ['/\t/evil.com', '/\n/evil.com', '/\r\n/evil.com']) {
      expect(new URL(safeRedirect(target), 'https://site.test').origin, JSON.stringify(target)).toBe('https://site.test');
    }
  });

  it('falls back for missing or relative targets, to /m/home or the given fallback', () => {
    expect(safeRedirect(null)).toBe('/m/home');
    expect(safeRedirect(undefined)).toBe('/m/home');
    expect(safeRedirect('')).toBe('/m/home');
    expect(safeRedirect('m/home')).toBe('/m/home');
    expect(safeRedirect('//evil.com', '/m/login')).toBe('/m/login');
  });
});
