/**
 * Help centre (/m/help, /m/helpDetail; spec 2.13), announcements (/m/notice; spec 2.1, 2.10, 7) and
 * feedback (/m/feedback; spec 2.1, 5, 7, 9) against the simulator. Answers shaped for one test (an empty
 * list, a failure) go into the page's own fault lane, so tests side by side never see each other's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, FREE_REJECT, liveSession, openDemo } from './account-helpers';
import { expectNoErrors, frame, MEMBER, MERCHANTS, merchantOrigin, pushInApp, TRIAL, visitOutcome, watchLeaving } from './helpers';
import { ANNOUNCEMENTS, announcementsWith, inLane, platformValue, refusedWith } from './home-support';

const origin = merchantOrigin(DEMO);
const HELP = '/wps/system/helpCenter';
const FEEDBACK = '/wps/feedback';
const demo = MERCHANTS.get(DEMO);
if (!demo) throw new Error('demo merchant missing');
const { feedbackMinWords, feedbackMaxWords, uploadMaxImages, uploadMaxImageBytes } = demo.constants;

type HelpItem = { title: string; content: string };
const helpTitles = async (request: Parameters<typeof platformValue>[0], lang = 'EN') =>
  (await platformValue<HelpItem[]>(request, `${HELP}?device=MOBILE&lang=${lang}`)).map((h) => h.title);

/** Nothing the server sent runs: no script element and no inline handler in the screen. */
async function expectNoActiveContent(page: Page) {
  const active = await page.locator('main').evaluate((main) => ({
    scripts: main.querySelectorAll('script').length,
    handlers: [...main.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
  }));
  expect(active).toEqual({ scripts: 0, handlers: 0 });
}

test.describe('help centre', () => {
  test('a guest sees every title, the first entry open (i defaults to 0), sanitised content, the logo header', async ({ page, request }) => {
    const titles = await helpTitles(request);
    expect(titles.length).toBeGreaterThan(2);
    const errors = await openDemo(page, '/m/help');
    await expect(page).toHaveURL(`${origin}/m/help`);
    await expect(page.getByTestId('help-title')).toHaveText(titles);
    await expect(page.getByTestId('help-title').first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('help-content')).toHaveCount(1);
    await expect(page.getByTestId('help-content')).toContainText('Register');
    await expect(frame(page).logo).toBeVisible();
    for (const title of await page.getByTestId('help-title').all()) expect((await title.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    expectNoErrors(errors);
  });

  test('query i opens that entry; a tap on another title opens it and the address follows', async ({ page, request }) => {
    const titles = await helpTitles(request);
    const errors = await openDemo(page, '/m/help?i=1');
    const items = page.getByTestId('help-item');
    await expect(items.nth(1).getByTestId('help-title')).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(0).getByTestId('help-title')).toHaveAttribute('aria-expanded', 'false');
    // The deposit entry carries a <script>: it is dropped, its text and list kept.
    await expect(items.nth(1).getByTestId('help-content')).toContainText('Minimum deposit');
    await expectNoActiveContent(page);

    await items.nth(2).getByTestId('help-title').click();
    await expect(page).toHaveURL(`${origin}/m/help?i=2`);
    await expect(items.nth(2).getByTestId('help-title')).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(1).getByTestId('help-title')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('help-content')).toHaveCount(1);
    // A second tap closes it; keyboard works the same (Enter on the focused title).
    await items.nth(2).getByTestId('help-title').click();
    await expect(page.getByTestId('help-content')).toHaveCount(0);
    await items.nth(2).getByTestId('help-title').press('Enter');
    await expect(items.nth(2).getByTestId('help-content')).toBeVisible();
    expect(titles[2]).toBeTruthy();
    expectNoErrors(errors);
  });

  test('a same-origin link in an entry opens in the app (no reload)', async ({ page }) => {
    const errors = await openDemo(page, '/m/help');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.getByTestId('help-content').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin}/m/login`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expectNoErrors(errors);
  });

  test('a link in an entry whose path resolves to another host goes nowhere: the player stays in the app', async ({ page, request }) => {
    const content = '<p><a href="/..//evil.example/x">Dots</a> <a href="/%2e%2e//evil.example/x">Encoded</a> <a href="/m/login">Log in</a></p>';
    const clear = await inLane(page, request, [{ path: HELP, answer: { success: true, value: [{ title: 'Leaving', content }] }, times: 1 }]);
    const leaving = await watchLeaving(page, 'evil.example');
    const errors = await openDemo(page, '/m/help');
    await leaving.mark();
    const entry = page.getByTestId('help-content');
    for (const name of ['Dots', 'Encoded']) {
      const link = entry.getByText(name);
      await expect(link).not.toHaveAttribute('href');
      await link.click();
    }
    // The safe link after them still opens in this page: the taps before it left nothing behind.
    await entry.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin}/m/login`);
    await leaving.expectStayed();
    await clear();
    expectNoErrors(errors);
  });

  test('no entries: the empty view', async ({ page, request }) => {
    const clear = await inLane(page, request, [{ path: HELP, answer: { success: true, value: [] }, times: 1 }]);
    const errors = await openDemo(page, '/m/help');
    await expect(page.getByTestId('help-empty')).toHaveText('No help articles yet');
    await expect(page.getByTestId('help-item')).toHaveCount(0);
    await clear();
    expectNoErrors(errors);
  });

  for (const [name, fault] of [
    ['a failed call', { status: 500 }],
    ['a malformed answer', { answer: { success: true, value: { title: 'not a list' } } }],
  ] as const) {
    test(`${name}: the error with Retry, which loads the list`, async ({ page, request }) => {
      // The first try and the query's one automatic retry both fail.
      const clear = await inLane(page, request, [{ path: HELP, ...fault, times: 2 }]);
      const errors = await openDemo(page, '/m/help');
      const alert = page.locator('[data-screen=helpCentre] [role=alert]');
      await expect(alert).toContainText('load failed, tap to retry');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('help-item').first()).toBeVisible();
      await clear();
      expectNoErrors(errors, [refusedWith(500)]);
    });
  }

  test('a language change asks for the entries in the new language', async ({ page }) => {
    const errors = await openDemo(page, '/m/help');
    await expect(page.getByTestId('help-content').locator('[lang=en]')).toHaveCount(1);
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === HELP && new URL(r.url()).searchParams.get('lang') === 'AR');
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-AR').click();
    await asked;
    await expect(page.getByTestId('help-content').locator('[lang=ar]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expectNoErrors(errors);
  });

  test('help detail: query i picks the entry, previous and next move, past the end is the empty view', async ({ page, request }) => {
    const titles = await helpTitles(request);
    const errors = await openDemo(page, '/m/helpDetail?i=2');
    const detail = page.getByTestId('help-detail');
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(titles[2] as string);
    await page.getByTestId('help-next').click();
    await expect(page).toHaveURL(`${origin}/m/helpDetail?i=3`);
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(titles[3] as string);
    await page.getByTestId('help-previous').click();
    await page.getByTestId('help-previous').click();
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(titles[1] as string);

    await page.goto(`${origin}/m/helpDetail`);
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(titles[0] as string);
    await expect(page.getByTestId('help-previous')).toHaveCount(0);

    await page.goto(`${origin}/m/helpDetail?i=${titles.length}`);
    await expect(page.getByTestId('help-empty')).toContainText('This help article does not exist.');
    await page.getByTestId('help-all').click();
    await expect(page).toHaveURL(`${origin}/m/help`);
    expectNoErrors(errors);
  });
});

