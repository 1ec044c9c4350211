/**
 * Issue 19's sweep: every route of the default merchant (which offers all 28 languages), as a guest, a member
 * and an agent, in every language, at 360×740: the screen shows, <html> has the language's tag and direction,
 * nothing spills sideways (the document is no wider than the viewport), the header's logo and buttons do not
 * cover one another, no catalog key shows raw (in text or in an accessible name), and no console error occurs.
 *
 * Each route is opened once (a history move after one load) and then shown in each language in turn, the way
 * a language chosen in another tab of the site reaches it (app/follow-language.ts; i18n.spec.ts chooses one
 * in a real second tab), so the sweep pays one start-up per walk and one round trip per route.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages';
import { DEMO, liveSession } from './account-helpers';
import { AGENT, collectErrors, MEMBER, MERCHANTS, merchantOrigin, popupsSeen, pushInApp, screenSelector, setSession, visitOutcome } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

const config = MERCHANTS.get(DEMO);
if (!config) throw new Error(`merchant ${DEMO} not found under merchants/`);
const origin = merchantOrigin(DEMO);
const offered = config.languages.supported as LanguageCode[];
/** A catalog key as it would show if a text were missing: a namespace of the EN catalog, a dot, a key. */
const RAW_KEY = new RegExp(`\\b(?:${Object.keys(en).join('|')})\\.[a-z][A-Za-z0-9_]*(?:\\.[A-Za-z0-9_]+)*\\b`);

type Role = { name: string; type: number | undefined };
const ROLES: Role[] = [
  { name: 'a guest', type: undefined },
  { name: 'a member (type 0)', type: MEMBER },
  { name: 'an agent (type 1)', type: AGENT },
];
/** Each role's routes shared out over a few tests, each within its time limit on a busy two-core machine. */
const PARTS = 4;

interface Shown {
  code: string;
  lang: string;
  dir: string;
  width: number;
  viewport: number;
  text: string;
  /** Pairs of the header's controls (logo, buttons, links) drawn over one another. */
  overlaps: string[];
}

/**
 * Shows the page in each language in turn, as a choice made in another tab of the site reaches it (the
 * preferences written to localStorage and the `storage` event the browser then fires here), and answers
 * what a reader sees in each: the text and the accessible names and hints of the elements, the document's
 * width and direction. One round trip for all the languages of a route.
 */
function showInEach(page: Page, codes: readonly LanguageCode[]): Promise<Shown[]> {
  const tags = Object.fromEntries(codes.map((code) => [code, LANGUAGES[code].tag]));
  return page.evaluate(
    async ({ codes, tags }) => {
      const root = document.documentElement;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const langIs = (tag: string) =>
        new Promise<void>((resolve, reject) => {
          if (root.lang === tag) return resolve();
          const timer = setTimeout(() => reject(new Error(`the page did not switch to ${tag} (it shows ${root.lang})`)), 10_000);
          const watch = new MutationObserver(() => {
            if (root.lang !== tag) return;
            watch.disconnect();
            clearTimeout(timer);
            resolve();
          });
          watch.observe(root, { attributes: true, attributeFilter: ['lang'] });
        });
      const shown: Shown[] = [];
      for (const code of codes) {
        const value = JSON.stringify({ state: { language: code }, version: 0 });
        const oldValue = localStorage.getItem('livery.preferences');
        localStorage.setItem('livery.preferences', value);
        window.dispatchEvent(new StorageEvent('storage', { key: 'livery.preferences', oldValue, newValue: value, storageArea: localStorage, url: location.href }));
        await langIs(tags[code] as string);
        // Two frames: the render the language change started is painted.
        await frame();
        await frame();
        const names = [...document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')].map((el) =>
          ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? '').join(' '),
        );
        // The header's controls side by side, none drawn over another (a long login button covered the logo).
        const controls = [...document.querySelectorAll<HTMLElement>('.lv-header img, .lv-header button, .lv-header a')]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ el, box }) => box.width > 1 && box.height > 1 && !el.parentElement?.closest('button, a'));
        const overlaps: string[] = [];
        for (let i = 0; i < controls.length; i++)
          for (let j = i + 1; j < controls.length; j++) {
            const [a, b] = [controls[i], controls[j]];
            if (!a || !b) continue;
            const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
            const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
            const name = (el: HTMLElement) => el.dataset.testid ?? el.className;
            if (x > 1 && y > 1) overlaps.push(`${name(a.el)} × ${name(b.el)}`);
          }
        shown.push({ code, lang: root.lang, dir: root.dir, width: root.scrollWidth, viewport: window.innerWidth, text: `${document.body.innerText}\n${names.join('\n')}`, overlaps });
      }
      return shown;
    },
    { codes, tags },
  );
}

for (const role of ROLES) {
  // A route a role may not open shows its guard's target instead, which the walk visits in its own right.
  const routes = config.routes.filter((r) => visitOutcome(r, role.type).path === r.path);
  for (let part = 0; part < PARTS; part++) {
    const mine = routes.filter((_, i) => i % PARTS === part);
    test(`every language on the routes ${role.name} opens (part ${part + 1} of ${PARTS}: ${mine.length} routes × ${offered.length} languages)`, async ({ page, request, context }) => {
      test.setTimeout(180_000);
      if (role.type !== undefined) await setSession(context, await liveSession(request, role.type));
      await popupsSeen(context);
      const errors = collectErrors(page);
      await page.goto(`${origin}/m/home`, { waitUntil: 'commit' });
      await page.locator('main .lv-home').waitFor({ timeout: 30_000 });
      for (const route of mine) {
        await pushInApp(page, route.path);
        await expect.soft(page.locator(screenSelector(route.screen)), `${route.path}: its screen`).toBeVisible();
        for (const shown of await showInEach(page, offered)) {
          const label = `${role.name}, ${route.path}, ${shown.code}`;
          expect.soft(shown.dir, `${label}: direction`).toBe(LANGUAGES[shown.code as LanguageCode].dir);
          expect.soft(shown.width, `${label}: the page is no wider than the screen`).toBeLessThanOrEqual(shown.viewport);
          expect.soft(shown.text.match(RAW_KEY)?.[0], `${label}: a catalog key shows raw`).toBeUndefined();
          expect.soft(shown.overlaps, `${label}: header controls drawn over one another`).toEqual([]);
        }
        expect.soft(errors.all(), `${role.name}, ${route.path}: console/page errors`).toEqual([]);
        errors.clear();
      }
      expect(mine.length, 'routes walked').toBeGreaterThan(0);
    });
  }
}
