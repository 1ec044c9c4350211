/**
 * The ops studio (issue 16), against its own server (tests/e2e/studio-server.ts: a copy of the demo merchant
 * in a temporary folder): a new merchant taken from "new merchant" through the form (name, colours, a
 * language, a reordered footer, a banner block's props, a flag) to a saved, valid merchant.json, the preview
 * (the real player site in a frame) showing each change, with no restart.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { STUDIO_PORT } from '../../playwright.config';

const STUDIO = `http://localhost:${STUDIO_PORT}`;
const editor = (code: string) => `http://${code}.localhost:${STUDIO_PORT}/__studio/m/${code}`;

test.use({ viewport: { width: 1440, height: 1000 }, isMobile: false, hasTouch: false, baseURL: STUDIO });

/**
 * A read of the preview's document for a poll: the preview reloads as the draft or the preview member
 * changes, and a read that meets that navigation is read again (a busy machine hit it) rather than failing.
 */
function readFrame<T>(frame: Frame, read: () => T): Promise<T | undefined> {
  return frame.evaluate(read).catch((err: unknown) => {
    if (err instanceof Error && /context was destroyed|navigat/i.test(err.message)) return undefined;
    throw err;
  });
}

/**
 * The preview's frame: the merchant's own site, once ready. `reloading`: what a change reloads the frame
 * (a language, a live flag), taken from `loads(page)` before the change; the frame is then a new one.
 */
async function site(page: Page, code: string, reloading?: string): Promise<Frame> {
  const element = page.locator('.st-device iframe');
  if (reloading !== undefined) await expect(element).not.toHaveAttribute('data-load', reloading);
  await expect(element).toHaveAttribute('data-ready', 'true');
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame?.url().startsWith(`http://${code}.localhost:${STUDIO_PORT}/`)) throw new Error(`no preview frame of ${code}`);
  return frame;
}

/** How many times the preview's frame has loaded (see site()). */
const loads = async (page: Page) => (await page.locator('.st-device iframe').getAttribute('data-load')) ?? '';

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();

async function opened(page: Page, code: string): Promise<{ text: string; errors: unknown[]; config: Record<string, never> }> {
  const response = await page.request.get(`/__studio/api/merchants/${code}`);
  expect(response.status()).toBe(200);
  return response.json();
}

