// @vitest-environment jsdom
/**
 * The message centre and message screens against the simulator (msw forwarding to it): the waiting,
 * empty and failed (with Retry) states; a row deleted and undone stays with nothing sent; the unread badge
 * while a deletion waits (through a refetch of the count), after Undo and after a failure; opening a message
 * shows its sanitised content and marks it read (the count shown drops at once); a bonus's state from the
 * claim-status call (the simulator's, held back or overridden where a test says), a claim that says it was
 * claimed, a final refusal without Try again and a dropped connection with it; where focus goes; a player
 * the config does not offer the inbox to (MAILCEN off) is told so.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { getUnreadCount, type InboxMessage, inboxDeletes, unreadCountQuery } from '../../src/api/inbox';
import type { MenuItem, MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { UnreadBubble, useUnreadBadges } from '../../src/ui/unread-badge';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import InboxScreen from '../../src/widgets/inbox/inbox-screen';
import MessageScreen from '../../src/widgets/inbox/message-screen';
import { flushDeferredWrites } from '../../src/api/deferred-writes';
import { control, SIM_BASE, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const routeOf = (path: string) => config.routes.find((r) => r.path === path) as Route;
const { login, requests, server } = startSimulatorSession({ record: true });

/** A claim status a test sets for every bonus, instead of the one read from the simulator's promotions. */
let statusOverride: { status: string; endTime?: number } | undefined;
/** Holds the claim-status answers back until it settles. */
let statusGate: Promise<void> | undefined;

/**
 * PROMOFE_queryPromotionClaimStatus: the simulator answers it (from its issued promotions); a test may hold
 * the answer back (statusGate) or set one status for every bonus (statusOverride).
 */
function serveClaimStatus() {
  server.use(
    http.post(`${SIM_BASE}/wps/relay/PROMOFE_queryPromotionClaimStatus`, async ({ request }) => {
      await statusGate;
      if (!statusOverride) return undefined;
      const { claimIds } = (await request.json()) as { claimIds: string[] };
      const status = statusOverride;
      return HttpResponse.json({ success: true, value: claimIds.map((claimId) => ({ promoType: 'BONUS', claimId, ...status })) });
    }),
  );
}

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  statusOverride = undefined;
  statusGate = undefined;
  serveClaimStatus();
});
afterEach(async () => {
  cleanup();
  // The app's deletion queue outlives the screens: what a test left waiting goes now, not in the next test.
  await flushDeferredWrites();
});

/** The member menu's inbox badge, as ui/unread-badge shows it. */
function InboxBadge() {
  const counts = useUnreadBadges([{ badge: 'unreadInbox' } as MenuItem]);
  return <UnreadBubble count={counts.unreadInbox ?? 0} testId="inbox-badge" />;
}

function renderAt(path: string, change: Parameters<typeof fakeWidgetEnv>[1] = {}, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const env = fakeWidgetEnv(config, change);
  const node = path.startsWith('/m/message') ? <MessageScreen route={routeOf('/m/message')} /> : <InboxScreen route={routeOf('/m/webEmail')} />;
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <WidgetEnvContext.Provider value={env}>
          {node}
          <InboxBadge />
        </WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, env, view };
}

const badge = () => Number(screen.queryByTestId('inbox-badge')?.textContent ?? 0);

async function signIn() {
  const username = `inboxui${Math.random().toString(36).slice(2, 8)}`;
  await control('POST', '/__sim/members', { username, password: 'Secret123', balance: 50 });
  await login(username, 'Secret123');
  useSessionStore.setState({ session: { token: 't', userName: username, type: 0 } } as never);
  return username;
}

