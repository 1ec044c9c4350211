// @vitest-environment jsdom
/**
 * Scroll restoration (src/renderer/scroll-restoration.ts): each history entry's position is saved; back and
 * forward bring it back once the page has grown tall enough, unless the player scrolls first or it takes
 * too long; a new navigation starts at the top.
 */
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_MAX_MS, useScrollRestoration } from '../../src/renderer/scroll-restoration';
import { type FakePage, installFakePage } from './support/fake-page';

let page: FakePage;
let navigate: NavigateFunction;
let key: string;
let restoring: boolean;

function Probe() {
  navigate = useNavigate();
  key = useLocation().key;
  restoring = useScrollRestoration();
  return null;
}

const open = (path = '/a') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
const go = (to: string | number) => act(() => (typeof to === 'number' ? navigate(to) : navigate(to)));
const stored = (): [string, number][] => JSON.parse(sessionStorage.getItem('livery.scroll') ?? '[]');
const hidePage = () => window.dispatchEvent(new Event('pagehide'));

beforeEach(() => {
  page = installFakePage(800);
});
afterEach(() => {
  cleanup();
  page.restore();
});

describe('scroll restoration', () => {
  it('saves the position of each history entry, in session storage once the page is hidden', async () => {
    open();
    page.setHeight(4000);
    page.scrollTo(1200);
    const first = key;
    await go('/b');
    page.setHeight(3000);
    page.scrollTo(300);
    const second = key;
    await go('/c');
    expect(stored()).toEqual([]);
    hidePage();
    expect(stored()).toEqual([
      [first, 1200],
      [second, 300],
    ]);
  });

  it('saves them too when the player switches away from the page', () => {
    open();
    page.setHeight(4000);
    page.scrollTo(700);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(stored()).toEqual([[key, 700]]);
  });

  it('a new navigation (push or replace) starts at the top', async () => {
    open();
    page.setHeight(4000);
    page.scrollTo(1200);
    await go('/b');
    expect(page.scrollY).toBe(0);
    page.scrollTo(900);
    await act(() => navigate('/c', { replace: true }));
    expect(page.scrollY).toBe(0);
  });

  it('a change of the query alone (a tab, a filter) keeps the place, pushed or replaced', async () => {
    open('/a?tab=1');
    page.setHeight(4000);
    page.scrollTo(1200);
    await go('/a?tab=2');
    expect(page.scrollY).toBe(1200);
    await act(() => navigate('/a?tab=3', { replace: true }));
    expect(page.scrollY).toBe(1200);
    await go('/b?tab=3');
    expect(page.scrollY).toBe(0);
  });

  it('back restores the position once the page has grown tall enough to reach it', async () => {
    open();
    page.setHeight(4000);
    page.scrollTo(2600);
    await go('/b');
    // Back on a page whose content is still arriving: too short for 2600 at first.
    page.setHeight(1000);
    await go(-1);
    expect(restoring).toBe(true);
    expect(page.scrollY).toBe(200);
    page.setHeight(2500);
    expect(page.scrollY).toBe(1700);
    page.setHeight(3600);
    expect(page.scrollY).toBe(2600);
  });

  it('forward restores too, and a place at the top is not a restore', async () => {
    open();
    page.setHeight(4000);
    await go('/b');
    page.scrollTo(1500);
    await go(-1);
    expect(restoring).toBe(false);
    expect(page.scrollY).toBe(0);
    await go(1);
    expect(restoring).toBe(true);
    expect(page.scrollY).toBe(1500);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])('gives up as soon as the player scrolls (%s)', async (input) => {
    open();
    page.setHeight(4000);
    page.scrollTo(2600);
    await go('/b');
    page.setHeight(1000);
    await go(-1);
    window.dispatchEvent(new Event(input));
    page.scrollTo(50);
    page.setHeight(4000);
    expect(page.scrollY).toBe(50);
  });

  it(`gives up when the page has not grown tall enough within ${RESTORE_MAX_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      open();
      page.setHeight(4000);
      page.scrollTo(2600);
      await go('/b');
      page.setHeight(1000);
      await go(-1);
      act(() => vi.advanceTimersByTime(RESTORE_MAX_MS));
      page.setHeight(4000);
      expect(page.scrollY).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reload finds its place; a fresh visit starts at the top', () => {
    const view = open();
    page.setHeight(4000);
    page.scrollTo(1800);
    hidePage();
    view.unmount();
    const navigation = vi.spyOn(performance, 'getEntriesByType');

    page.scrollTo(0);
    navigation.mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    open().unmount();
    expect(page.scrollY).toBe(1800);

    page.scrollTo(0);
    navigation.mockReturnValue([{ type: 'navigate' } as PerformanceNavigationTiming]);
    open();
    expect(page.scrollY).toBe(0);
  });

  it('a fresh visit neither reads nor sets the scroll position in its first render (no forced layout), and a navigation after it does', async () => {
    const reads = vi.spyOn(window, 'scrollY', 'get');
    const scrolls = vi.spyOn(window, 'scrollTo');
    open();
    expect(reads).not.toHaveBeenCalled();
    expect(scrolls).not.toHaveBeenCalled();
    page.setHeight(4000);
    page.scrollTo(900);
    await go('/b');
    expect(page.scrollY).toBe(0);
  });

  it('keeps the 50 latest entries at most', async () => {
    open();
    page.setHeight(4000);
    const keys: string[] = [];
    for (let i = 1; i <= 60; i++) {
      page.scrollTo(i);
      keys.push(key);
      await go(`/p${i}`);
    }
    hidePage();
    expect(stored().map(([k]) => k)).toEqual(keys.slice(-50));
  });
});
