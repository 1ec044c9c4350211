/**
 * The member inbox (platform-api-member.md §6: the EMFE relays that replaced CSP_* in the member centre):
 * unread count, the paged list, mark read, delete, and claiming the bonus a message carries. Reads and
 * deletes change the cached list and unread count at once (so every unread badge follows), then the
 * cache is checked against the platform again. A message's bonus is an issued promotion, claimed through
 * api/rewards (claimIssuedReward, useClaim).
 *
 * *Unverified*: the row fields beyond inboxId, title, content and metadata (read, createTime,
 * recordSource), the metadata's `claimed`, the answers of read and delete, a claim marked only in the
 * content (`<div data-widget="claim" data-claim-id>`), and the already-claimed error code.
 */
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createDeferredQueue, type DeferredQueue, type SendHow } from './deferred-writes';
import { isRecord, request } from './http';
import { type Json, list, number, object, optionalNumber, optionalText, flag, text } from './parse';

export const INBOX_PAGE_SIZE = 10;
/** The platform's code for a bonus already claimed (*unverified*: the simulator's). */
export const ALREADY_CLAIMED = 'promotion.already.claimed';

export interface InboxClaim {
  claimId: string;
  promoType?: string;
  bonus?: number;
  /** The metadata's `claimed` (*unverified*: the simulator's, from the issued promotion's state). */
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

/** The messages grouped by record source: each read or delete call names one source. */
function bySource(messages: readonly InboxMessage[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const m of messages) groups.set(m.source, [...(groups.get(m.source) ?? []), m.id]);
  return groups;
}

// ---------------------------------------------------------------- queries and the cache

export const unreadCountQuery = () => queryOptions({ queryKey: ['content', 'inbox', 'unread'], queryFn: ({ signal }) => getUnreadCount(signal), staleTime: 30_000 });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery(), enabled });

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

/** Moves the cached unread count by how many of `messages` are unread (down: -1, back up: +1). */
export function shiftUnread(client: QueryClient, messages: readonly InboxMessage[], direction: -1 | 1): void {
  const unread = messages.filter((m) => !m.read).length;
  if (unread === 0) return;
  client.setQueryData<number>(unreadCountKey, (count) => (count === undefined ? count : Math.max(0, count + direction * unread)));
}

/**
 * Changes the cached list and messages (and, for a read, the unread count; a deletion lowered it when its
 * rows were hidden). Fetches of the list and count in flight are cancelled first, so a stale answer cannot
 * put the badge back up.
 */
async function patchInbox(client: QueryClient, messages: readonly InboxMessage[], change: 'read' | 'deleted') {
  await client.cancelQueries({ queryKey: ['content', 'inbox'] });
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
  if (change === 'read') shiftUnread(client, messages, -1);
}

/** The list and the count checked against the platform again (not every open message: each would walk the inbox). */
const revalidate = (client: QueryClient) => Promise.allSettled([client.invalidateQueries({ queryKey: listKey }), client.invalidateQueries({ queryKey: unreadCountKey })]);

/** One call per record source, every one settled (none still in flight when the cache is checked again); the first failure is thrown. */
async function perSource(messages: readonly InboxMessage[], call: (ids: string[], source: string) => Promise<void>): Promise<void> {
  const results = await Promise.allSettled([...bySource(messages)].map(([source, ids]) => call(ids, source)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Marks messages read: the cache (badges) at once, then one call per source, then the cache checked again. */
export async function readMessages(client: QueryClient, messages: readonly InboxMessage[]): Promise<void> {
  const unread = messages.filter((m) => !m.read);
  if (unread.length === 0) return;
  await patchInbox(client, unread, 'read');
  try {
    await perSource(unread, markInboxRead);
  } finally {
    void revalidate(client);
  }
}

/** Every unread message of every page (walked one page at a time) marked read. */
export async function readAllMessages(client: QueryClient): Promise<void> {
  await readMessages(client, await walkInbox(() => false));
}

/**
 * Deletes messages whose rows are already hidden (and whose unread count was lowered then: shiftUnread):
 * one call per source, with the session they were deleted under; the cached list follows, and the cache is
 * checked again.
 */
export async function deleteMessages(client: QueryClient, messages: readonly InboxMessage[], how?: SendHow): Promise<void> {
  try {
    await perSource(messages, (ids, source) => deleteInbox(ids, source, how));
    await patchInbox(client, messages, 'deleted');
  } finally {
    void revalidate(client);
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
 * The app's one queue of inbox deletions (per query client): hidden rows lower the unread count at once (the
 * badges follow), an undo or a failed call puts it back.
 */
export function inboxDeletes(client: QueryClient): InboxDeletes {
  const existing = deleteQueues.get(client);
  if (existing) return existing;
  const failureListeners = new Set<(error: unknown) => void>();
  const queue = createDeferredQueue<InboxMessage>({
    delayMs: UNDO_MS,
    send: (items, how) => deleteMessages(client, items, how),
    onFailed: (items, error) => {
      shiftUnread(client, items, 1);
      for (const listener of failureListeners) listener(error);
    },
  });
  const deletes: InboxDeletes = {
    ...queue,
    add: (items) => {
      shiftUnread(client, items, -1);
      queue.add(items);
    },
    undo: (id) => {
      const batch = queue.state().waiting.find((b) => b.id === id);
      if (batch) shiftUnread(client, batch.items, 1);
      queue.undo(id);
    },
    onFailure: (listener) => {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
  };
  deleteQueues.set(client, deletes);
  return deletes;
}
