/**
 * The session token never in a URL or a log line (issue 20, "Sessions"): across a login through the login
 * screen and a few member pages (member centre, deposit, records), no request's address carries the token,
 * no console message prints it, and the page's address never holds it. The token travels in the
 * Authorization header alone, as the platform wants (src/api/http.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, newMember, storedSession } from './account-helpers';
import { expectNoErrors, frame, merchantOrigin, openMerchant, pushInApp } from './helpers';

const origin = merchantOrigin(DEMO);

/** Everything the page shows of itself: request addresses and headers, console lines, its own addresses. */
function watch(page: Page) {
  const seen = { requests: [] as { url: string; headers: Record<string, string> }[], console: [] as string[], addresses: [] as string[] };
  page.on('request', (r) => seen.requests.push({ url: r.url(), headers: r.headers() }));
  page.on('console', (m) => seen.console.push(`${m.type()}: ${m.text()}`));
  page.on('framenavigated', (f) => seen.addresses.push(f.url()));
  return seen;
}

test('the token is in no request address, no console line and no page address; only in the Authorization header', async ({ page, request }) => {
  const member = await newMember(request, 'tok');
  const seen = watch(page);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  // The pages log what they would log in a player's browser: every level, not errors only.
  await page.evaluate(() => console.info('token hygiene: logging works'));

  await page.getByTestId('login-username').fill(member.username);
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-screen')).toHaveCount(0);
  const token = (await storedSession(page))?.token;
  expect(token, 'the login gave a session').toBeTruthy();
  if (!token) return;

  // The member pages: by the app's own moves and by full loads (an address typed or reloaded).
  const addresses: string[] = [];
  for (const [path, screen] of [
    ['/m/mine', 'member-centre'],
    ['/m/voucherCenter', 'deposit'],
    ['/m/transaction/record', 'accountRecord'],
  ] as const) {
    await pushInApp(page, path);
    await expect(page).toHaveURL(`${origin}${path}`);
    await expect(screen === 'member-centre' ? page.getByTestId(screen) : page.locator(`[data-screen="${screen}"]`)).toBeVisible();
    addresses.push(await page.evaluate(() => location.href));
    await page.goto(`${origin}${path}`);
    await expect(frame(page).main).toBeVisible();
    addresses.push(await page.evaluate(() => location.href));
  }
  // Member data arrived with the token: the header carried it.
  const withToken = seen.requests.filter((r) => r.headers.authorization === token);
  expect(withToken.length, 'calls that carried the token in the Authorization header').toBeGreaterThan(3);

  expect(seen.console.some((line) => line.includes('token hygiene: logging works')), 'console lines are being collected').toBe(true);
  expect(seen.requests.filter((r) => r.url.includes(token)).map((r) => r.url), 'request addresses with the token').toEqual([]);
  expect(
    seen.requests.flatMap((r) => Object.entries(r.headers).filter(([name, value]) => name !== 'authorization' && value.includes(token)).map(([name]) => `${r.url} ${name}`)),
    'headers other than Authorization with the token',
  ).toEqual([]);
  expect(seen.console.filter((line) => line.includes(token)), 'console lines with the token').toEqual([]);
  expect([...seen.addresses, ...addresses].filter((url) => url.includes(token)), 'page addresses with the token').toEqual([]);
  // Nor in what another page may read of this one: the referrer, the title, the history entries' states.
  expect(await page.evaluate((t) => [document.referrer, document.title, JSON.stringify(history.state)].filter((v) => v.includes(t)), token)).toEqual([]);
  expectNoErrors(errors);
});
