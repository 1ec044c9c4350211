/**
 * The inbox calls (api/inbox.ts): the parsers (a row's claim from its metadata JSON or the content's claim
 * widget; a malformed row or page is an error, unreadable metadata is no claim), the EMFE requests as
 * sent (verbs, repeated inboxIds, recordSource, one call per source), the cache that follows a read and a
 * delete at once, and the delete-undo queue (nothing sent before 5 s, undo sends nothing, a failure brings
 * the rows back, one queue per app, each deletion sent with the session it was made in).
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimStateOf,
  claimStatusQuery,
  deleteMessages,
  getInbox,
  getUnreadCount,
  inboxDeletes,
  inboxListQuery,
  parseClaimStatuses,
  parseInboxClaim,
  parseInboxMessage,
  parseInboxPage,
  readAllMessages,
  readMessages,
  shownUnreadCount,
  unreadCountQuery,
} from '../../src/api/inbox';
import { claimIssuedReward } from '../../src/api/rewards';
import { createDeferredQueue, flushDeferredWrites } from '../../src/api/deferred-writes';
import { control, failure, startSimulatorSession } from './support/simulator';

const { login, requests, server } = startSimulatorSession({ record: true });

const row = (over: Record<string, unknown> = {}) => ({ inboxId: 7, title: 'Hi', content: '<p>x</p>', metadata: null, read: false, createTime: 1_700_000_000_000, recordSource: 'MERCHANT', ...over });

describe('inbox parsers', () => {
  it('reads a row: id as text, read flag, time, source; no claim without metadata or widget', () => {
    expect(parseInboxMessage(row({ read: 'Y' }))).toEqual({ id: '7', title: 'Hi', content: '<p>x</p>', read: true, createdAt: 1_700_000_000_000, source: 'MERCHANT' });
  });

  it('a claim comes from the metadata JSON string, or from the content’s claim widget', () => {
    expect(parseInboxClaim('{"promoType":"BONUS","claimId":"C1","bonus":"18.5"}', '')).toEqual({ claimId: 'C1', promoType: 'BONUS', bonus: 18.5, claimed: false });
    expect(parseInboxClaim({ claimId: 42, claimed: true }, '')).toEqual({ claimId: '42', claimed: true });
    expect(parseInboxClaim(null, '<div data-widget="claim" data-claim-id="W9"></div>')).toEqual({ claimId: 'W9', claimed: false });
    expect(parseInboxClaim('not json', '<p>plain</p>')).toBeUndefined();
    expect(parseInboxClaim('{"bonus":5}', '<div data-widget="claim"></div>')).toBeUndefined();
  });

  it('a row without an id, or a page without its content list, is an error', () => {
    expect(() => parseInboxMessage({ title: 'x' })).toThrow('inboxId is not text');
    expect(() => parseInboxPage({ totalPages: 1 }, 1)).toThrow('content is not a list');
    expect(parseInboxPage({ content: [row()], totalPages: 3 }, 2)).toMatchObject({ page: 2, totalPages: 3, items: [{ id: '7' }] });
  });
});

describe('a message bonus’s claim status (PROMOFE_queryPromotionClaimStatus, unverified shape)', () => {
  it('reads the rows; a row without its claimId or status, or an answer that is not a list, is an error', () => {
    expect(parseClaimStatuses([{ promoType: 'BONUS', claimId: 'C1', status: 'CLAIMABLE', endTime: 5 }])).toEqual([{ promoType: 'BONUS', claimId: 'C1', status: 'CLAIMABLE', endTime: 5 }]);
    expect(parseClaimStatuses([{ claimId: 7, status: 'CLAIMED' }])).toEqual([{ claimId: '7', status: 'CLAIMED' }]);
    expect(() => parseClaimStatuses([{ status: 'CLAIMED' }])).toThrow('claimId is not text');
    expect(() => parseClaimStatuses({ claimId: 'C1' })).toThrow('claim statuses is not a list');
  });

  it('CLAIMED is claimed; EXPIRED or an end time gone by is expired; CLAIMABLE (or a state it does not know) is claimable', () => {
    const now = 1_000;
    expect(claimStateOf({ claimId: 'a', status: 'CLAIMED', endTime: 10 }, now)).toBe('claimed');
    expect(claimStateOf({ claimId: 'a', status: 'EXPIRED' }, now)).toBe('expired');
    expect(claimStateOf({ claimId: 'a', status: 'CLAIMABLE', endTime: 1_000 }, now)).toBe('expired');
    expect(claimStateOf({ claimId: 'a', status: 'CLAIMABLE', endTime: 1_001 }, now)).toBe('claimable');
    expect(claimStateOf({ claimId: 'a', status: 'CLAIMABLE' }, now)).toBe('claimable');
  });

  it('is a POST with {claimIds} under the message centre’s module; a claim it does not name is null', async () => {
    const sent: { method: string; body: unknown; module: string | null }[] = [];
    server.use(
      http.post('*/wps/relay/PROMOFE_queryPromotionClaimStatus', async ({ request }) => {
        sent.push({ method: request.method, body: await request.json(), module: request.headers.get('ModuleId') });
        return HttpResponse.json({ success: true, value: [{ promoType: 'BONUS', claimId: 'C1', status: 'CLAIMED', endTime: 9 }] });
      }),
    );
    const client = new QueryClient();
    expect(await client.fetchQuery(claimStatusQuery('C1'))).toEqual({ promoType: 'BONUS', claimId: 'C1', status: 'CLAIMED', endTime: 9 });
    expect(await client.fetchQuery(claimStatusQuery('C2'))).toBeNull();
    expect(sent).toEqual([
      { method: 'POST', body: { claimIds: ['C1'] }, module: 'INBOX3' },
      { method: 'POST', body: { claimIds: ['C2'] }, module: 'INBOX3' },
    ]);
  });
});