describe('message centre states', () => {
  it('waits while the list loads, then shows the messages with their unread marks and Load more', async () => {
    await signIn();
    await control('POST', '/__sim/faults', { path: '/wps/relay/EMFE_getInbox', delayMs: 300 });
    renderAt('/m/webEmail');
    expect(screen.getByTestId('inbox').dataset.state).toBe('loading');
    expect(screen.getByTestId('inbox').textContent).toContain('please wait');
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.dataset.read === 'false').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('inbox-more'));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row').length).toBeGreaterThan(10));
  });

  it('an empty inbox says so', async () => {
    await signIn();
    await control('POST', '/__sim/faults', { path: '/wps/relay/EMFE_getInbox', answer: { success: true, value: { content: [], totalPages: 0 } } });
    renderAt('/m/webEmail');
    expect((await screen.findByTestId('inbox-empty')).textContent).toContain('No messages');
  });

  it('a failed or malformed list shows the failure with Retry, which loads it', async () => {
    await signIn();
    await control('POST', '/__sim/faults', { path: '/wps/relay/EMFE_getInbox', answer: { success: true, value: { content: 'nope' } } });
    renderAt('/m/webEmail');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByTestId('inbox-row')).length).toBeGreaterThan(0);
  });

  it('a deleted row goes at once and comes back on Undo, with no delete sent', async () => {
    await signIn();
    renderAt('/m/webEmail');
    const [first] = await screen.findAllByTestId('inbox-row');
    const title = first?.dataset.id;
    fireEvent.click(within(first as HTMLElement).getByTestId('inbox-delete'));
    expect(screen.getAllByTestId('inbox-row').map((r) => r.dataset.id)).not.toContain(title);
    expect((screen.getByTestId('inbox-undo-bar')).textContent).toContain('Messages deleted: 1');
    fireEvent.click(screen.getByTestId('inbox-undo-button'));
    expect(screen.getAllByTestId('inbox-row')[0]?.dataset.id).toBe(title);
    cleanup();
    // A call answered after the screen closed: any DELETE sent at the close has been recorded by now.
    await getUnreadCount();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('keeps focus for the keyboard: on the next row after a delete, on the restored row after Undo', async () => {
    await signIn();
    renderAt('/m/webEmail');
    const [first, second] = await screen.findAllByTestId('inbox-row');
    const del = within(first as HTMLElement).getByTestId('inbox-delete');
    del.focus();
    fireEvent.click(del);
    await waitFor(() => expect(document.activeElement).toBe(within(second as HTMLElement).getByTestId('inbox-delete')));
    const undo = screen.getByTestId('inbox-undo-button');
    undo.focus();
    fireEvent.click(undo);
    const restored = screen.getAllByTestId('inbox-row').find((r) => r.dataset.id === first?.dataset.id) as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(within(restored).getByTestId('inbox-open')));
  });

  it('a deleted unread row lowers the badge at once; a refetch of the count while it waits keeps it down; Undo puts it back exactly', async () => {
    await signIn();
    const { client } = renderAt('/m/webEmail');
    const unread = await client.fetchQuery(unreadCountQuery());
    await waitFor(() => expect(badge()).toBe(unread));
    const row = (await screen.findAllByTestId('inbox-row')).find((r) => r.dataset.read === 'false') as HTMLElement;
    fireEvent.click(within(row).getByTestId('inbox-delete'));
    expect(badge()).toBe(unread - 1);
    // Another message read, the window focused or the count gone stale: the platform still counts the waiting one.
    await act(() => client.refetchQueries({ queryKey: unreadCountQuery().queryKey }));
    expect(client.getQueryData(unreadCountQuery().queryKey)).toBe(unread);
    expect(badge()).toBe(unread - 1);
    fireEvent.click(screen.getByTestId('inbox-undo-button'));
    expect(badge()).toBe(unread);
    await act(() => client.refetchQueries({ queryKey: unreadCountQuery().queryKey }));
    expect(badge()).toBe(unread);
  });

  it('a failed deletion puts the badge back exactly; a sent one lowers it for good, the platform’s count read again', async () => {
    await signIn();
    const { client, env } = renderAt('/m/webEmail');
    const unread = await client.fetchQuery(unreadCountQuery());
    await waitFor(() => expect(badge()).toBe(unread));
    await control('POST', '/__sim/faults', { path: '/wps/relay/EMFE_deleteInbox', status: 500 });
    const firstUnread = () => screen.getAllByTestId('inbox-row').find((r) => r.dataset.read === 'false') as HTMLElement;
    fireEvent.click(within(firstUnread()).getByTestId('inbox-delete'));
    expect(badge()).toBe(unread - 1);
    await act(() => flushDeferredWrites());
    expect(badge()).toBe(unread);
    expect(env.notify).toHaveBeenCalledWith(expect.stringContaining('could not be deleted'), 'error');
    fireEvent.click(within(firstUnread()).getByTestId('inbox-delete'));
    expect(badge()).toBe(unread - 1);
    await act(() => flushDeferredWrites());
    expect(client.getQueryData(unreadCountQuery().queryKey)).toBe(unread - 1);
    expect(badge()).toBe(unread - 1);
  });

  it('listens for failed deletions once per queue, not again on every render', async () => {
    await signIn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const listen = vi.spyOn(inboxDeletes(client), 'onFailure');
    renderAt('/m/webEmail', {}, client);
    const [first] = await screen.findAllByTestId('inbox-row');
    fireEvent.click(within(first as HTMLElement).getByTestId('inbox-delete'));
    fireEvent.click(screen.getByTestId('inbox-undo-button'));
    fireEvent.click(screen.getByTestId('inbox-select'));
    expect(listen).toHaveBeenCalledTimes(1);
  });

  it('when waiting deletions hide every loaded row, the inbox is not called empty and still offers Load more', async () => {
    await signIn();
    renderAt('/m/webEmail');
    await screen.findAllByTestId('inbox-row');
    fireEvent.click(screen.getByTestId('inbox-select'));
    for (const box of screen.getAllByTestId('inbox-check')) fireEvent.click(box);
    fireEvent.click(screen.getByTestId('inbox-delete-selected'));
    expect(screen.queryAllByTestId('inbox-row')).toHaveLength(0);
    expect(screen.queryByTestId('inbox-empty')).toBeNull();
    expect(screen.getByTestId('inbox-more')).toBeTruthy();
  }, 20_000);

  it('is not offered when the news/mail flag is off for a member', async () => {
    await signIn();
    renderAt('/m/webEmail', { shows: (when) => !when?.flag && !when?.menu });
    expect((screen.getByTestId('inbox-not-offered')).textContent).toBe('Sorry, this account does not have permission or the feature is temporarily unavailable');
  });
});

