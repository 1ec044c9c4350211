/**
 * Accessibility by hand (issue 20), beside the axe sweep of accessibility.spec.ts:
 * - keyboard paths, keyboard only (Tab, Shift+Tab, Enter, Space, Escape; no click): log in, register, deposit
 *   (a method, an amount, submit, the order), a game launched from home; every control the path passes shows a
 *   focus indicator (an outline or a shadow on :focus-visible); a dialog keeps focus inside and gives it back;
 * - touch targets of at least 44×44 CSS px on the main screens at 390×844 (WCAG 2.5.5), except links inside a
 *   sentence (2.5.8's inline exception);
 * - prefers-reduced-motion: the banner carousel does not advance, the marquee does not scroll, and nothing on
 *   home animates or fades (computed durations 0 or near 0).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { captchaPng } from '../../src/platform-sim/captcha';
import { DEMO, DEMO_CODE, liveSession, logIn, newMember } from './account-helpers';
import { expect, test } from './fixtures';
import { AGENT, collectErrors, expectNoErrors, MEMBER, merchantUrl, openMerchant, setSession } from './helpers';

/** What the focused element shows: its name, and whether a focus indicator is drawn (null: nothing focused). */
function focusShown(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const name = el.dataset.testid ?? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
    const drawn = (e: Element) => {
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
    };
    // The element's own ring, or one its wrapper draws for it while it holds focus (:focus-within, e.g. a search box).
    let shown = el.matches(':focus-visible') && drawn(el);
    for (let up = el.parentElement, i = 0; !shown && up && i < 3; up = up.parentElement, i++) {
      if (up.matches(':focus-within') && getComputedStyle(up).outlineStyle !== 'none' && Number.parseFloat(getComputedStyle(up).outlineWidth) >= 2) shown = true;
    }
    if (el.tagName === 'IFRAME') shown = true; // a game's frame: its own document draws focus
    return { name, shown };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` holds focus, at most `max` times, noting every stop that shows no
 * focus indicator in `unseen`.
 */
async function tabTo(page: Page, target: Locator, unseen: Set<string>, { max = 80, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const shown = await focusShown(page);
    if (shown && !shown.shown) unseen.add(shown.name);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
  }
  throw new Error(`${target} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The captcha answer the simulator drew in the image shown (it draws each answer into its PNG). */
async function captchaAnswer(request: APIRequestContext, image: Locator): Promise<string> {
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const src = await image.getAttribute('src');
  const answers = (await (await request.get('/__sim/captcha', { headers: { Merchant: DEMO_CODE } })).json()) as string[];
  const answer = answers.filter((a) => src === `data:image/png;base64,${captchaPng(a)}`).at(-1);
  expect(answer, 'the captcha shown is one of the simulator’s unused answers').toBeDefined();
  return answer as string;
}

test.describe('keyboard paths (no pointer)', () => {
  test('log in: user name, password, Enter; every stop shows focus', async ({ page, request }) => {
    const member = await newMember(request, 'kb');
    const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
    const unseen = new Set<string>();
    await tabTo(page, page.getByTestId('login-username'), unseen);
    await page.keyboard.type(member.username);
    await tabTo(page, page.getByTestId('login-password'), unseen);
    await page.keyboard.type(member.password);
    // Back up to the user name and forward again: Shift+Tab walks the same stops.
    await tabTo(page, page.getByTestId('login-username'), unseen, { back: true, max: 5 });
    await tabTo(page, page.getByTestId('login-submit'), unseen);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(merchantUrl(DEMO, '/m/home'));
    await expect(page.getByTestId('header-account')).toHaveText(member.username);
    expect([...unseen], 'focus stops without a visible focus indicator').toEqual([]);
    expectNoErrors(errors);
  });

  test('register: the user-name form and its captcha, submitted with Enter', async ({ page, request }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
    const username = `kbr${Date.now().toString(36)}${process.pid.toString(36)}`;
    const password = `Pw${username.slice(-6)}9x`;
    const unseen = new Set<string>();
    await expect(page.getByTestId('register-form')).toBeVisible();
    await tabTo(page, page.getByTestId('register-username'), unseen);
    await page.keyboard.type(username);
    await tabTo(page, page.getByTestId('register-password'), unseen);
    await page.keyboard.type(password);
    await tabTo(page, page.getByTestId('register-confirmPassword'), unseen);
    await page.keyboard.type(password);
    await tabTo(page, page.getByTestId('register-captcha'), unseen);
    await page.keyboard.type(await captchaAnswer(request, page.getByTestId('register-captcha-image').locator('img')));
    await tabTo(page, page.getByTestId('register-submit'), unseen);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast').filter({ hasText: 'registered successfully' })).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveText(username);
    expect([...unseen], 'focus stops without a visible focus indicator').toEqual([]);
    expectNoErrors(errors);
  });

  test('deposit: a method and a bank with Enter and Space, an amount typed, submitted, the order shown', async ({ page, request }) => {
    const session = await liveSession(request, MEMBER, DEMO_CODE, 'kbd');
    const { errors } = await openMerchant(page, DEMO, '/m/voucherCenter', { session, lang: 'EN' });
    const unseen = new Set<string>();
    await expect(page.getByTestId('deposit-screen')).toBeVisible();
    await tabTo(page, page.getByTestId('deposit-method-MT'), unseen);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('deposit-method-MT')).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByTestId('deposit-bank-AYA'), unseen);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('deposit-bank-AYA')).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByTestId('deposit-amount'), unseen);
    await page.keyboard.type('50000');
    await tabTo(page, page.getByTestId('deposit-submit'), unseen);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('deposit-state')).toHaveText('Waiting for payment confirmation');
    await expect(page.getByTestId('deposit-order-amount')).toHaveText('50000');
    expect([...unseen], 'focus stops without a visible focus indicator').toEqual([]);
    expectNoErrors(errors);
  });

  test('game launch from home: a vendor tile with Enter opens the game; its back control with Enter returns', async ({ page, request }) => {
    const session = await logIn(request, await newMember(request, 'kbg'));
    const { errors } = await openMerchant(page, DEMO, '/m/home', { session, lang: 'EN' });
    const unseen = new Set<string>();
    const back = page.getByTestId('game-frame-back');
    const tile = page.locator('[data-block=vendorSections]').getByTestId('vendor-tile-SPORTS-SBK').getByRole('button');
    await expect(tile).toBeVisible();
    await tabTo(page, tile, unseen, { max: 200 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(merchantUrl(DEMO, '/m/gameCenter?category=SPORTS&vendor=SBK'));
    await expect(page.frameLocator('[data-testid=game-frame]').getByTestId('sim-game-title')).toHaveText('Skyline Sports');
    // The game's frame is a modal dialog and the game has the focus; its back control is one Shift+Tab away,
    // Tab goes back into the game, and focus never lands on the page behind.
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('dialog[open]')?.getAttribute('data-testid') ?? null);
    await expect(page.getByTestId('game-frame')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(back).toBeFocused();
    const ring = await focusShown(page);
    if (ring && !ring.shown) unseen.add(ring.name);
    await page.keyboard.press('Tab');
    expect(await inDialog(), 'Tab from the back control stays in the game dialog').toBe('game-frame-view');
    await page.keyboard.press('Shift+Tab');
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(merchantUrl(DEMO, '/m/home'));
    expect([...unseen], 'focus stops without a visible focus indicator').toEqual([]);
    expectNoErrors(errors);
  });

  test('a dialog opened from the keyboard keeps focus inside, closes on Escape and gives focus back to its opener', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/gameList?gameType=RNG', { lang: 'EN' });
    const unseen = new Set<string>();
    const opener = page.getByTestId('filter-open');
    await tabTo(page, opener, unseen);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('filter-panel');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      const shown = await focusShown(page);
      if (shown && !shown.shown) unseen.add(shown.name);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="filter-panel"]'))), 'focus stays in the dialog').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect([...unseen], 'focus stops without a visible focus indicator').toEqual([]);
    expectNoErrors(errors);
  });
});

