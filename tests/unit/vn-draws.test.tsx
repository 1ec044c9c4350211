// @vitest-environment jsdom
/**
 * Spec §7 "recent VN lottery" and "VN numero" on the lottery lobby's Vietnam tab (widgets/lottery/
 * vn-draws.tsx) against the simulator: each province's next numero, countdown and latest result; its
 * recent results as a prize table (row headers, the special prize first) behind a disclosure; waiting,
 * a failure with Retry, and a draw whose bets have closed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { getVnLotteryMenu, type VnLotteryRegion } from '../../src/api/games';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import { vnNumeros, vnRecentResults } from '../../src/platform-sim/data/vn-draws';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { countdown, VnLobby } from '../../src/widgets/lottery/vn-draws';
import { control, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
const cat = buildCatalogue();
let clock = Date.now();
startSimulatorSession({ simulator: { now: () => clock } });
const HANOI = 'VN_MB_HANOI';
const SCOPE = { merchant: 'DEMO', language: 'EN' };
let regions: VnLotteryRegion[] = [];

beforeAll(async () => {
  await initI18n('EN');
  regions = await getVnLotteryMenu();
});
afterEach(() => {
  cleanup();
  clock = Date.now();
});

function open() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <WidgetEnvContext.Provider value={fakeWidgetEnv(demo)}>
          <VnLobby regions={regions} scope={SCOPE} eagerRows={0} />
        </WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (code: string) => document.querySelector(`[data-testid="lottery-vn-game"][data-code="${code}"]`) as HTMLElement;

describe('spec §7 VN numero and recent VN lottery on the Vietnam tab', () => {
  it('each province shows its next numero, a countdown to the close of bets and its latest result with the special prize', async () => {
    open();
    await screen.findAllByTestId('lottery-vn-draw');
    const wire = vnNumeros(cat, clock)?.find((n) => n.gameCode === HANOI);
    const last = vnRecentResults(cat, clock, HANOI, 1)?.[0];
    const row = within(rowOf(HANOI));
    expect(row.getByTestId('lottery-vn-numero').textContent).toBe(wire?.numero);
    expect(row.getByTestId('lottery-vn-countdown').textContent).toMatch(/^in \d\d:\d\d:\d\d$/);
    expect(row.getByTestId('lottery-vn-latest-numero').textContent).toBe(last?.numero);
    expect(row.getByTestId('lottery-vn-latest-special').textContent).toBe(last?.prizes[0]?.numbers[0]);
    expect(screen.getAllByTestId('lottery-vn-draw')).toHaveLength(regions.flatMap((r) => r.games).length);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Results" discloses the province’s recent draws: a picker of numeros and the chosen draw’s prize table', async () => {
    open();
    const toggle = await screen.findByRole('button', { name: 'Recent results of Ha Noi' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const table = await within(panel).findByRole('table');
    const recent = vnRecentResults(cat, clock, HANOI, 10) ?? [];
    expect(table.getAttribute('data-numero')).toBe(recent[0]?.numero);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Prize', 'Numbers']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Special prize',
      'First prize',
      'Second prize',
      'Third prize',
      'Fourth prize',
      'Fifth prize',
      'Sixth prize',
      'Seventh prize',
    ]);
    const picker = within(panel).getByRole('combobox', { name: 'Draw' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(recent.map((r) => r.numero));
    fireEvent.change(picker, { target: { value: recent[2]?.numero } });
    const chosen = within(panel).getByRole('table');
    expect(chosen.getAttribute('data-numero')).toBe(recent[2]?.numero);
    expect(within(chosen).getAllByTestId('lottery-vn-numbers').map((n) => [...n.children].map((c) => c.textContent))).toEqual(recent[2]?.prizes.map((p) => p.numbers));
    fireEvent.click(toggle);
    expect(panel.hidden).toBe(true);
  });

  it('while the draws load the provinces still list, with one waiting notice; a failed call has Retry, which loads them', async () => {
    await control('POST', '/__sim/faults', { path: '/lgw/vn/games/numero', delayMs: 300 });
    open();
    await screen.findByTestId('lottery-vn-draws-waiting');
    expect(screen.getAllByTestId('lottery-vn-game')).toHaveLength(regions.flatMap((r) => r.games).length);
    await screen.findAllByTestId('lottery-vn-draw');
    expect(screen.queryByTestId('lottery-vn-draws-waiting')).toBeNull();
    cleanup();

    await control('POST', '/__sim/faults', { path: '/lgw/vn/games/numero', status: 500 });
    open();
    const failed = await screen.findByTestId('lottery-vn-draws-error');
    expect(screen.getAllByTestId('lottery-vn-game')).toHaveLength(regions.flatMap((r) => r.games).length);
    expect(screen.queryAllByTestId('lottery-vn-draw')).toHaveLength(0);
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findAllByTestId('lottery-vn-draw');
    expect(screen.queryByTestId('lottery-vn-draws-error')).toBeNull();
  });

  it('a draw whose bets have closed says so, with its draw time', async () => {
    // The simulator's clock a week behind: every next draw it answers has closed by the page's clock.
    clock = Date.now() - 8 * 24 * 3600_000;
    open();
    await screen.findAllByTestId('lottery-vn-draw');
    expect(within(rowOf(HANOI)).getByTestId('lottery-vn-draw').textContent).toMatch(/Closed; draw at \d\d:\d\d/);
    expect(within(rowOf(HANOI)).queryByTestId('lottery-vn-countdown')).toBeNull();
  });

  it('the countdown reads hh:mm:ss, rounding up to the second', () => {
    expect(countdown(3_725_001)).toBe('01:02:06');
    expect(countdown(0)).toBe('00:00:00');
    expect(countdown(-5)).toBe('00:00:00');
  });
});
