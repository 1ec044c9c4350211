// @vitest-environment jsdom
/**
 * The game scope the popular-games tabs key their queries by (spec 2.11: "Tabs reload on language
 * change, debounced 200 ms"): the language follows a change only once it has settled for 200 ms, and of
 * quick successive changes only the last one reaches the lists.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { resolveSite } from '../../src/config/resolve';
import { initI18n, switchLanguage } from '../../src/i18n/setup';
import { useGameScope } from '../../src/ui/game-scope';
import { type WidgetEnv, WidgetEnvContext } from '../../src/ui/widget-env';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const seen: string[] = [];

function Scope() {
  const scope = useGameScope();
  seen.push(scope.language);
  return <p data-testid="scope">{`${scope.merchant} ${scope.language}`}</p>;
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

beforeAll(async () => {
  await initI18n('EN');
  // Catalogues load once; afterwards a switch is quick, so two switches fall within one debounce.
  for (const code of ['MY', 'AR', 'EN'] as const) await switchLanguage(code);
});
afterEach(async () => {
  cleanup();
  seen.length = 0;
  await act(() => switchLanguage('EN'));
});

function renderScope() {
  const env = { config, site: resolveSite(config, undefined), navigate: vi.fn(), run: vi.fn(), notify: vi.fn(), confirm: vi.fn(), shows: () => true } as unknown as WidgetEnv;
  render(
    <WidgetEnvContext.Provider value={env}>
      <Scope />
    </WidgetEnvContext.Provider>,
  );
}

it('follows a language change once it has settled for 200 ms', async () => {
  renderScope();
  expect(screen.getByTestId('scope').textContent).toBe('DEMO EN');
  await act(() => switchLanguage('MY'));
  await wait(120);
  expect(screen.getByTestId('scope').textContent).toBe('DEMO EN');
  await wait(200);
  expect(screen.getByTestId('scope').textContent).toBe('DEMO MY');
});

it('of quick successive changes only the last reaches the lists', async () => {
  renderScope();
  await act(() => switchLanguage('MY'));
  await act(() => switchLanguage('AR'));
  await wait(350);
  expect(screen.getByTestId('scope').textContent).toBe('DEMO AR');
  expect(seen).not.toContain('MY');
});