/**
 * The interactive elements of the page smaller than 44×44 CSS px, except links inside a sentence (a link
 * whose parent has other text around it: WCAG 2.5.8's inline exception) and elements not shown.
 */
function smallTargets(page: Page): Promise<{ small: string[]; inline: string[] }> {
  return page.evaluate(() => {
    const SELECTOR = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=link], [role=checkbox], [role=radio], [role=menuitem], [role=option], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    const inline: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[inert], [aria-hidden="true"]')) continue;
      // A control inside a bigger control or label counts by that one (a radio in its row, an image in a link).
      const holder = el.parentElement?.closest('label, button, a[href]');
      const counted = holder ? holder.getBoundingClientRect() : box;
      if (counted.width >= 44 - 0.5 && counted.height >= 44 - 0.5) continue;
      // Inline text links in a sentence (the parent has its own text around the link).
      if (el.tagName === 'A' && style.display === 'inline') {
        const around = [...(el.parentElement?.childNodes ?? [])].filter((n) => n !== el).map((n) => n.textContent ?? '').join('').trim();
        if (around.length > 0) {
          inline.push(`"${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
          continue;
        }
      }
      const name = el.dataset.testid ?? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}`;
      small.push(`${name} ${Math.round(counted.width)}×${Math.round(counted.height)}`);
    }
    return { small: [...new Set(small)], inline: [...new Set(inline)] };
  });
}

/** The main screens, each with the role that opens it. */
const SCREENS: { path: string; role: 'guest' | 'member' | 'agent'; ready: string }[] = [
  { path: '/m/home', role: 'guest', ready: '.lv-home [data-block=bannerCarousel][data-state=ready]' },
  { path: '/m/login', role: 'guest', ready: '[data-screen=login]' },
  { path: '/m/register', role: 'guest', ready: '[data-screen=register]' },
  { path: '/m/gameList?gameType=RNG', role: 'guest', ready: '[data-screen=gameList]' },
  { path: '/m/lottery', role: 'guest', ready: '[data-screen=lotteryLobby]' },
  { path: '/m/activity', role: 'guest', ready: '[data-screen=activityList]' },
  { path: '/m/help', role: 'guest', ready: '[data-screen=helpCentre]' },
  { path: '/m/home', role: 'member', ready: '.lv-home [data-block=bannerCarousel][data-state=ready]' },
  { path: '/m/mine', role: 'member', ready: '[data-screen=memberCentre]' },
  { path: '/m/voucherCenter', role: 'member', ready: '[data-screen=deposit]' },
  { path: '/m/withdraw', role: 'member', ready: '[data-screen=withdraw]' },
  { path: '/m/set', role: 'member', ready: '[data-screen=settings]' },
  { path: '/m/webEmail', role: 'member', ready: '[data-screen=messageCentre]' },
  { path: '/m/transaction/record', role: 'member', ready: '[data-screen=accountRecord]' },
  { path: '/m/agent', role: 'agent', ready: '[data-screen=agentHome]' },
  { path: '/m/member/team', role: 'agent', ready: '[data-screen=teamManagement]' },
];

test.describe('touch targets at 390×844', () => {
  for (const role of ['guest', 'member', 'agent'] as const) {
    const screens = SCREENS.filter((s) => s.role === role);
    test(`as a ${role}: every control of ${screens.map((s) => s.path).join(', ')} is at least 44×44 px`, async ({ page, request, context }) => {
      test.setTimeout(90_000);
      if (role !== 'guest') await setSession(context, await liveSession(request, role === 'member' ? MEMBER : AGENT));
      const errors = collectErrors(page);
      for (const screen of screens) {
        await openMerchant(page, DEMO, screen.path, { lang: 'EN' });
        await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 20_000 });
        await page.waitForFunction(() => !document.querySelector('[data-state="loading"], [aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
        const { small, inline } = await smallTargets(page);
        if (inline.length) console.log(`touch targets · ${role} ${screen.path}: inline links in a sentence (2.5.8's exception): ${inline.join(', ')}`);
        expect.soft(small, `${screen.path}: controls under 44×44 px`).toEqual([]);
      }
      expectNoErrors(errors, [], true);
    });
  }
});

test.describe('with prefers-reduced-motion: reduce', () => {
  test('home: the banners do not advance, the marquee does not scroll, nothing animates or fades (also with a dialog open)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN', popups: true });
    const banners = page.locator('[data-block=bannerCarousel]');
    await expect(banners).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('dialog[open]').first()).toBeVisible();
    /** Elements that still animate: an animation or a transition of more than 10 ms. */
    const moving = () =>
      page.evaluate(() => {
        const seconds = (list: string) => Math.max(...list.split(',').map((v) => (v.trim().endsWith('ms') ? Number.parseFloat(v) / 1000 : Number.parseFloat(v))));
        const found: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('body *')) {
          for (const pseudo of [null, '::before', '::after']) {
            const s = getComputedStyle(el, pseudo);
            const animates = s.animationName !== 'none' && seconds(s.animationDuration) > 0.01;
            const transitions = s.transitionProperty !== 'none' && seconds(s.transitionDuration) > 0.01;
            if (animates || transitions) found.push(`${el.dataset.testid ?? `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`}${pseudo ?? ''}: ${animates ? `animation ${s.animationName} ${s.animationDuration}` : `transition ${s.transitionProperty} ${s.transitionDuration}`}`);
          }
        }
        return [...new Set(found)];
      });
    expect(await moving(), 'with the notice pop-up open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    const marquee = page.locator('[data-block=noticeMarquee] .lv-marquee-track').first();
    await expect(marquee).toBeVisible();
    const first = await banners.getAttribute('data-active');
    // The autoplay's timers run on the page's clock: well past a few of its delays, the banner has not moved.
    await page.clock.runFor(20_000);
    await expect(banners).toHaveAttribute('data-autoplay', 'off');
    expect(await banners.getAttribute('data-active'), 'the banner carousel stays on its slide').toBe(first);
    // The marquee scrolls by a CSS animation (run by the compositor, not the page's clock): it has none.
    expect(await marquee.evaluate((el) => el.getAnimations().map((a) => (a as CSSAnimation).animationName ?? 'transition')), 'the marquee\'s animations').toEqual([]);
    // Nothing in the document is running an animation or a transition of any length.
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 10).map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'animation')), 'running animations').toEqual([]);
    expect(await moving(), 'home at rest').toEqual([]);
    expectNoErrors(errors);
  });
});
