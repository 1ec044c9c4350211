/**
 * Issue 17's user agreement, game lobby, start lottery and footer copyright against the simulator, in
 * Chromium at a phone viewport: register's agreement link opens the merchant's terms (EN, then AR right to
 * left, no footer: spec 2.2); a vendor's game lobby lists its games and a tile opens the game; start
 * lottery shows the chosen lottery and starts it; the copyright line shows the current year.
 */
import { expect, test } from './fixtures';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import { DEMO_CODE, liveSession, openDemo } from './account-helpers';
import { expectNoErrors, frame, MEMBER } from './helpers';

const spw = buildCatalogue().games.filter((g) => g.vassalage === 'SPW');

test("register's agreement link opens the merchant's terms, in English and in Arabic", async ({ page }) => {
  const errors = await openDemo(page, '/m/register', { lang: 'EN' });
  await expect(page.getByTestId('register-age-hint')).toHaveText('You must be at least 18 years old to register.');
  await page.getByTestId('register-agreement-link').click();
  await expect(page).toHaveURL(/\/m\/useragreement$/);
  await expect(frame(page).title).toHaveText('User agreement');
  await expect(page.getByTestId('terms-body').locator('h2')).toHaveText('User agreement of Livery Demo');
  await expect(frame(page).footer).toHaveCount(0);
  await expect(page.getByTestId('copyright')).toHaveCount(0);

  await openDemo(page, '/m/register', { lang: 'AR' });
  await page.getByTestId('register-agreement-link').click();
  await expect(page).toHaveURL(/\/m\/useragreement$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame(page).title).toHaveText('اتفاقية المستخدم');
  await expect(page.getByTestId('terms-body').locator('h2')).toHaveText('اتفاقية المستخدم لدى Livery Demo');
  await expect(page.locator('article.lv-terms-body')).toHaveAttribute('lang', 'ar');
  expectNoErrors(errors);
});

test("a vendor's game lobby lists its games and a tile opens the game", async ({ page, request }) => {
  const game = spw[0];
  if (!game) throw new Error('the catalogue has no SPW game');
  const session = await liveSession(request, MEMBER, DEMO_CODE, 'lobby');
  const errors = await openDemo(page, '/m/gameLobby?vendor=SPW', { session });
  await expect(page.getByTestId('lobby-vendor')).toHaveText('Spinworks');
  await expect(page.getByTestId('game-grid')).toHaveAttribute('aria-label', 'Games of Spinworks');
  await expect(page.getByTestId(`game-${game.nodeId}`)).toBeVisible();
  await page.getByTestId(`game-${game.nodeId}`).getByRole('button', { name: game.displayName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/m/gameCenter\\?category=RNG&vendor=SPW&gameId=${game.gameId}&nodeId=${game.nodeId}$`));
  expectNoErrors(errors);
});

test('start lottery shows the chosen lottery, and its button starts it', async ({ page, request }) => {
  const session = await liveSession(request, MEMBER, DEMO_CODE, 'lottstart');
  const errors = await openDemo(page, '/m/startLottery?code=SEA_MALAYSIA_4D&prize_mode=Lott', { session });
  const card = page.getByTestId('start-lottery-game');
  await expect(card.getByRole('heading')).toHaveText('Malaysia 4D');
  await expect(card).toContainText('Draws on Wed');
  await card.getByRole('button', { name: 'Play Malaysia 4D, traditional' }).click();
  await expect(page).toHaveURL(/\/m\/launchGame\?playType=trad&prize_mode=Lott&code=SEA_MALAYSIA_4D$/);
  expectNoErrors(errors);
});

test('pages with the footer menu end with the copyright from 2019 to the current year', async ({ page }) => {
  const errors = await openDemo(page, '/m/help', { lang: 'EN' });
  const year = new Date().getFullYear();
  await expect(page.getByTestId('copyright')).toHaveText(`© \u20662019–${year}\u2069 Livery Demo`);
  await expect(frame(page).footer).toBeVisible();
  expectNoErrors(errors);
});