test('a new merchant through the form to a saved, valid merchant.json; the preview shows each change', async ({ page }) => {
  test.setTimeout(120_000);
  const code = `acme${Date.now().toString(36)}`;
  await page.goto('/__studio/');
  await expect(page.getByRole('row', { name: /Livery Demo/ })).toContainText('valid');

  // New merchant: only the code and the name are asked; the rest comes from demo.
  await page.getByLabel(/^Code/).fill(code);
  await page.getByLabel('Display name').fill('Acme Play');
  await page.getByRole('button', { name: 'Create merchant' }).click();
  // The editor runs on the merchant's own origin, beside its site (a cross-site frame would lose its storage).
  await expect(page).toHaveURL(editor(code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Play');
  let frame = await site(page, code);
  await expect.poll(() => readFrame(frame, () => document.title)).toBe('Acme Play');

  // Name: the preview's title follows at once.
  await page.getByLabel('displayName').fill('Acme Casino');
  await expect.poll(() => readFrame(frame, () => document.title)).toBe('Acme Casino');
  await expect(page.locator('.st-delay')).toContainText(/Preview updated \d+ ms after the change/);

  // Colour: a value the schema refuses shows at its field with the fix and Save stays disabled.
  await section(page, 'Theme');
  const primary = page.locator('#root_theme_colors_primary');
  await primary.fill('#aa00');
  await expect(page.locator('.st-form')).toContainText('"#aa00" does not have the expected form. Fix: A CSS colour');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  await expect(page.locator('.st-why')).toHaveText('1 problem to fix before saving');
  await expect(page.getByRole('navigation', { name: 'Sections' })).toContainText('Theme (1)');
  await primary.fill('#aa0000');
  await expect.poll(() => readFrame(frame, () => getComputedStyle(document.documentElement).getPropertyValue('--lv-primary').trim())).toBe('#aa0000');
  await expect(page.locator('.st-why')).toHaveText('');

  // A language: TY leaves the supported ones (demo offers all 28); the preview shown in TH speaks Thai.
  await section(page, 'Languages');
  const supported = page.locator('#root_languages_supported');
  const before = await supported.evaluate((s: HTMLSelectElement) => [...s.selectedOptions].map((o) => o.label));
  expect(before).toContain('TY');
  await supported.selectOption(before.filter((code) => code !== 'TY').map((label) => ({ label })));
  let load = await loads(page);
  await page.getByLabel('Preview language').selectOption('TH');
  frame = await site(page, code, load);
  await expect.poll(() => readFrame(frame, () => document.documentElement.lang)).toBe('th');

  // A reordered footer: promotions moves before home.
  await section(page, 'Menus');
  const footerLinks = () => frame.locator('footer nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const footerBefore = await footerLinks();
  await page.locator('#root_footer_1__moveUp').click();
  await expect.poll(footerLinks).toEqual([footerBefore[1], footerBefore[0], ...footerBefore.slice(2)]);

  // A banner block's props (its own props schema): the carousel stops looping.
  await section(page, 'Home blocks');
  const carousel = frame.locator('[data-block=bannerCarousel]');
  await expect(carousel).toHaveAttribute('data-loop', 'true');
  await expect(page.locator('#root_home_blocks_0_type')).toBeVisible();
  const blocks = await page.locator('select[id^="root_home_blocks_"][id$="_type"]').evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent));
  const banner = blocks.indexOf('bannerCarousel');
  await page.locator(`#root_home_blocks_${banner}_props_loop`).uncheck();
  await page.locator(`#root_home_blocks_${banner}_props_intervalMs`).fill('2500');
  await expect(carousel).toHaveAttribute('data-loop', 'false');

  // A flag: Facebook sign-in off. The platform's live flags start from the config, so the saved config shows it.
  await section(page, 'Flags');
  await page.locator('#root_flags_FACEBOOKLOGIN3').uncheck();

  // Save: the diff first, then the file is written and the site serves it.
  load = await loads(page);
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Changes to the file')).toContainText('+     "displayName": "Acme Casino"');
  await expect(dialog.getByLabel('Changes to the file')).toContainText('-     "displayName": "Acme Play"');
  await dialog.getByRole('button', { name: 'Write merchant.json' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.st-why')).toHaveText('No changes to save');

  const file = await opened(page, code);
  expect(file.errors).toEqual([]);
  const config = JSON.parse(file.text);
  expect(Object.keys(config)[0]).toBe('$schema');
  expect(config.identity.displayName).toBe('Acme Casino');
  expect(config.theme.colors.primary).toBe('#aa0000');
  expect(config.languages.supported).toContain('TH');
  expect(config.languages.supported).not.toContain('TY');
  expect(config.footer[0].id).toBe('promotions');
  expect(config.home.blocks[banner].props).toEqual({ intervalMs: 2500, loop: false });
  expect(config.flags.FACEBOOKLOGIN3).toBe(false);

  // The preview (reloaded after the save) on the login route: no Facebook button, Google still offered.
  await page.getByLabel('Preview route').selectOption('/m/login');
  frame = await site(page, code, load);
  await expect.poll(() => frame.url()).toMatch(/\/m\/login$/);
  await expect(frame.getByRole('button', { name: /Google/ })).toBeVisible();
  await expect(frame.getByRole('button', { name: /Facebook/ })).toHaveCount(0);

  // The saved site itself, outside the studio: served at once, no restart.
  const player = await page.context().newPage();
  await player.goto(`http://${code}.localhost:${STUDIO_PORT}/m/home?lang=TH`);
  await expect(player).toHaveTitle('Acme Casino');
  await expect.poll(() => player.evaluate(() => document.documentElement.lang)).toBe('th');
});

/** A merchant of its own for a test (the tests run side by side on the studio's server). */
async function newMerchant(page: Page, prefix: string): Promise<string> {
  const code = `${prefix}${Date.now().toString(36)}`;
  const response = await page.request.post('/__studio/api/merchants', { data: { code, from: 'demo', name: `${prefix} site` }, headers: { Origin: STUDIO } });
  expect(response.status()).toBe(201);
  return code;
}

// A 1x1 PNG and a square SVG icon.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#e11d48"/></svg>');
/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('images, live flags, who the preview is shown to and right to left; nothing lost when a save fails or the file changed on disk', async ({ page }) => {
  test.setTimeout(120_000);
  const code = await newMerchant(page, 'bravo');
  await page.goto(editor(code));
  let frame = await site(page, code);

  // Images: the logo goes in and the preview's header shows it; the app icon's PNGs are drawn from it.
  await page.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Logo saved as assets/logo.png.' })).toBeVisible();
  await expect(frame.locator('header img.lv-logo')).toHaveAttribute('src', '/merchant/assets/logo.png');
  await page.getByLabel(/^App icon/).setInputFiles({ name: 'icon.svg', mimeType: 'image/svg+xml', buffer: SVG });
  await expect(page.getByRole('status').filter({ hasText: 'drawn assets/icon-192.png, assets/icon-512.png, assets/icon-maskable.png' })).toBeVisible();
  for (const [name, size] of [['icon-192', 192], ['icon-512', 512], ['icon-maskable', 512]] as const) {
    const icon = await page.request.get(`/__studio/api/merchants/${code}/assets/${name}.png`);
    expect(icon.headers()['content-type']).toBe('image/png');
    expect(pngSize(await icon.body()), name).toEqual([size, size]);
  }
  await expect(page.getByLabel('app192')).toHaveValue('assets/icon-192.png');

  // The simulator's live flags: Facebook sign-in off shows on the login page at once (the preview in English).
  let load = await loads(page);
  await page.getByLabel('Preview language').selectOption('EN');
  frame = await site(page, code, load);
  await page.getByLabel('Preview route').selectOption('/m/login');
  await expect(frame.getByRole('button', { name: 'Sign in with Facebook' })).toBeVisible();
  await page.getByText('Live flags', { exact: true }).click();
  load = await loads(page);
  await page.getByRole('checkbox', { name: 'FACEBOOKLOGIN3' }).uncheck();
  frame = await site(page, code, load);
  await expect(frame.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Sign in with Facebook' })).toHaveCount(0);

  // The simulator's live register settings: the invitation code field goes from the register form.
  await page.getByLabel('Preview route').selectOption('/m/register');
  await expect(frame.getByLabel('Invitation code')).toBeVisible();
  await page.getByText('Live register settings').click();
  load = await loads(page);
  await page.getByRole('checkbox', { name: 'affiliateCode shown' }).uncheck();
  frame = await site(page, code, load);
  await expect(frame.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(frame.getByLabel('Invitation code')).toHaveCount(0);

  // Right to left: the preview in Arabic.
  load = await loads(page);
  await page.getByLabel('Preview language').selectOption('AR');
  frame = await site(page, code, load);
  await expect.poll(() => readFrame(frame, () => `${document.documentElement.lang} ${document.documentElement.dir}`)).toBe('ar rtl');

  // Who it is shown to: an agent the simulator makes, signed in inside the frame.
  await page.getByLabel('Preview member').selectOption('agent');
  frame = await site(page, code);
  await expect.poll(() => readFrame(frame, () => JSON.parse(sessionStorage.getItem('livery.session') ?? '{}')?.state?.session?.type)).toBe(1);

  // A hostile name is shown inert: as text, nothing runs.
  const name = page.getByLabel('displayName');
  const hostile = '<img src=x onerror="window.pwned=1">Bravo';
  await name.fill(hostile);
  await expect.poll(() => readFrame(frame, () => document.title)).toContain(hostile);
  expect(await frame.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

  // A save that fails says so and keeps the edit.
  await name.fill('Bravo Casino');
  await page.route(`**/__studio/api/merchants/${code}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"The disk is full."}' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Write merchant.json' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The disk is full. Your edit is kept.');
  await page.unroute(`**/__studio/api/merchants/${code}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue('Bravo Casino');

  // The file changed on disk meanwhile (another editor): the save is refused, the diff shows what is on disk now.
  const onDisk = (await (await page.request.get(`/__studio/api/merchants/${code}`)).json()) as { version: string; config: { identity: { displayName: string } } };
  onDisk.config.identity.displayName = 'Someone Else';
  expect((await page.request.put(`/__studio/api/merchants/${code}`, { data: { config: onDisk.config, version: onDisk.version }, headers: { Origin: STUDIO } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Save…' }).click();
  await dialog.getByRole('button', { name: 'Write merchant.json' }).click();
  await expect(dialog.getByRole('alert')).toContainText('changed on disk since it was opened');
  await expect(dialog.getByLabel('Changes to the file')).toContainText('-     "displayName": "Someone Else"');
  await dialog.getByRole('button', { name: 'Write merchant.json' }).click();
  await expect(dialog).toBeHidden();
  expect(JSON.parse((await (await page.request.get(`/__studio/api/merchants/${code}`)).json()).text).identity.displayName).toBe('Bravo Casino');

  // An edit not saved is kept in this browser: back after a reload, and can be dropped.
  await name.fill('Unsaved Name');
  await expect(page.locator('.st-why')).toHaveText('');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your unsaved draft from' })).toBeVisible();
  await expect(page.getByLabel('displayName')).toHaveValue('Unsaved Name');
  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(page.getByLabel('displayName')).toHaveValue('Bravo Casino');
});

test('side by side: two merchants on the same route', async ({ page }) => {
  await page.goto('/__studio/compare');
  const frames = page.locator('.st-device iframe');
  await expect(frames).toHaveCount(2);
  await expect(frames.nth(1)).toHaveAttribute('data-ready', 'true');
  // Login too: its social sign-in reads session storage, which a sandboxed preview frame denies.
  for (const [route, screen] of [['/m/login', 'login'], ['/m/mine', 'memberCentre']] as const) {
    await page.getByLabel('Route of both').selectOption(route);
    for (const i of [0, 1]) {
      const frame = await (await frames.nth(i).elementHandle())?.contentFrame();
      if (!frame) throw new Error(`no frame ${i}`);
      await expect(frame.locator(`[data-screen="${screen}"]`)).toBeVisible();
    }
  }
});
