// @vitest-environment jsdom
/**
 * Two frame rules: the copyright line under pages with the footer menu (spec 2.2, 9 "Footer copyright
 * 2019-2025": from the merchant's first year to the current year by the clock, with its display name),
 * and spec 4 "Auth": a token appearing (login, register, free trial) hides any open message.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { copyrightYears } from '../../src/lib/copyright';
import { EnvProvider } from '../../src/renderer/env-provider';
import { PageFrame } from '../../src/renderer/frame/page-frame';
import { tokenAppeared } from '../../src/renderer/frame/toasts';
import { buildRouteTable } from '../../src/renderer/route-table';
import { type Session, useSessionStore } from '../../src/state/session';
import { useWidgetEnv } from '../../src/ui/widget-env';
import { startSimulatorSession } from './support/simulator';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
startSimulatorSession();

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSessionStore.setState({ session: undefined, expiredAt: undefined });
});

const LTR = (text: string) => `\u2066${text}\u2069`;

function Notifier() {
  const env = useWidgetEnv();
  return (
    <>
      <button type="button" onClick={() => env.notify('Saved in the draft', 'info', 60_000)}>
        info
      </button>
      <button type="button" onClick={() => env.notify('please wait', 'loading')}>
        loading
      </button>
    </>
  );
}

function renderInFrame(config: MerchantConfig, children: React.ReactNode, route?: Route) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[route?.path ?? '/m/help']}>
        <EnvProvider config={config} table={buildRouteTable(config)}>
          {route ? <PageFrame route={route}>{children}</PageFrame> : children}
        </EnvProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const session = (token: string, userName = 'player01'): Session => ({ token, merchantCode: 'DEMO', userName, type: 0, firstTimeLogin: false });
const toastTexts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

describe('copyright years', () => {
  it('run from the first year to the current year of the clock, kept left to right', () => {
    expect(copyrightYears(2019, new Date(2026, 0, 1))).toBe(LTR('2019–2026'));
    expect(copyrightYears(2019, new Date(2031, 11, 31))).toBe(LTR('2019–2031'));
  });

  it('are one year when the site started this year', () => {
    expect(copyrightYears(2031, new Date(2031, 5, 1))).toBe(LTR('2031'));
  });
});

describe('the copyright line', () => {
  const help = demo.routes.find((r) => r.path === '/m/help') as Route;
  const bare = { ...help, header: 'none' } as Route;

  it("shows under a page with the footer menu: © first year–this year and the merchant's name", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 1));
    renderInFrame(demo, <p>page</p>, bare);
    expect(screen.getByTestId('copyright').textContent).toBe(`© ${LTR('2019–2031')} Livery Demo`);
  });

  it('takes its first year from the merchant constant', () => {
    const config = structuredClone(demo);
    config.constants.copyrightFromYear = 2022;
    renderInFrame(config, <p>page</p>, bare);
    expect(screen.getByTestId('copyright').textContent).toBe(`© ${LTR(`2022–${new Date().getFullYear()}`)} Livery Demo`);
  });

  it('is not on a page without the footer (spec 2.2: e.g. the user agreement)', () => {
    renderInFrame(demo, <p>page</p>, { ...bare, footer: false });
    expect(screen.queryByTestId('copyright')).toBeNull();
  });
});

describe('a token appearing hides any open message (spec 4)', () => {
  it('is a new token, not the same one again nor one going away', () => {
    expect(tokenAppeared(undefined, 'a')).toBe(true);
    expect(tokenAppeared('a', 'b')).toBe(true);
    expect(tokenAppeared('a', 'a')).toBe(false);
    expect(tokenAppeared('a', undefined)).toBe(false);
  });

  it('closes the open messages as the session starts; a message after it shows', () => {
    renderInFrame(demo, <Notifier />);
    fireEvent.click(screen.getByText('info'));
    fireEvent.click(screen.getByText('loading'));
    expect(toastTexts()).toEqual(['Saved in the draft', 'please wait']);
    act(() => useSessionStore.getState().setSession(session('t-1')));
    expect(toastTexts()).toEqual([]);
    fireEvent.click(screen.getByText('info'));
    expect(toastTexts()).toEqual(['Saved in the draft']);
  });

  it('leaves them when the session is set again with the same token, or ends', () => {
    useSessionStore.getState().setSession(session('t-1'));
    renderInFrame(demo, <Notifier />);
    fireEvent.click(screen.getByText('info'));
    act(() => useSessionStore.getState().setSession(session('t-1', 'renamed')));
    expect(toastTexts()).toEqual(['Saved in the draft']);
    act(() => useSessionStore.getState().clearSession());
    expect(toastTexts()).toEqual(['Saved in the draft']);
  });
});
