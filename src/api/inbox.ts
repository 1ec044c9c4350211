/**
 * The member inbox (platform-api-member.md §6: the EMFE relays that replaced CSP_* in the member centre):
 * unread count, the paged list, mark read, delete, and claiming the bonus a message carries. Reads and
 * deletes show at once: the cached rows are marked or hidden, and the unread count shown (every badge)
 * is the platform's less the messages read or deleted that it may still count (useUnreadCount); then
 * the platform is asked again. A message's bonus is an issued promotion, claimed through api/rewards
 * (claimIssuedReward, useClaim); its state comes from the claim-status call.
 *
 * *Unverified*: the row fields beyond inboxId, title, content and metadata (read, createTime,
 * recordSource), the metadata's `claimed`, the answers of read and delete, a claim marked only in the
 * content (`<div data-widget="claim" data-claim-id>`), and the claim-status call's body, module and
 * status values (CLAIMABLE, CLAIMED, EXPIRED).
 */
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createDeferredQueue, type DeferredQueue, type SendHow } from './deferred-writes';
import { isRecord, request } from './http';
import { type Json, list, number, object, optionalNumber, optionalText, flag, text } from './parse';

export const INBOX_PAGE_SIZE = 10;

export interface InboxClaim {
  claimId: string;
  promoType?: string;
  bonus?: number;
  /**
   * The metadata's `claimed` (*unverified*: the simulator's): only a hint for the first paint, until the
   * claim-status call (claimStatusQuery) answers.
   */
  claimed: boolean;
}

export interface InboxMessage {
  id: string;
  title: string;
  /** The server's HTML, not sanitised: render it only through ui/server-html's ServerHtml. */
  content: string;
  read: boolean;
  createdAt?: number;
  /** The record source read and delete calls name. */
  source: string;
  /** The bonus the message carries, where it carries one. */
  claim?: InboxClaim;
}

export interface InboxPage {
  items: InboxMessage[];
  page: number;
  totalPages: number;
}

