/**
 * Issue 17, "All texts in EN, MY and AR": a member opens the reward centre, the message centre, promotions,
 * invite friends and customer service in Burmese and in Arabic (right to left). Each screen's header title
 * and its own headings or tabs are the catalog's texts of that language (read from the locale files, so a
 * text left in English or a missing key fails), the page runs in the language's direction, nothing spills
 * sideways, and no console error occurs. The screens are opened in the app (one load, then history moves).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import my from '../../src/i18n/locales/my.json' with { type: 'json' };
import { DEMO_CODE, liveSession, openDemo } from './account-helpers';
import { expectNoErrors, frame, MEMBER, pushInApp } from './helpers';

type Catalog = typeof my;

interface ScreenTexts {
  path: string;
  title: string;
  headings: string[];
  check?: (page: Page) => Promise<void>;
}

/** Each screen: its path, its header title and the headings (and tabs or links) it shows, in one catalog. */
const screensIn = (c: Catalog): ScreenTexts[] => [
  { path: '/m/rewardCenter', title: c.title.rewardCentre, headings: [c.rewards.counts, c.rewards.history] },
  { path: '/m/webEmail', title: c.title.messageCentre, headings: [c.inbox.heading] },
  {
    path: '/m/activity',
    title: c.title.activityCentre,
    headings: [],
    check: async (page) => {
      const tabs = page.getByRole('tablist', { name: c.promo.categories });
      await expect(tabs.getByRole('tab', { name: c.promo.all, exact: true })).toHaveAttribute('aria-selected', 'true');
    },
  },
  { path: '/m/inviteFriends', title: c.title.inviteFriends, headings: [c.invite.yourLink, c.invite.invitations, c.invite.rules] },
  {
    path: '/m/service',
    title: c.title.customerService,
    headings: [],
    check: async (page) => {
      await expect(page.getByTestId('service-open-tab')).toHaveText(c.service.openInNewTab);
    },
  },
];

/** Where each language's walk starts (a full load); the other screens are history moves. */
const START = '/m/rewardCenter';

const LANGUAGES = [
  { code: 'MY', catalog: my, dir: 'ltr' },
  { code: 'AR', catalog: ar, dir: 'rtl' },
] as const;

for (const { code, catalog, dir } of LANGUAGES) {
  test(`${code}: the reward centre, message centre, promotions, invite friends and customer service show the ${code} catalog's texts, ${dir}, without sideways overflow or console errors`, async ({
    page,
    request,
  }) => {
    const session = await liveSession(request, MEMBER, DEMO_CODE, `l${code.toLowerCase()}`);
    const errors = await openDemo(page, START, { session, lang: code });
    for (const screen of screensIn(catalog)) {
      if (screen.path !== START) await pushInApp(page, screen.path);
      await expect(frame(page).title, screen.path).toHaveText(screen.title);
      for (const name of screen.headings) await expect(page.getByRole('heading', { name, exact: true }), `${screen.path}: ${name}`).toBeVisible();
      await screen.check?.(page);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(width.scroll, `${screen.path}: no sideways overflow`).toBeLessThanOrEqual(width.client);
    }
    expectNoErrors(errors);
  });
}