test.describe('announcements', () => {
  test('a language change on home asks for the announcements again, in the new language', async ({ page }) => {
    const errors = await openDemo(page, '/m/home');
    await expect(page.getByTestId('notice-marquee')).toBeVisible();
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === ANNOUNCEMENTS && r.headers().language === 'AR');
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-AR').click();
    await asked;
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('notice-marquee')).toBeVisible();
    expectNoErrors(errors);
  });

  test('the marquee opens /m/notice: every player notice with its content, sanitised', async ({ page, request }) => {
    const value = await platformValue<{ player: { title: string }[] }>(request, `${ANNOUNCEMENTS}?types=B,PL,PU,H&groupName=m_home&platform=M`);
    const titles = value.player.map((n) => n.title);
    expect(titles.length).toBeGreaterThan(0);
    const errors = await openDemo(page, '/m/home');
    await page.getByTestId('notice-marquee').click();
    await expect(page).toHaveURL(`${origin}/m/notice`);
    await expect(frame(page).title).toHaveText('Announcements');
    await expect(page.getByTestId('notice-item').getByRole('heading', { level: 2 })).toHaveText(titles);
    await expect(page.getByTestId('notice-content')).toHaveCount(titles.length);
    await expect(page.getByTestId('notice-content').first()).not.toBeEmpty();
    await expect(frame(page).footer).toHaveCount(0);
    await expectNoActiveContent(page);
    // On /m/notice the arrow goes to /m/home (spec 2.2).
    await frame(page).back.click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expectNoErrors(errors);
  });

  test('a notice whose content carries a script and a javascript: link shows without them', async ({ page, request }) => {
    const answer = await announcementsWith(request, {
      player: [{ id: 901, title: 'Hostile notice', content: '<p>Safe text <a href="javascript:alert(1)">bad</a><img src="x" onerror="alert(2)"></p><script>alert(3)</script>' }],
    });
    const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, answer, times: 1 }]);
    const errors = await openDemo(page, '/m/notice');
    await expect(page.getByTestId('notice-content')).toContainText('Safe text');
    await expect(page.getByTestId('notice-content').locator('a')).not.toHaveAttribute('href', /javascript/);
    await expectNoActiveContent(page);
    await clear();
    // Parsing the hostile HTML (in the sanitiser's inert document) makes Chromium report the handler,
    // which the Content-Security-Policy blocks; the page itself holds none (checked above).
    expectNoErrors(errors, [/^Executing inline event handler violates the following Content Security Policy/]);
  });

  test('no notices: the no-announcement view', async ({ page, request }) => {
    const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, answer: await announcementsWith(request, { player: [] }), times: 1 }]);
    const errors = await openDemo(page, '/m/notice');
    await expect(page.getByTestId('notices-empty')).toHaveText('No announcement');
    await clear();
    expectNoErrors(errors);
  });

  for (const [name, fault] of [
    ['a failed call', { status: 500 }],
    ['a malformed answer', { malformed: true }],
  ] as const) {
    test(`${name}: the error with Retry, which loads the notices`, async ({ page, request }) => {
      // The first try and the query's one automatic retry both fail.
      const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, ...fault, times: 2 }]);
      const errors = await openDemo(page, '/m/notice');
      const alert = page.locator('[data-screen=noticeList] [role=alert]');
      await expect(alert).toContainText('load failed, tap to retry');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('notice-item').first()).toBeVisible();
      await clear();
      expectNoErrors(errors, [refusedWith(500)]);
    });
  }
});

