/**
 * The message centre /m/webEmail and messages /m/message (issue 17), each test with a fresh account (its
 * own seeded inbox): opening a message marks it read and the member centre's and the agent home's
 * badges drop at once; two deletions of unread messages lower the footer's and the member centre's badges
 * at once and Undo raises them, one undone within 5 s, the other sent after 5 s (gone on reload);
 * claiming a message's bonus changes the balance shown.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CODE, liveSession, openDemo } from './account-helpers';
import { AGENT, expectNoErrors, MEMBER } from './helpers';

const unreadRows = (page: Page) => page.locator('[data-testid=inbox-row][data-read=false]');

async function openFirstUnread(page: Page) {
  await expect(page.getByTestId('inbox-list')).toBeVisible();
  const row = unreadRows(page).first();
  const title = (await row.locator('.lv-inbox-title').textContent()) ?? '';
  await row.getByTestId('inbox-open').click();
  await expect(page).toHaveURL(/\/m\/message\?id=\d+$/);
  await expect(page.getByTestId('message-title')).toHaveText(title);
}

test('a member opens a message from news/mail: it is marked read and the member centre’s badge drops at once', async ({ page, request }) => {
  const session = await liveSession(request, MEMBER, DEMO_CODE, 'msg');
  const errors = await openDemo(page, '/m/mine', { session });
  const badge = page.getByTestId('mc-badge-mail');
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number(await badge.textContent());
  await page.getByTestId('mc-item-mail').click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(unreadRows(page)).toHaveCount(Math.min(before, 10));
  await openFirstUnread(page);
  await page.goBack();
  await expect(unreadRows(page)).toHaveCount(Math.min(before - 1, 10));
  await page.goBack();
  await expect(badge).toHaveText(String(before - 1));
  expectNoErrors(errors);
});

test('the agent home’s messages tool badge follows a message read', async ({ page, request }) => {
  const session = await liveSession(request, AGENT, DEMO_CODE, 'msga');
  const errors = await openDemo(page, '/m/agent', { session });
  const badge = page.getByTestId('agent-badge-messages');
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number(await badge.textContent());
  await page.getByTestId('agent-item-messages').click();
  await openFirstUnread(page);
  await page.goBack();
  await page.goBack();
  await expect(badge).toHaveText(String(before - 1));
  expectNoErrors(errors);
});

test('two deletions: the badges drop at once and come back on Undo; the one undone within 5 s stays with nothing sent, the other is sent after 5 s and gone on reload', async ({ page, request }) => {
  const session = await liveSession(request, MEMBER, DEMO_CODE, 'msgd');
  const errors = await openDemo(page, '/m/mine', { session });
  const centreBadge = page.getByTestId('mc-badge-mail');
  const footerBadge = page.getByTestId('footer-badge-members');
  await expect(centreBadge).toHaveText(/^\d+$/);
  const before = Number(await centreBadge.textContent());
  await expect(footerBadge).toHaveText(String(before));
  await page.getByTestId('mc-item-mail').click();
  const rows = page.getByTestId('inbox-row');
  await expect(rows).toHaveCount(10);
  // The two newest messages, both unread, so each deletion moves the badges.
  await expect(rows.nth(0)).toHaveAttribute('data-read', 'false');
  await expect(rows.nth(1)).toHaveAttribute('data-read', 'false');
  const [kept, gone] = await Promise.all([rows.nth(0).getAttribute('data-id'), rows.nth(1).getAttribute('data-id')]);
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && r.url().includes('EMFE_deleteInbox')) deletes.push(r.url());
  });
  await rows.nth(0).getByTestId('inbox-delete').click();
  await expect(footerBadge).toHaveText(String(before - 1));
  // Waited for from before the click that starts its 5 s, so a quick send is not missed.
  const sending = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('EMFE_deleteInbox'), { timeout: 20_000 });
  await page.locator(`[data-testid=inbox-row][data-id="${gone}"]`).getByTestId('inbox-delete').click();
  await expect(page.getByTestId('inbox-undo-bar')).toHaveCount(2);
  await expect(footerBadge).toHaveText(String(before - 2));
  await expect(page.locator(`[data-testid=inbox-row][data-id="${kept}"]`)).toHaveCount(0);
  // Still within the first deletion's 5 s: the member centre's badge has dropped too, and Undo works after Back.
  await page.goBack();
  await expect(centreBadge).toHaveText(String(before - 2));
  await page.goForward();
  await page.getByTestId('inbox-undo-button').first().click();
  await expect(page.locator(`[data-testid=inbox-row][data-id="${kept}"]`)).toBeVisible();
  await expect(footerBadge).toHaveText(String(before - 1));

  const sent = await sending;
  expect(new URL(sent.url()).searchParams.getAll('inboxIds')).toEqual([gone]);
  await sent.response();
  await expect(page.getByTestId('inbox-undo-bar')).toHaveCount(0);
  await page.goBack();
  await expect(centreBadge).toHaveText(String(before - 1));
  await page.goForward();
  await page.reload();
  await expect(rows.first()).toHaveAttribute('data-id', kept ?? '');
  await expect(page.locator(`[data-testid=inbox-row][data-id="${gone}"]`)).toHaveCount(0);
  await expect(footerBadge).toHaveText(String(before - 1));
  // The undone deletion was never sent: the only DELETE names the other message.
  expect(deletes.map((url) => new URL(url).searchParams.getAll('inboxIds'))).toEqual([[gone]]);
  expectNoErrors(errors);
});

test('a member claims a message’s bonus: the message says so and the balance shown grows by it', async ({ page, request }) => {
  const session = await liveSession(request, MEMBER, DEMO_CODE, 'msgc');
  await request.put(`/__sim/members/${session.userName}/wallet`, { headers: { Merchant: DEMO_CODE }, data: { balance: 100 } });
  const errors = await openDemo(page, '/m/webEmail', { session });
  await page.getByTestId('inbox-row').filter({ hasText: 'A gift for you' }).getByTestId('inbox-open').click();
  const balance = page.getByTestId('message-balance');
  await expect(balance).toHaveText(/100\.00/);
  await page.getByTestId('message-claim-button').click();
  await expect(page.getByTestId('message-claimed')).toHaveText('Bonus claimed: it has been added to your balance.');
  await expect(balance).toHaveText(/118\.00/);
  expectNoErrors(errors);
});