describe('one message', () => {
  it('shows the sanitised content and marks the message read; the unread count drops at once', async () => {
    await signIn();
    const { client } = renderAt('/m/message?id=10');
    const unread = await client.fetchQuery(unreadCountQuery());
    const content = await screen.findByTestId('message-content');
    expect((screen.getByTestId('message-title')).textContent).toContain('Maintenance notice');
    expect(content.querySelector('script')).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    // Settled: the mark has been answered and the count read again from the platform.
    await waitFor(() => expect(client.getQueryState(unreadCountQuery().queryKey)?.fetchStatus).toBe('idle'));
    await waitFor(() => expect(client.getQueryData(unreadCountQuery().queryKey)).toBe(unread - 1));
    expect(requests.some((r) => r.method === 'PUT' && new URL(r.url).pathname === '/wps/relay/EMFE_updateInboxRead')).toBe(true);
  });

  it('claims its bonus once for two quick taps (claimed, balance read again, focus on the result); after a reload it still says claimed; a message gone says so', async () => {
    await signIn();
    const { client } = renderAt('/m/message?id=11');
    const button = await screen.findByTestId('message-claim-button');
    button.focus();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('message-claimed').textContent).toContain('Bonus claimed'));
    await waitFor(() => expect((screen.getByTestId('message-balance')).textContent).toContain('68.00'));
    expect(requests.filter((r) => new URL(r.url).pathname === '/wps/relay/MCSFE_claimIssuedPromotion')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByTestId('message-claimed'));
    await waitFor(() => expect(client.getQueryData<InboxMessage>(['content', 'inbox', 'message', '11'])?.claim?.claimed).toBe(true));
    cleanup();
    renderAt('/m/message?id=11');
    await waitFor(() => expect(screen.getByTestId('message-claimed').textContent).toContain('This bonus has already been claimed.'));
    expect(screen.queryByTestId('message-claim-button')).toBeNull();
    cleanup();
    renderAt('/m/message?id=999');
    expect((await screen.findByTestId('message-gone')).textContent).toContain('This message is no longer available.');
  });

  it('Delete hides the message with Undo (nothing sent), focus on Undo and back on Delete after it', async () => {
    await signIn();
    renderAt('/m/message?id=9');
    const del = await screen.findByTestId('message-delete');
    del.focus();
    fireEvent.click(del);
    expect(screen.queryByTestId('message-title')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('inbox-undo-button')));
    fireEvent.click(screen.getByTestId('inbox-undo-button'));
    expect(screen.getByTestId('message-title').textContent).toBe('Lottery results');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('message-delete')));
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('after Back to the inbox the deletion still waits with its Undo; undone there, nothing is sent; else it goes after 5 s', async () => {
    await signIn();
    const { client } = renderAt('/m/message?id=9');
    fireEvent.click(await screen.findByTestId('message-delete'));
    cleanup();
    renderAt('/m/webEmail', {}, client);
    await screen.findAllByTestId('inbox-row');
    expect(screen.getAllByTestId('inbox-row').map((r) => r.dataset.id)).not.toContain('9');
    fireEvent.click(screen.getByTestId('inbox-undo-button'));
    expect(screen.getAllByTestId('inbox-row').map((r) => r.dataset.id)).toContain('9');
    const row9 = screen.getAllByTestId('inbox-row').find((r) => r.dataset.id === '9') as HTMLElement;
    fireEvent.click(within(row9).getByTestId('inbox-delete'));
    cleanup();
    await getUnreadCount();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).searchParams.getAll('inboxIds'))).toEqual([['9']]), { timeout: 7_000 });
  }, 10_000);

  it('a refusal the platform means (its error code) shows its message and is final: no Try again, focus on the message', async () => {
    await signIn();
    await control('POST', '/__sim/faults', { path: '/wps/relay/MCSFE_claimIssuedPromotion', answer: { success: false, errorCode: 'promo.closed', message: 'The promotion has ended' } });
    renderAt('/m/message?id=11');
    const button = await screen.findByTestId('message-claim-button');
    button.focus();
    fireEvent.click(button);
    expect((await screen.findByTestId('message-claim-error')).textContent).toContain('The promotion has ended');
    await waitFor(() => expect(screen.queryByTestId('message-claim-button')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('message-claim-error')));
  });

  it('a dropped connection stays retryable: Try again claims it', async () => {
    await signIn();
    await control('POST', '/__sim/faults', { path: '/wps/relay/MCSFE_claimIssuedPromotion', drop: true });
    renderAt('/m/message?id=11');
    fireEvent.click(await screen.findByTestId('message-claim-button'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('message-claimed').textContent).toContain('Bonus claimed'));
  });

  it('the claim status decides over the message’s hint: CLAIMED says claimed, EXPIRED or an end time gone by says expired, both without Claim', async () => {
    await signIn();
    const cases: [typeof statusOverride, string][] = [
      [{ status: 'CLAIMED' }, 'This bonus has already been claimed.'],
      [{ status: 'EXPIRED' }, 'This bonus has expired.'],
      [{ status: 'CLAIMABLE', endTime: Date.now() - 1_000 }, 'This bonus has expired.'],
    ];
    for (const [status, said] of cases) {
      statusOverride = status;
      let answer: () => void = () => undefined;
      statusGate = new Promise((resolve) => {
        answer = resolve;
      });
      renderAt('/m/message?id=11');
      // The first paint follows the message's hint (not claimed): Claim shows until the status answers.
      expect(await screen.findByTestId('message-claim-button')).toBeTruthy();
      answer();
      await waitFor(() => expect(screen.getByTestId('message-claimed').textContent).toBe(said));
      expect(screen.queryByTestId('message-claim-button')).toBeNull();
      cleanup();
    }
    expect(requests.filter((r) => new URL(r.url).pathname === '/wps/relay/MCSFE_claimIssuedPromotion')).toEqual([]);
  }, 20_000);

  it('when the undo time runs out after Delete, focus moves from Undo to the back link', async () => {
    await signIn();
    renderAt('/m/message?id=9');
    const del = await screen.findByTestId('message-delete');
    del.focus();
    fireEvent.click(del);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('inbox-undo-button')));
    await act(() => flushDeferredWrites());
    await waitFor(() => expect(screen.queryByTestId('inbox-undo-button')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('message-back')));
  });
});
