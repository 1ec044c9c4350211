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

export const parseUnreadCount = (value: unknown): number => number({ value }, 'value');

// ---------------------------------------------------------------- calls

export const getUnreadCount = (signal?: AbortSignal) => request('/wps/relay/EMFE_getInboxUnreadCount', { parse: parseUnreadCount, signal });

export const getInbox = (page: number, size = INBOX_PAGE_SIZE, signal?: AbortSignal) =>
  request('/wps/relay/EMFE_getInbox', { query: { page, size }, parse: (value) => parseInboxPage(value, page), signal });

/** One source's messages marked read (INBOX3). */
export const markInboxRead = (ids: readonly string[], source: string) =>
  request('/wps/relay/EMFE_updateInboxRead', { method: 'PUT', moduleId: 'INBOX3', query: { recordSource: source }, body: ids.length === 1 ? { id: ids[0] } : { ids }, parse: () => undefined });

/** One source's messages deleted (INBOX3). */
export const deleteInbox = (ids: readonly string[], source: string) =>
  request('/wps/relay/EMFE_deleteInbox', { method: 'DELETE', moduleId: 'INBOX3', query: { inboxIds: ids, recordSource: source }, parse: () => undefined });

/** The messages grouped by record source: each read or delete call names one source. */
export function bySource(messages: readonly InboxMessage[]): Map<string, string[]> {
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

/** Every page of the inbox, walked until the platform's last (a deep link to one message, mark all read). */
export async function getWholeInbox(signal?: AbortSignal): Promise<InboxMessage[]> {
  const first = await getInbox(1, 50, signal);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => getInbox(i + 2, 50, signal)));
  return [first, ...rest].flatMap((p) => p.items);
}

/** One message: from the cached list when it is there, else from the platform's pages; undefined when gone. */
export const inboxMessageQuery = (client: QueryClient, id: string) =>
  queryOptions({
    queryKey: ['content', 'inbox', 'message', id],
    queryFn: async ({ signal }) => (await getWholeInbox(signal)).find((m) => m.id === id) ?? null,
    initialData: () => cachedMessages(client).find((m) => m.id === id),
    initialDataUpdatedAt: () => client.getQueryState(listKey)?.dataUpdatedAt,
    staleTime: 30_000,
  });

const listKey = inboxListQuery().queryKey;

function cachedMessages(client: QueryClient): InboxMessage[] {
  return client.getQueryData<InfiniteData<InboxPage>>(listKey)?.pages.flatMap((p) => p.items) ?? [];
}

/** Changes the cached list and messages, and the unread count by how many of `messages` were unread. */
function patchInbox(client: QueryClient, messages: readonly InboxMessage[], change: 'read' | 'deleted') {
  const ids = new Set(messages.map((m) => m.id));
  const unreadTouched = messages.filter((m) => !m.read).length;
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
  client.setQueryData<number>(unreadCountQuery().queryKey, (count) => (count === undefined ? count : Math.max(0, count - unreadTouched)));
}

const revalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: ['content', 'inbox'] });

/** Marks messages read: the cache (badges) at once, then one call per source, then the cache checked again. */
export async function readMessages(client: QueryClient, messages: readonly InboxMessage[]): Promise<void> {
  const unread = messages.filter((m) => !m.read);
  if (unread.length === 0) return;
  patchInbox(client, unread, 'read');
  try {
    await Promise.all([...bySource(unread)].map(([source, ids]) => markInboxRead(ids, source)));
  } finally {
    void revalidate(client);
  }
}

/** Every unread message of every page marked read. */
export async function readAllMessages(client: QueryClient): Promise<void> {
  await readMessages(client, await getWholeInbox());
}

/** Deletes messages: one call per source; then the cache (badges) follows and is checked again. */
export async function deleteMessages(client: QueryClient, messages: readonly InboxMessage[]): Promise<void> {
  try {
    await Promise.all([...bySource(messages)].map(([source, ids]) => deleteInbox(ids, source)));
    patchInbox(client, messages, 'deleted');
  } finally {
    void revalidate(client);
  }
}

