/**
 * Spec §7 "recent VN lottery" and "VN numero" on the lottery lobby's Vietnam tab (/m/lottery?tab=vn),
 * against the simulator (the calls' paths and shapes are unverified, its own model): a province shows
 * the next numero the numero call answers, a countdown to its close, and the latest result the recent
 * call answers (numero, special prize); "Results" opens its recent draws as a prize table, one draw at a
 * time.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_CODE, openDemo } from './account-helpers';
import { expect, test } from './fixtures';
import { expectNoErrors } from './helpers';

interface WireNumero {
  gameCode: string;
  numero: string;
  closeTime: number;
}
interface WireResult {
  gameCode: string;
  numero: string;
  prizes: { level: number; numbers: string[] }[];
}

async function gateway<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Merchant: DEMO_CODE } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

// Ha Noi draws daily (18:15 Vietnam time), so its latest result and next numero change once a day.
const HANOI = 'VN_MB_HANOI';

test('spec §7 recent VN lottery and VN numero: a province’s next numero, countdown and latest result as the simulator answers them; its recent results as prize tables', async ({ page, request }) => {
  const errors = await openDemo(page, '/m/lottery?tab=vn');
  const [numeros, latest, recent] = await Promise.all([
    gateway<WireNumero[]>(request, '/lgw/vn/games/numero'),
    gateway<WireResult[]>(request, '/lgw/vn/games/recent_lottery'),
    gateway<WireResult[]>(request, `/lgw/vn/games/recent_lottery?gameCode=${HANOI}&size=10`),
  ]);
  const open = numeros.find((n) => n.gameCode === HANOI) as WireNumero;
  const last = latest.find((r) => r.gameCode === HANOI) as WireResult;
  expect(recent[0]).toEqual(last);

  const row = page.locator(`[data-testid="lottery-vn-game"][data-code="${HANOI}"]`);
  await expect(row.getByTestId('lottery-vn-numero')).toHaveText(open.numero);
  await expect(row.getByTestId('lottery-vn-countdown')).toHaveText(/^in \d\d:\d\d:\d\d$/);
  await expect(row.getByTestId('lottery-vn-latest-numero')).toHaveText(last.numero);
  await expect(row.getByTestId('lottery-vn-latest-special')).toHaveText(last.prizes[0]?.numbers[0] as string);

  const toggle = row.getByRole('button', { name: 'Recent results of Ha Noi' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const results = row.getByRole('region', { name: 'Recent results of Ha Noi' });
  const picker = results.getByRole('combobox', { name: 'Draw' });
  await expect(picker.locator('option')).toHaveCount(recent.length);
  const table = results.getByRole('table');
  const tableOf = async (result: WireResult) => {
    await expect(table).toHaveAttribute('data-numero', result.numero);
    await expect(table.getByRole('rowheader')).toHaveText(['Special prize', 'First prize', 'Second prize', 'Third prize', 'Fourth prize', 'Fifth prize', 'Sixth prize', 'Seventh prize']);
    await expect(table.getByTestId('lottery-vn-numbers')).toHaveText(result.prizes.map((p) => p.numbers.join('')));
  };
  // The latest draw first; then an older one chosen from the picker.
  await tableOf(recent[0] as WireResult);
  await picker.selectOption((recent[3] as WireResult).numero);
  await tableOf(recent[3] as WireResult);
  expectNoErrors(errors);
});
