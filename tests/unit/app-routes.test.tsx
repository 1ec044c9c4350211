// @vitest-environment jsdom
/**
 * The routes built from the merchant config (src/renderer/app-routes.tsx) as React Router renders them:
 * paths match in any case and with or without a trailing slash, aliases are replaced by their canonical
 * path (query and fragment kept), an unknown path is "not found", and the page frame stays mounted from
 * one route to the next.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App, createQueryClient } from '../../src/app/app';
import { configureApi } from '../../src/api/http';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { startSimulatorServer } from './support/simulator';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
startSimulatorServer();

beforeAll(async () => {
  configureApi({ baseUrl: '', merchantCode: 'DEMO', language: () => 'EN', token: () => undefined });
  await initI18n('EN');
});
afterEach(() => cleanup());

function open(path: string) {
  window.history.pushState(null, '', path);
  return render(<App config={demo} queryClient={createQueryClient()} />);
}

/** The route the frame shows (its data-route), once it shows one. */
async function framedRoute(container: HTMLElement): Promise<string | undefined> {
  await waitFor(() => expect(container.querySelector('.lv-app')).not.toBeNull());
  return container.querySelector<HTMLElement>('.lv-app')?.dataset.route;
}

const address = () => window.location.pathname + window.location.search + window.location.hash;

describe('routes from the merchant config', () => {
  it.each([
    ['/M/Home', '/m/home'],
    ['/m/home/', '/m/home'],
    ['/M/HELP/', '/m/help'],
  ])('%s opens the route %s in place, the address as typed', async (typed, path) => {
    const { container } = open(typed);
    expect(await framedRoute(container)).toBe(path);
    expect(address()).toBe(typed);
  });

  it.each([
    ['/m/?affiliateCode=abc#top', '/m/home?affiliateCode=abc#top'],
    ['/M/Index.html', '/m/home'],
    ['/register.html?affiliateCode=abc', '/m/register?affiliateCode=abc'],
  ])('the alias %s is replaced by %s (query and fragment kept, no entry added)', async (alias, canonical) => {
    const { container } = open(alias);
    await waitFor(() => expect(address()).toBe(canonical));
    expect(await framedRoute(container)).toBe(canonical.split('?')[0]);
    expect((window.history.state as { idx?: number }).idx).toBe(0);
  });

  it('an unknown path shows the not-found page inside the frame', async () => {
    const { container } = open('/m/nowhere');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Go to home');
    expect(await framedRoute(container)).toBe('*');
    expect(screen.getByTestId('header')).toBeTruthy();
    expect(screen.getByTestId('footer')).toBeTruthy();
  });

  it('the frame stays mounted from one route to the next; the screen is replaced', async () => {
    const { container } = open('/m/help');
    await framedRoute(container);
    const frame = container.querySelector('.lv-app');
    const main = container.querySelector('main');
    act(() => {
      window.history.pushState({ usr: null, key: 'next', idx: 1 }, '', '/m/notice');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(container.querySelector<HTMLElement>('.lv-app')?.dataset.route).toBe('/m/notice'));
    expect(container.querySelector('.lv-app')).toBe(frame);
    expect(container.querySelector('main')).not.toBe(main);
  });
});