describe('inbox calls against the simulator', () => {
  it('the count and first page come from the EMFE relays; a guest is refused', async () => {
    expect((await failure(getUnreadCount())).errorCode).toBe('login.not.session');
    await login('player01', 'Player123');
    const page = await getInbox(1, 5);
    expect(page.items).toHaveLength(5);
    expect(await getUnreadCount()).toBe((await getInbox(1, 50)).items.filter((m) => !m.read).length);
    expect(requests.map((r) => new URL(r.url).pathname + new URL(r.url).search)).toContain('/wps/relay/EMFE_getInbox?page=1&size=5');
  });

  it('a read marks the cached rows and lowers the count shown at once, then one PUT per record source', async () => {
    await login('player01', 'Player123');
    const client = new QueryClient();
    const unread = await client.fetchQuery(unreadCountQuery());
    await client.fetchInfiniteQuery(inboxListQuery());
    const items = client.getQueryData(inboxListQuery().queryKey)?.pages[0]?.items ?? [];
    const picked = [items.find((m) => !m.read && m.source === 'MERCHANT'), items.find((m) => !m.read && m.source === 'PROMOTION')].filter((m) => m !== undefined);
    expect(picked).toHaveLength(2);
    await control('POST', '/__sim/faults', { path: '/wps/relay/EMFE_updateInboxRead', delayMs: 300, times: 2 });
    const done = readMessages(client, picked);
    // Lowered before the marks are answered; the platform's cached count itself is left as it answered.
    expect(shownUnreadCount(client)).toBe(unread - 2);
    expect(client.getQueryData(unreadCountQuery().queryKey)).toBe(unread);
    // A refetch while the marks are on their way (the platform still counts them) does not put it back up.
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    await client.refetchQueries({ queryKey: unreadCountQuery().queryKey });
    expect(client.getQueryData(unreadCountQuery().queryKey)).toBe(unread);
    expect(shownUnreadCount(client)).toBe(unread - 2);
    await done;
    // Settled: the platform's count was read again after the marks, and nothing is taken off it twice.
    expect(client.getQueryData(unreadCountQuery().queryKey)).toBe(unread - 2);
    expect(shownUnreadCount(client)).toBe(unread - 2);
    const puts = requests.filter((r) => r.method === 'PUT').map((r) => [new URL(r.url).pathname, new URL(r.url).searchParams.get('recordSource'), r.headers.get('ModuleId')]);
    expect(puts.sort()).toEqual([
      ['/wps/relay/EMFE_updateInboxRead', 'MERCHANT', 'INBOX3'],
      ['/wps/relay/EMFE_updateInboxRead', 'PROMOTION', 'INBOX3'],
    ]);
    expect(await getUnreadCount()).toBe(unread - 2);
  });

  it('a delete sends repeated inboxIds, drops the rows, and settles only once the platform’s count has been read again', async () => {
    await login('player01', 'Player123');
    const client = new QueryClient();
    const unread = await client.fetchQuery(unreadCountQuery());
    await client.fetchInfiniteQuery(inboxListQuery());
    const gone = (client.getQueryData(inboxListQuery().queryKey)?.pages[0]?.items ?? []).filter((m) => !m.read && m.source === 'MERCHANT').slice(0, 2);
    await deleteMessages(client, gone);
    const sent = requests.find((r) => r.method === 'DELETE');
    expect(new URL(sent?.url ?? 'http://x').searchParams.getAll('inboxIds')).toEqual(gone.map((m) => m.id));
    expect(client.getQueryData(unreadCountQuery().queryKey)).toBe(unread - 2);
    expect(client.getQueryData(inboxListQuery().queryKey)?.pages[0]?.items.map((m) => m.id)).not.toContain(gone[0]?.id);
  });

  it('mark all read reads every page: nothing is left unread, and the cached count is 0 at once', async () => {
    await login('player01', 'Player123');
    await control('POST', '/__sim/members/player01/messages', { title: 'x', content: '' });
    const client = new QueryClient();
    expect(await client.fetchQuery(unreadCountQuery())).toBeGreaterThan(0);
    await readAllMessages(client);
    expect(client.getQueryData(unreadCountQuery().queryKey)).toBe(0);
    expect(await getUnreadCount()).toBe(0);
  });

  it('a refused claim is an ApiError carrying the platform’s message', async () => {
    await login('player01', 'Player123');
    await control('POST', '/__sim/faults', { path: '/wps/relay/MCSFE_claimIssuedPromotion', status: 500 });
    expect((await failure(claimIssuedReward('x'))).status).toBe(500);
    expect((await failure(claimIssuedReward('x'))).message).toBe('This reward has already been claimed or has expired');
  });
});