/** The metadata JSON (a string, or already an object); anything unreadable counts as none, not as a broken message. */
function parseMetadata(raw: unknown): Json {
  if (isRecord(raw)) return raw;
  if (typeof raw !== 'string' || !raw.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const CLAIM_WIDGET = /<div\b[^>]*\bdata-widget\s*=\s*["']?claim\b[^>]*>/i;
const CLAIM_ID_ATTR = /\bdata-claim-id\s*=\s*["']?([\w.-]+)/i;

/** The claim a message carries: its metadata's claimId, else the claim widget's own id in the content. */
export function parseInboxClaim(metadata: unknown, content: string): InboxClaim | undefined {
  const meta = parseMetadata(metadata);
  const widget = CLAIM_WIDGET.exec(content)?.[0];
  const claimId = (typeof meta.claimId === 'string' || typeof meta.claimId === 'number' ? String(meta.claimId) : undefined) ?? (widget ? CLAIM_ID_ATTR.exec(widget)?.[1] : undefined);
  if (!claimId) return undefined;
  const promoType = typeof meta.promoType === 'string' ? meta.promoType : undefined;
  const bonus = Number(meta.bonus);
  return { claimId, claimed: meta.claimed === true, ...(promoType ? { promoType } : {}), ...(meta.bonus !== undefined && meta.bonus !== null && Number.isFinite(bonus) ? { bonus } : {}) };
}

export function parseInboxMessage(entry: unknown): InboxMessage {
  const m = object(entry, 'message');
  const content = optionalText(m, 'content') ?? '';
  const claim = parseInboxClaim(m.metadata, content);
  const createdAt = optionalNumber(m, 'createTime');
  return {
    id: text(m, 'inboxId'),
    title: optionalText(m, 'title') ?? '',
    content,
    read: flag(m, 'read'),
    source: optionalText(m, 'recordSource') ?? '',
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(claim ? { claim } : {}),
  };
}

export function parseInboxPage(value: unknown, page: number): InboxPage {
  const r = object(value, 'inbox');
  return { items: list(r.content, 'content', parseInboxMessage), page, totalPages: number(r, 'totalPages') };
}

const parseUnreadCount = (value: unknown): number => number({ value }, 'value');

// ---------------------------------------------------------------- calls

export const getUnreadCount = (signal?: AbortSignal) => request('/wps/relay/EMFE_getInboxUnreadCount', { parse: parseUnreadCount, signal });

export const getInbox = (page: number, size = INBOX_PAGE_SIZE, signal?: AbortSignal) =>
  request('/wps/relay/EMFE_getInbox', { query: { page, size }, parse: (value) => parseInboxPage(value, page), signal });

/** One source's messages marked read (INBOX3). */
export const markInboxRead = (ids: readonly string[], source: string) =>
  request('/wps/relay/EMFE_updateInboxRead', { method: 'PUT', moduleId: 'INBOX3', query: { recordSource: source }, body: ids.length === 1 ? { id: ids[0] } : { ids }, parse: () => undefined });

/** One source's messages deleted (INBOX3). */
export const deleteInbox = (ids: readonly string[], source: string, how?: SendHow) =>
  request('/wps/relay/EMFE_deleteInbox', { method: 'DELETE', moduleId: 'INBOX3', query: { inboxIds: ids, recordSource: source }, parse: () => undefined, ...how });

// ---------------------------------------------------------------- a message's bonus: its claim status

/** A bonus's state as the claim-status call names it (*unverified* values); any other counts as claimable. */
export interface PromotionClaimStatus {
  claimId: string;
  promoType?: string;
  status: string;
  endTime?: number;
}

export const parseClaimStatuses = (value: unknown): PromotionClaimStatus[] =>
  list(value, 'claim statuses', (entry) => {
    const r = object(entry, 'claim status');
    const promoType = optionalText(r, 'promoType');
    const endTime = optionalNumber(r, 'endTime');
    return { claimId: text(r, 'claimId'), status: text(r, 'status'), ...(promoType ? { promoType } : {}), ...(endTime === undefined ? {} : { endTime }) };
  });

/**
 * The claim state of bonuses messages carry (platform-api-member.md §6 "claim from message": POST
 * PROMOFE_queryPromotionClaimStatus -> [{promoType, claimId, status, endTime}]). *Unverified*: the body
 * `{claimIds}` and the module (INBOX3, where the claim is made).
 */
export const getClaimStatuses = (claimIds: readonly string[], signal?: AbortSignal) =>
  request('/wps/relay/PROMOFE_queryPromotionClaimStatus', { method: 'POST', moduleId: 'INBOX3', body: { claimIds }, parse: parseClaimStatuses, signal });

export type InboxClaimState = 'claimable' | 'claimed' | 'expired';

/** What a message's bonus offers: claimed; expired (so named, or past its end time); else claimable. */
export function claimStateOf(status: PromotionClaimStatus, now: number): InboxClaimState {
  if (status.status === 'CLAIMED') return 'claimed';
  if (status.status === 'EXPIRED' || (status.endTime !== undefined && status.endTime <= now)) return 'expired';
  return 'claimable';
}

/** One bonus's claim status; null when the platform does not name it (the message's hint stands then). */
export const claimStatusQuery = (claimId: string) =>
  queryOptions({
    queryKey: ['content', 'inbox', 'claim', claimId],
    queryFn: async ({ signal }) => (await getClaimStatuses([claimId], signal)).find((s) => s.claimId === claimId) ?? null,
  });

/** The messages grouped by record source: each read or delete call names one source. */
function bySource(messages: readonly InboxMessage[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const m of messages) groups.set(m.source, [...(groups.get(m.source) ?? []), m.id]);
  return groups;
}

// ---------------------------------------------------------------- queries and the cache

export const unreadCountQuery = () => queryOptions({ queryKey: ['content', 'inbox', 'unread'], queryFn: ({ signal }) => getUnreadCount(signal), staleTime: 30_000 });

export const inboxListQuery = () =>
  infiniteQueryOptions({
    queryKey: ['content', 'inbox', 'list'],
    queryFn: ({ pageParam, signal }) => getInbox(pageParam, INBOX_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InboxPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const useInboxList = () => useInfiniteQuery(inboxListQuery());

/** How many 50-row pages a walk of the inbox reads at most (a simulator inbox keeps 200 messages). */
const WALK_PAGES = 20;

/** The inbox's pages one at a time (not all at once), until `done` says stop, the last page, or WALK_PAGES. */
async function walkInbox(done: (items: readonly InboxMessage[]) => boolean, signal?: AbortSignal): Promise<InboxMessage[]> {
  const seen: InboxMessage[] = [];
  for (let page = 1; page <= WALK_PAGES; page++) {
    const answer = await getInbox(page, 50, signal);
    seen.push(...answer.items);
    if (done(answer.items) || page >= answer.totalPages) break;
  }
  return seen;
}

/** One message: from the cached list when it is there, else from the platform's pages; undefined when gone. */
export const inboxMessageQuery = (client: QueryClient, id: string) =>
  queryOptions({
    queryKey: ['content', 'inbox', 'message', id],
    queryFn: async ({ signal }) => (await walkInbox((items) => items.some((m) => m.id === id), signal)).find((m) => m.id === id) ?? null,
    initialData: () => cachedMessages(client).find((m) => m.id === id),
    initialDataUpdatedAt: () => client.getQueryState(listKey)?.dataUpdatedAt,
    staleTime: 30_000,
  });

const listKey = inboxListQuery().queryKey;

function cachedMessages(client: QueryClient): InboxMessage[] {
  return client.getQueryData<InfiniteData<InboxPage>>(listKey)?.pages.flatMap((p) => p.items) ?? [];
}

const unreadCountKey = unreadCountQuery().queryKey;

/**
 * Changes the cached list and messages (a read marks the rows read, a sent deletion drops them). Fetches of
 * the list and messages in flight are cancelled first, so a stale answer cannot bring an old state back.
 */
async function patchInbox(client: QueryClient, messages: readonly InboxMessage[], change: 'read' | 'deleted') {
  await Promise.all([client.cancelQueries({ queryKey: listKey }), client.cancelQueries({ queryKey: ['content', 'inbox', 'message'] })]);
  const ids = new Set(messages.map((m) => m.id));
  client.setQueryData<InfiniteData<InboxPage>>(listKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: change === 'deleted' ? p.items.filter((m) => !ids.has(m.id)) : p.items.map((m) => (ids.has(m.id) ? { ...m, read: true } : m)),
          })),
        }
      : data,
  );
  for (const id of ids) {
    client.setQueryData<InboxMessage | null>(['content', 'inbox', 'message', id], (m) => (m && change === 'read' ? { ...m, read: true } : change === 'deleted' ? null : m));
  }
}

/** The platform's count read again, also where no badge shows it now; settles when the answer is in. */
const refreshUnreadCount = (client: QueryClient) => client.invalidateQueries({ queryKey: unreadCountKey, refetchType: 'all' });

/** One call per record source, every one settled (none still in flight when the cache is checked again); the first failure is thrown. */
async function perSource(messages: readonly InboxMessage[], call: (ids: string[], source: string) => Promise<void>): Promise<void> {
  const results = await Promise.allSettled([...bySource(messages)].map(([source, ids]) => call(ids, source)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

// ---------------------------------------------------------------- the unread count shown

/**
 * The messages being marked read, per query client (by id, with how many reads of each are on their way),
 * until the platform's count has been read again after the mark.
 */
interface ReadsInFlight {
  ids: () => Iterable<string>;
  add: (messages: readonly InboxMessage[]) => void;
  remove: (messages: readonly InboxMessage[]) => void;
  subscribe: (listener: () => void) => () => void;
}

const readQueues = new WeakMap<QueryClient, ReadsInFlight>();

function readsInFlight(client: QueryClient): ReadsInFlight {
  const existing = readQueues.get(client);
  if (existing) return existing;
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const reads: ReadsInFlight = {
    ids: () => counts.keys(),
    add: (messages) => {
      for (const m of messages) counts.set(m.id, (counts.get(m.id) ?? 0) + 1);
      changed();
    },
    remove: (messages) => {
      for (const m of messages) {
        const left = (counts.get(m.id) ?? 1) - 1;
        if (left > 0) counts.set(m.id, left);
        else counts.delete(m.id);
      }
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  readQueues.set(client, reads);
  return reads;
}

/** Whether a message is unread as the cache knows it now (a read marks the cached rows at once). */
function unreadNow(client: QueryClient, message: InboxMessage): boolean {
  const cached = client.getQueryData<InboxMessage | null>(['content', 'inbox', 'message', message.id]) ?? cachedMessages(client).find((m) => m.id === message.id);
  return !(cached ?? message).read;
}

/**
 * How many unread messages the platform's count may still hold that the player no longer sees unread: those
 * being marked read, and the unread ones hidden by a deletion (waiting for its undo time, or being sent).
 * Each counts once, however many of these it is in.
 */
function unreadPending(client: QueryClient): number {
  const hidden = inboxDeletes(client)
    .state()
    .hidden.filter((m) => unreadNow(client, m))
    .map((m) => m.id);
  return new Set([...readsInFlight(client).ids(), ...hidden]).size;
}

/**
 * The unread count to show: the platform's, less the messages it may still count though the player read or
 * deleted them (unreadPending). The platform's cached count itself is never edited, so a refetch while a
 * deletion waits (another message read, the window focused, the count gone stale) cannot put the badge up.
 */
export function shownUnreadCount(client: QueryClient): number | undefined {
  const count = client.getQueryData<number>(unreadCountKey);
  return count === undefined ? undefined : Math.max(0, count - unreadPending(client));
}

const pendingWatchers = new WeakMap<QueryClient, (listener: () => void) => () => void>();

/** Calls `listener` when what unreadPending reads may have changed: the reads, the deletions, the cached rows. */
function watchPending(client: QueryClient): (listener: () => void) => () => void {
  const existing = pendingWatchers.get(client);
  if (existing) return existing;
  const watch = (listener: () => void) => {
    const stops = [
      readsInFlight(client).subscribe(listener),
      inboxDeletes(client).subscribe(listener),
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryKey[1] === 'inbox') listener();
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  };
  pendingWatchers.set(client, watch);
  return watch;
}

/** The unread count every badge shows (shownUnreadCount), loaded while `enabled`. */
export function useUnreadCount(enabled = true) {
  const client = useQueryClient();
  const count = useQuery({ ...unreadCountQuery(), enabled });
  const pending = useSyncExternalStore(watchPending(client), () => unreadPending(client));
  return { data: count.data === undefined ? undefined : Math.max(0, count.data - pending), isError: count.isError };
}

// ---------------------------------------------------------------- reads and deletes

/** Marks messages read: the rows and the count shown at once, then one call per source, then the count read again. */
export async function readMessages(client: QueryClient, messages: readonly InboxMessage[]): Promise<void> {
  const unread = messages.filter((m) => !m.read);
  if (unread.length === 0) return;
  const reads = readsInFlight(client);
  reads.add(unread);
  try {
    await patchInbox(client, unread, 'read');
    await perSource(unread, markInboxRead);
  } finally {
    void client.invalidateQueries({ queryKey: listKey });
    await refreshUnreadCount(client);
    reads.remove(unread);
  }
}

/** Every unread message of every page (walked one page at a time) marked read. */
export async function readAllMessages(client: QueryClient): Promise<void> {
  await readMessages(client, await walkInbox(() => false));
}

/**
 * Deletes messages whose rows are already hidden: one call per source, with the session they were deleted
 * under; the cached list follows. The platform's count is read again before this settles, so the rows stay
 * hidden (and off the count shown) until the count no longer holds them.
 */
export async function deleteMessages(client: QueryClient, messages: readonly InboxMessage[], how?: SendHow): Promise<void> {
  try {
    await perSource(messages, (ids, source) => deleteInbox(ids, source, how));
    await patchInbox(client, messages, 'deleted');
  } finally {
    void client.invalidateQueries({ queryKey: listKey });
    await refreshUnreadCount(client);
  }
}

/** How long a deletion can be undone before it is sent (issue 17). */
export const UNDO_MS = 5_000;

export interface InboxDeletes extends DeferredQueue<InboxMessage> {
  /** Tells `listener` of each deletion that failed (its rows are back); a screen showing the inbox says so. */
  onFailure: (listener: (error: unknown) => void) => () => void;
}

const deleteQueues = new WeakMap<QueryClient, InboxDeletes>();

/**
 * The app's one queue of inbox deletions (per query client). Its hidden rows come off the unread count shown
 * (shownUnreadCount) while they wait or are sent; an undo or a failed call brings them back, and the count with them.
 */
export function inboxDeletes(client: QueryClient): InboxDeletes {
  const existing = deleteQueues.get(client);
  if (existing) return existing;
  const failureListeners = new Set<(error: unknown) => void>();
  const queue = createDeferredQueue<InboxMessage>({
    delayMs: UNDO_MS,
    send: (items, how) => deleteMessages(client, items, how),
    onFailed: (_items, error) => {
      for (const listener of failureListeners) listener(error);
    },
  });
  const deletes: InboxDeletes = {
    ...queue,
    onFailure: (listener) => {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
  };
  deleteQueues.set(client, deletes);
  return deletes;
}