/** A real 1×1 png. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

test.describe('feedback', () => {
  const route = demo.routes.find((r) => r.path === '/m/feedback');

  test('a guest is sent where the route rule says, and a free-trial account is refused', async ({ page, request }) => {
    if (!route) throw new Error('no /m/feedback route');
    let errors = await openDemo(page, '/m/feedback');
    await expect(page).toHaveURL(`${origin}${visitOutcome(route, undefined).url}`);
    await expect(page.getByTestId('feedback-form')).toHaveCount(0);
    expectNoErrors(errors);

    const trial = await liveSession(request, TRIAL, DEMO_CODE, 'fbt');
    errors = await openDemo(page, '/m/home', { session: trial });
    await expect(page.locator('.lv-home')).toBeVisible();
    await pushInApp(page, '/m/feedback');
    await expect(frame(page).toast).toContainText(FREE_REJECT);
    await expect(page.getByTestId('feedback-form')).toHaveCount(0);
    expectNoErrors(errors);
  });

  test('the word-count hint; too few or too many words are refused before any call', async ({ page, request }) => {
    const session = await liveSession(request, MEMBER, DEMO_CODE, 'fb');
    const errors = await openDemo(page, '/m/feedback', { session });
    const hint = `Feedback content between ${feedbackMinWords} and ${feedbackMaxWords} words`;
    await expect(page.getByTestId('feedback-hint')).toHaveText(hint);
    let sent = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === FEEDBACK) sent += 1;
    });
    await page.getByTestId('feedback-content').fill(words(feedbackMinWords - 1));
    await expect(page.getByTestId('feedback-count')).toHaveText(`Words: ${feedbackMinWords - 1}`);
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error')).toHaveText(hint);
    await expect(page.getByTestId('feedback-content')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('feedback-content')).toBeFocused();
    await page.getByTestId('feedback-content').fill(words(feedbackMaxWords + 1));
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error')).toBeVisible();
    expect(sent).toBe(0);
    expectNoErrors(errors);
  });

  test('images: png or jpg only, at most 5 MB each, at most 3; each refusal names the file', async ({ page, request }) => {
    const session = await liveSession(request, MEMBER, DEMO_CODE, 'fb');
    const errors = await openDemo(page, '/m/feedback', { session });
    const file = page.getByTestId('feedback-file');
    const refused = page.getByTestId('feedback-refused');
    const big = Buffer.concat([PNG, Buffer.alloc(uploadMaxImageBytes + 1 - PNG.length)]);
    await file.setInputFiles([
      png('one.png'),
      { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00', 'binary') },
      { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really an image') },
      { name: 'huge.png', mimeType: 'image/png', buffer: big },
    ]);
    await expect(page.getByTestId('feedback-thumb')).toHaveCount(1);
    await expect(refused.getByRole('listitem')).toHaveText([
      'anim.gif: only png or jpg images can be added',
      'fake.jpg: only png or jpg images can be added',
      `huge.png: the image is larger than ${uploadMaxImageBytes / 1024 / 1024} MB`,
    ]);
    await file.setInputFiles([png('two.png'), png('three.png'), png('four.png')]);
    await expect(page.getByTestId('feedback-thumb')).toHaveCount(uploadMaxImages);
    await expect(refused.getByRole('listitem')).toHaveText([`four.png: at most ${uploadMaxImages} images can be added`]);
    await expect(file).toBeDisabled();
    await page.getByRole('button', { name: 'Remove image two.png' }).click();
    await expect(page.getByTestId('feedback-thumb')).toHaveCount(uploadMaxImages - 1);
    await expect(file).toBeEnabled();
    expectNoErrors(errors);
  });

  test('a failed send keeps the text and images and says why; the next send goes through FEEDBACK3 and empties the form', async ({ page, request }) => {
    const session = await liveSession(request, MEMBER, DEMO_CODE, 'fb');
    const clear = await inLane(page, request, [{ path: FEEDBACK, status: 500, times: 1 }]);
    const errors = await openDemo(page, '/m/feedback', { session });
    const text = words(feedbackMinWords + 2);
    await page.getByTestId('feedback-content').fill(text);
    await page.getByTestId('feedback-file').setInputFiles([png('shot.png')]);
    await expect(page.getByTestId('feedback-thumb')).toHaveCount(1);

    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-send-error')).not.toBeEmpty();
    await expect(page.getByTestId('feedback-content')).toHaveValue(text);
    await expect(page.getByTestId('feedback-thumb')).toHaveCount(1);

    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === FEEDBACK && r.method() === 'PUT');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === FEEDBACK);
    await page.getByTestId('feedback-submit').click();
    const put = await sent;
    expect(put.headers().moduleid).toBe('FEEDBACK3');
    const body = put.postDataJSON() as { content: string; images: string[] };
    expect(body.content).toBe(text);
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect((await answered).status()).toBe(200);
    await expect(frame(page).toast).toContainText('Thank you, your feedback has been sent');
    await expect(page.getByTestId('feedback-content')).toHaveValue('');
    await expect(page.getByTestId('feedback-thumb')).toHaveCount(0);
    await expect(page.getByTestId('feedback-send-error')).toHaveCount(0);
    await clear();
    expectNoErrors(errors, [refusedWith(500)]);
  });
});