describe('deferred writes (undo for 5 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('hides at once, sends nothing before the delay, sends after it; undo sends nothing and brings the rows back', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => undefined);
    const queue = createDeferredQueue<string>({ delayMs: 5_000, send, onFailed: vi.fn() });
    queue.add(['a']);
    queue.add(['b']);
    expect(queue.state().hidden).toEqual(['a', 'b']);
    queue.undo(queue.state().waiting[1]?.id ?? 0);
    expect(queue.state().hidden).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(['a'], { token: undefined, keepalive: false });
    expect(queue.state()).toEqual({ waiting: [], hidden: [] });
  });

  it('flushDeferredWrites (before a sign-out) sends what waits now; a failed send brings the rows back and reports it', async () => {
    const error = new Error('refused');
    const onFailed = vi.fn();
    const queue = createDeferredQueue<string>({ delayMs: 5_000, send: () => Promise.reject(error), onFailed });
    queue.add(['a', 'b']);
    const flushed = flushDeferredWrites();
    expect(queue.state().waiting).toEqual([]);
    expect(queue.state().hidden).toEqual(['a', 'b']);
    await flushed;
    expect(onFailed).toHaveBeenCalledWith(['a', 'b'], error);
    expect(queue.state().hidden).toEqual([]);
  });

  it("a deletion goes out with the session it was made in, even if the session has changed since", async () => {
    const first = await login('player01', 'Player123');
    const client = new QueryClient();
    await client.fetchInfiniteQuery(inboxListQuery());
    const gone = client.getQueryData(inboxListQuery().queryKey)?.pages[0]?.items.slice(0, 1) ?? [];
    const deletes = inboxDeletes(client);
    deletes.add(gone);
    await login('player01', 'Player123');
    await flushDeferredWrites();
    const sent = requests.find((r) => r.method === 'DELETE');
    expect(sent?.headers.get('Authorization')).toBe(first);
  });

  it('is one queue per app (per query client): a deletion made on one screen can be undone from another', () => {
    const client = new QueryClient();
    client.setQueryData(unreadCountQuery().queryKey, 3);
    const message = parseInboxMessage(row());
    inboxDeletes(client).add([message]);
    expect(shownUnreadCount(client)).toBe(2);
    const later = inboxDeletes(client);
    expect(later.state().hidden).toEqual([message]);
    later.undo(later.state().waiting[0]?.id ?? 0);
    expect(shownUnreadCount(client)).toBe(3);
    expect(inboxDeletes(client).state().hidden).toEqual([]);
  });

  it('the count shown leaves the platform’s count alone: a refetch while a deletion waits, then Undo, ends where it began; a hidden message read meanwhile counts once', async () => {
    const client = new QueryClient();
    let platform = 3;
    const count = { ...unreadCountQuery(), queryFn: async () => platform };
    await client.fetchQuery(count);
    const [a, b] = [parseInboxMessage(row({ inboxId: 1 })), parseInboxMessage(row({ inboxId: 2, read: true }))];
    const deletes = inboxDeletes(client);
    deletes.add([a, b]);
    expect(shownUnreadCount(client)).toBe(2);
    // The platform still counts the waiting message: the badge does not go up.
    await client.refetchQueries({ queryKey: count.queryKey });
    expect(client.getQueryData(count.queryKey)).toBe(3);
    expect(shownUnreadCount(client)).toBe(2);
    deletes.undo(deletes.state().waiting[0]?.id ?? 0);
    expect(shownUnreadCount(client)).toBe(3);
    // Marked read while hidden (cached as read, the platform no longer counts it): taken off once, not twice.
    deletes.add([a]);
    client.setQueryData(['content', 'inbox', 'message', a.id], { ...a, read: true });
    platform = 2;
    await client.refetchQueries({ queryKey: count.queryKey });
    expect(shownUnreadCount(client)).toBe(2);
    deletes.undo(deletes.state().waiting[0]?.id ?? 0);
  });
});
