// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App, createQueryClient } from '../../src/app/app';
import { configureApi } from '../../src/api/http';
import type { MerchantConfig, Route, WidgetType } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { useSessionStore } from '../../src/state/session';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { installFakePage } from './support/fake-page';

const merchants = loadAllMerchants();
const simulator = createPlatformSimulator(merchants.values());
const server = setupServer(http.all('*', ({ request }) => simulator.fetch(request)));

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: '', merchantCode: 'DEMO', language: () => 'EN', token: () => undefined });
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  // The store outlives a test: a session ended in one must not open the logged-out dialog in the next.
  useSessionStore.setState({ session: undefined, expiredAt: undefined });
});
afterAll(() => server.close());

function demoWith(change: (config: MerchantConfig) => void): MerchantConfig {
  const config = structuredClone(merchants.get('demo') as MerchantConfig);
  change(config);
  return config;
}

function open(config: MerchantConfig, path: string) {
  window.history.pushState({}, '', path);
  return render(<App config={config} queryClient={createQueryClient()} />);
}

describe('a session the platform ends', () => {
  it('is forgotten, and a dialog says "The account has been logged out, please log in again"', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false });
    open(merchants.get('demo') as MerchantConfig, '/m/home');
    await screen.findByTestId('header-account');
    act(() => useSessionStore.getState().expire());
    await waitFor(() => expect(screen.getByTestId('login-dialog').textContent).toContain('The account has been logged out, please log in again'));
    expect(useSessionStore.getState().session).toBeUndefined();
    expect(screen.getByTestId('header-login')).toBeTruthy();
  });

  it('keeps a member screen under the dialog, offering the ended session’s user name; closing the dialog applies the route’s rule', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false });
    open(merchants.get('demo') as MerchantConfig, '/m/changePsw');
    await screen.findByTestId('change-password-screen');
    act(() => useSessionStore.getState().expire());
    expect(((await screen.findByTestId('expired-login-username')) as HTMLInputElement).value).toBe('player01');
    expect(screen.getByTestId('change-password-screen')).toBeTruthy();
    expect(window.location.pathname).toBe('/m/changePsw');
    act(() => screen.getByTestId('dialog-cancel').click());
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(screen.queryByTestId('change-password-screen')).toBeNull();
    expect(useSessionStore.getState().expiredAt).toBeUndefined();
  });
});

describe('navigation to a path from data', () => {
  it('a path that resolves to another host is not followed: no history entry, no page load, no message', async () => {
    const config = demoWith((c) => {
      const item = c.footer.find((f) => f.id === 'promotions');
      if (item) item.action = { route: '/..//evil.example/x' };
    });
    open(config, '/m/home');
    const link = await screen.findByTestId('footer-promotions');
    const push = vi.spyOn(window.history, 'pushState');
    act(() => link.click());
    expect(link.hasAttribute('href')).toBe(false);
    expect(push).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/m/home');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    push.mockRestore();
  });
});

describe('the renderer never crashes on a type it does not know', () => {
  it('shows a visible fallback for an unknown screen type, inside the normal frame', async () => {
    const config = demoWith((c) => {
      const route = c.routes.find((r) => r.path === '/m/gameList');
      if (route) route.screen = 'constructor' as Route['screen'];
    });
    open(config, '/m/gameList');
    const fallback = await screen.findByTestId('unknown-type');
    expect(fallback.dataset.type).toBe('constructor');
    expect(fallback.textContent).toBe('This part of the page cannot be shown.');
    expect(screen.getByTestId('header')).toBeTruthy();
    expect(screen.getByTestId('footer')).toBeTruthy();
  });

  it('shows the fallback for an unknown home block and still renders the known blocks in config order', async () => {
    const config = demoWith((c) => {
      // downloadPopup makes no call until the download bar asks for it.
      c.home.blocks = [{ type: 'downloadPopup', props: {} }, { type: 'toString' as WidgetType, props: {} }, { type: 'downloadPopup', props: {} }];
    });
    const { container } = open(config, '/m/home');
    const unknown = await screen.findByTestId('unknown-type');
    await waitFor(() => expect(container.querySelectorAll('[data-block=downloadPopup]')).toHaveLength(2));
    const blocks = [...container.querySelectorAll<HTMLElement>('[data-block=downloadPopup]')];
    expect(unknown.dataset.type).toBe('toString');
    // In config order: the unknown block between the two known ones.
    expect((blocks[0] as Node).compareDocumentPosition(unknown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(unknown.compareDocumentPosition(blocks[1] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("home's later blocks", () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('mount once the calls are done and the browser is idle, then one more per idle moment, in config order', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
    window.cancelIdleCallback = () => undefined;
    const runIdle = async () => {
      const next = idle.shift();
      expect(next).toBeDefined();
      await act(async () => next?.());
    };
    // downloadPopup is a later block that makes no call of its own.
    const config = demoWith((c) => {
      c.home.blocks = [{ type: 'downloadPopup', props: {} }, { type: 'downloadPopup', props: {} }, { type: 'downloadPopup', props: {} }];
    });
    const { container } = open(config, '/m/home');
    const shown = () => container.querySelectorAll('[data-block=downloadPopup]').length;
    // The frame's touch feedback waits for the first idle moment too (page-frame.tsx): it goes first.
    // The start-up calls answer; then the next idle moment makes the blocks due, the next asks for their code.
    await waitFor(() => expect(idle.length).toBe(2));
    await runIdle();
    expect(shown()).toBe(0);
    await runIdle();
    expect(shown()).toBe(0);
    await waitFor(() => expect(idle.length).toBe(1));
    await runIdle();
    await waitFor(() => expect(shown()).toBe(1));
    for (const expected of [2, 3]) {
      await waitFor(() => expect(idle.length).toBe(1));
      await runIdle();
      await waitFor(() => expect(shown()).toBe(expected));
    }
    expect(idle).toHaveLength(0);
  });

  it('mount all at once when the player comes back through the history to a place down the page', async () => {
    const page = installFakePage(800);
    try {
      // The first visit: every idle moment comes at once.
      window.requestIdleCallback = (callback: IdleRequestCallback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
      window.cancelIdleCallback = (id: number) => window.clearTimeout(id);
      const config = demoWith((c) => {
        c.home.blocks = [{ type: 'downloadPopup', props: {} }, { type: 'downloadPopup', props: {} }, { type: 'downloadPopup', props: {} }];
      });
      const { container } = open(config, '/m/home');
      const shown = () => container.querySelectorAll('[data-block=downloadPopup]').length;
      await waitFor(() => expect(shown()).toBe(3));
      page.setHeight(3000);
      page.scrollTo(1500);
      act(() => {
        window.history.pushState({ usr: null, key: 'notice', idx: 1 }, '', '/m/notice');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitFor(() => expect(container.querySelector('.lv-home')).toBeNull());
      // Idle moments from now on are counted and run only when the test says: the return itself mounts the blocks.
      const idle: (() => void)[] = [];
      window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
      act(() => window.history.back());
      await waitFor(() => expect(container.querySelector('.lv-home')).not.toBeNull());
      expect(shown()).toBe(3);
      expect(page.scrollY).toBe(1500);
      // The idle moment that makes the blocks due comes and goes, hiding none of them, asking for no other.
      await waitFor(() => expect(idle).toHaveLength(1));
      await act(async () => idle.shift()?.());
      expect(idle).toHaveLength(0);
      expect(shown()).toBe(3);
    } finally {
      page.restore();
    }
  });
});
