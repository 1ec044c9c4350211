/**
 * npm run screens:languages [-- --port=4180 --out=test-results/language-screens --langs=MY,EN,AR]
 * For a person to look at: home, login, register, the member centre and the agent home in each language the
 * demo merchant offers, at 360×740, against a running site (npm start; PORT). Writes one PNG per screen and
 * language, and a contact sheet per language (`<code>.png`: the five side by side) to look through quickly.
 * The agent is made through the simulator's control API (POST /__sim/agent-tree, then a session), with the
 * token the server printed at start: run it with LIVERY_SIM_TOKEN set to it (or start the server with one).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { LANGUAGES, type LanguageCode } from '../src/i18n/languages';
import { browserPath, CHROMIUM_ARGS } from './lib/browser';
import { loadAllMerchants, MERCHANTS_DIR } from './lib/merchants';
import { SIM_TOKEN_HEADER } from './lib/site-edges';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = Number(arg('port') ?? process.env.PORT ?? 4180);
const out = resolve(arg('out') ?? 'test-results/language-screens');
const origin = `http://demo.localhost:${port}`;
/** The control API from Node (which does not resolve *.localhost): the merchant goes in the Merchant header. */
const controlOrigin = `http://localhost:${port}`;
const demo = loadAllMerchants(MERCHANTS_DIR).get('demo');
if (!demo) throw new Error('merchant demo not found under merchants/');
const codes = (arg('langs')?.split(',') ?? demo.languages.supported) as LanguageCode[];

const SCREENS = [
  { name: 'home', path: '/m/home', session: false, ready: 'main .lv-home' },
  { name: 'login', path: '/m/login', session: false, ready: '[data-screen="login"]' },
  { name: 'register', path: '/m/register', session: false, ready: '[data-screen="register"]' },
  { name: 'member-centre', path: '/m/mine', session: true, ready: '[data-screen="memberCentre"]' },
  { name: 'agent-home', path: '/m/agent', session: true, ready: '[data-screen="agentHome"]' },
] as const;

async function control<T>(path: string, body: unknown): Promise<T> {
  const token = process.env.LIVERY_SIM_TOKEN;
  if (!token) throw new Error(`set LIVERY_SIM_TOKEN to the control API's token the server printed at start (${SIM_TOKEN_HEADER})`);
  const headers = { Merchant: demo?.identity.merchantCode ?? 'DEMO', 'Content-Type': 'application/json', Origin: controlOrigin, [SIM_TOKEN_HEADER]: token };
  const response = await fetch(`${controlOrigin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

async function agentSession(): Promise<string> {
  const account = `shots${Date.now().toString(36)}`;
  await control('/__sim/agent-tree', { account, size: 12 });
  const { token } = await control<{ token: string }>(`/__sim/members/${account}/session`, {});
  return JSON.stringify({ state: { session: { token, merchantCode: demo?.identity.merchantCode, userName: account, type: 1, firstTimeLogin: false } }, version: 0 });
}

/** Until the page's blocks stop coming (the same count three checks in a row) and none is still loading. */
async function settled(page: Page): Promise<void> {
  let last = -1;
  let same = 0;
  for (let i = 0; i < 40 && same < 3; i++) {
    const [blocks, busy] = await page.evaluate(() => [document.querySelectorAll('[data-block]').length, document.querySelectorAll('main [aria-busy="true"]').length]);
    same = blocks === last && busy === 0 ? same + 1 : 0;
    last = blocks;
    await page.waitForTimeout(300);
  }
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const session = await agentSession();
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
  const problems: string[] = [];
  for (const code of codes) {
    const shots: string[] = [];
    for (const screen of SCREENS) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      await context.addInitScript(
        ([stored, language]) => {
          if (window !== window.top) return;
          localStorage.setItem('livery.preferences', JSON.stringify({ state: { language }, version: 0 }));
          sessionStorage.setItem('livery.noticePopupShown', '1');
          if (stored) {
            sessionStorage.setItem('livery.session', stored);
            sessionStorage.setItem('livery.loginPopupsShown', '1');
          }
        },
        [screen.session ? session : '', code] as const,
      );
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`${code} ${screen.name}: ${m.text()}`);
      });
      await page.goto(`${origin}${screen.path}`);
      await page.locator(screen.ready).first().waitFor({ timeout: 20_000 });
      // Home's later blocks mount once the page is idle: the blocks all in and loaded, then images and fonts.
      await settled(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const file = join(out, `${code}-${screen.name}.png`);
      await page.screenshot({ path: file });
      shots.push(file);
      await context.close();
    }
    const sheet = await browser.newPage({ viewport: { width: SCREENS.length * 370 - 10, height: 740 } });
    const cells = shots.map((f) => `<img src="data:image/png;base64,${readFileSync(f).toString('base64')}">`);
    await sheet.setContent(`<body style="margin:0;display:flex;gap:10px;background:#888">${cells.join('')}</body>`);
    await sheet.screenshot({ path: join(out, `${code}.png`) });
    await sheet.close();
    console.log(`${code} (${LANGUAGES[code].tag}, ${LANGUAGES[code].dir}): ${shots.length} screens`);
  }
  await browser.close();
  for (const p of problems) console.error(p);
  console.log(`screenshots in ${out}${problems.length ? `; ${problems.length} console errors` : ''}`);
  process.exit(problems.length ? 1 : 0);
}

await main();
