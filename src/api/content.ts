/**
 * Content calls (platform-api.md "Member, wallet, settings"; spec §2.10, §2.12–2.15, §3, §7):
 * announcements, help centre, inbox, customer service, feedback, promotions and the member club.
 * Server HTML is sanitised where it enters (lib/safe-html); server addresses are allow-listed.
 * Paths and shapes the public evidence does not show (service/version, mark-read body, promotions,
 * member club, inbox rows) follow the simulator and are *unverified*.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decryptServicePath } from '../lib/cipher';
import { sanitizeHtml } from '../lib/safe-html';
import { urlKind } from '../lib/url-kind';
import { ANNOUNCEMENTS_PATH, type AnnouncementPlacement, fetchAnnouncementsValue, takeStartedAnnouncements } from './announcements-call';
import { isRecord, parseValue, request } from './http';
import { type Json, list, number, object, optionalNumber, optionalText, type Page, flag, text } from './parse';

const MINUTE = 60_000;
/** Banners change rarely (spec §7 "banner announcements (cached)"). */
export const BANNER_STALE_MS = 10 * MINUTE;

// ---------------------------------------------------------------- announcements

export interface Banner {
  id: string;
  title: string;
  /** The banner image: an https address or a same-origin path. */
  url: string;
  /** An in-app route a tap opens (same-origin paths only). */
  route?: string;
  /** An external page a tap opens in a new tab (https only). */
  link?: string;
  /** A game a tap launches (the launch rules of spec §2.10 apply). */
  game?: BannerGame;
}

/** What a banner's game launch needs (the shape of a game tile's launch). */
export interface BannerGame {
  vendor: string;
  gameType?: string;
  gameId?: string;
  nodeId?: string;
}

export interface Notice {
  id: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  createdAt?: number;
}

/** The home and register announcements, by where they show (spec §3 "Announcement"). */
export interface Announcements {
  banners: Banner[];
  /** Notices: the marquee and /m/notice. */
  player: Notice[];
  popup: Notice[];
  hot: Notice[];
  promotion: Notice[];
  contentLobby: Notice[];
}


/**
 * A banner's tap (shape *unverified*: the simulator's `action`): `{type: 'route', target}` a same-origin
 * path, `{type: 'link', target}` an https page, `{type: 'game', vendor, gameType?, gameId?, nodeId?}` a
 * launch. Anything else, or a target outside the allow-list, leaves the banner without an action.
 */
function bannerAction(action: Json): Pick<Banner, 'route' | 'link' | 'game'> {
  const target = optionalText(action, 'target')?.trim();
  switch (action.type) {
    case 'route':
      return target && urlKind(target) === 'path' ? { route: target } : {};
    case 'link':
      return target && urlKind(target) === 'https' ? { link: target } : {};
    case 'game': {
      const vendor = optionalText(action, 'vendor');
      if (!vendor) return {};
      const game: BannerGame = { vendor };
      for (const key of ['gameType', 'gameId', 'nodeId'] as const) {
        const value = optionalText(action, key);
        if (value) game[key] = value;
      }
      return { game };
    }
    default:
      return {};
  }
}

function parseBanner(entry: unknown): Banner | undefined {
  const r = object(entry, 'banner');
  const url = text(r, 'url');
  if (!urlKind(url)) return undefined;
  const action = r.action === undefined || r.action === null ? {} : bannerAction(object(r.action, 'banner action'));
  return { id: text(r, 'id'), title: optionalText(r, 'title') ?? '', url, ...action };
}

function parseNotice(entry: unknown): Notice {
  const r = object(entry, 'announcement');
  const createdAt = optionalNumber(r, 'createdAt');
  return { id: text(r, 'id'), title: text(r, 'title'), content: sanitizeHtml(optionalText(r, 'content') ?? ''), ...(createdAt === undefined ? {} : { createdAt }) };
}

/** A list the platform may leave out when it has nothing of that type. */
const optionalList = <T>(r: Json, key: string, item: (entry: unknown) => T): T[] => (r[key] === undefined || r[key] === null ? [] : list(r[key], key, item));

export function parseAnnouncements(value: unknown): Announcements {
  const r = object(value, 'announcements');
  return {
    banners: optionalList(r, 'banners', parseBanner).filter((b): b is Banner => b !== undefined),
    player: optionalList(r, 'player', parseNotice),
    popup: optionalList(r, 'popup', parseNotice),
    hot: optionalList(r, 'hot', parseNotice),
    promotion: optionalList(r, 'promotion', parseNotice),
    contentLobby: optionalList(r, 'contentLobby', parseNotice),
  };
}

/** Takes the call the entry started for this placement when there is one (see announcements-call.ts). */
export async function getAnnouncements(placement: AnnouncementPlacement, signal?: AbortSignal): Promise<Announcements> {
  const value = await (takeStartedAnnouncements(placement) ?? fetchAnnouncementsValue(placement, signal));
  return parseValue(parseAnnouncements, value, ANNOUNCEMENTS_PATH);
}

/** One call carries the banners too, so the whole answer is cached as long as banners are. */
export const announcementsQuery = (placement: AnnouncementPlacement) =>
  queryOptions({ queryKey: ['content', 'announcements', placement], queryFn: ({ signal }) => getAnnouncements(placement, signal), staleTime: BANNER_STALE_MS });

export const useAnnouncements = (placement: AnnouncementPlacement) => useQuery(announcementsQuery(placement));

export const useBanners = (placement: AnnouncementPlacement) => useQuery({ ...announcementsQuery(placement), select: (a: Announcements) => a.banners });

export interface AgentNotice extends Notice {
  read: boolean;
}

export interface AgentAnnouncements {
  items: AgentNotice[];
  unreadCount: number;
}

export function parseAgentAnnouncements(value: unknown): AgentAnnouncements {
  const r = object(value, 'agent announcements');
  return {
    items: list(r.list, 'list', (entry) => ({ ...parseNotice(entry), read: flag(object(entry, 'announcement'), 'read') })),
    unreadCount: number(object(r.footer, 'footer'), 'unreadCount'),
  };
}

export const getAgentAnnouncements = (signal?: AbortSignal) =>
  request('/wps/relay/CCSFE_getListAnnouncements', { query: { types: 'A', groupName: 'm_home', platform: 'M' }, parse: parseAgentAnnouncements, signal });

export const agentAnnouncementsQuery = () =>
  queryOptions({ queryKey: ['content', 'announcements', 'agent'], queryFn: ({ signal }) => getAgentAnnouncements(signal), staleTime: MINUTE });

export const useAgentAnnouncements = (enabled = true) => useQuery({ ...agentAnnouncementsQuery(), enabled });

/** The answer is the agent's new unread count (the simulator's `{unreadCount}`; a bare number is accepted). */
const parseUnread = (value: unknown) => number(isRecord(value) ? value : { unreadCount: value }, 'unreadCount');

/** Module id AGEANNOUNCE3 is *unverified* for this call. */
export const markAnnouncementRead = (id: string) =>
  request('/wps/relay/MCSFE_markAnnouncementAsRead', { method: 'POST', moduleId: 'AGEANNOUNCE3', body: { id }, parse: parseUnread });

export function useMarkAnnouncementRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: () => client.invalidateQueries({ queryKey: agentAnnouncementsQuery().queryKey }),
  });
}

// ---------------------------------------------------------------- help centre

export interface HelpItem {
  title: string;
  /** Sanitised HTML. */
  content: string;
}

export const parseHelpItems = (value: unknown): HelpItem[] =>
  list(value, 'help centre', (entry) => {
    const r = object(entry, 'help item');
    return { title: text(r, 'title'), content: sanitizeHtml(optionalText(r, 'content') ?? '') };
  });

export const getHelpCentre = (language: string, signal?: AbortSignal) =>
  request('/wps/system/helpCenter', { query: { device: 'MOBILE', lang: language.toUpperCase() }, parse: parseHelpItems, signal });

export const helpCentreQuery = (language: string) =>
  queryOptions({ queryKey: ['content', 'help', language.toUpperCase()], queryFn: ({ signal }) => getHelpCentre(language, signal), staleTime: 10 * MINUTE });

export const useHelpCentre = (language: string) => useQuery(helpCentreQuery(language));

// ---------------------------------------------------------------- inbox (INBOX3)

export const getUnreadCount = (signal?: AbortSignal) => request('/wps/relay/CSP_unreadCount', { parse: (value) => number({ unreadCount: value }, 'unreadCount'), signal });

export const unreadCountQuery = () => queryOptions({ queryKey: ['content', 'inbox', 'unread'], queryFn: ({ signal }) => getUnreadCount(signal), staleTime: 30_000 });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery(), enabled });

export interface InboxMessage {
  id: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  read: boolean;
  createdAt?: number;
}

export function parseInbox(value: unknown): Page<InboxMessage> {
  const r = object(value, 'inbox');
  return {
    items: list(r.list, 'list', (entry) => {
      const m = object(entry, 'message');
      return { ...parseNotice(m), read: flag(m, 'read') };
    }),
    pageNum: number(r, 'pageNum'),
    totalPages: number(r, 'totalPages'),
  };
}

export const getInbox = (pageNo: number, pageSize = 10, signal?: AbortSignal) => request('/wps/relay/CSP_getInbox', { query: { pageNo, pageSize }, parse: parseInbox, signal });

export const inboxQuery = (pageNo: number, pageSize = 10) =>
  queryOptions({ queryKey: ['content', 'inbox', 'list', pageNo, pageSize], queryFn: ({ signal }) => getInbox(pageNo, pageSize, signal) });

export const useInbox = (pageNo: number, pageSize = 10, enabled = true) => useQuery({ ...inboxQuery(pageNo, pageSize), enabled });

// ---------------------------------------------------------------- customer service

/** The live-chat address; anything but https is refused (an ApiError of kind malformed). */
export function parseLiveChat(value: unknown): string {
  const url = typeof value === 'string' ? value : text(object(value, 'live chat'), 'url');
  if (urlKind(url) !== 'https') throw new Error('the live-chat url is not https');
  return url.trim();
}

export const getLiveChatLink = (signal?: AbortSignal) => request('/wps/relay/CBS_launchChat', { parse: parseLiveChat, signal });

export const liveChatQuery = () => queryOptions({ queryKey: ['content', 'liveChat'], queryFn: ({ signal }) => getLiveChatLink(signal), staleTime: 5 * MINUTE });

export const useLiveChatLink = (enabled = true) => useQuery({ ...liveChatQuery(), enabled });

/** A customer-service entry as the platform sends it: `path` is encrypted (its last 8 characters are the key). */
export interface ServiceEntry {
  path: string;
}

/** Spec §3: two customer-service links, main then sub; an entry that does not decrypt to https is left out. */
export interface CustomerServiceLinks {
  main?: string;
  sub?: string;
}

function decryptLink(entry: ServiceEntry | undefined): string | undefined {
  if (!entry) return undefined;
  try {
    const url = decryptServicePath(entry.path).trim();
    return urlKind(url) === 'https' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The consolidated settings' `customerService` entries (or service/version's type-3 entries), in order. */
export function customerServiceLinks(entries: readonly ServiceEntry[]): CustomerServiceLinks {
  const [main, sub] = [decryptLink(entries[0]), decryptLink(entries[1])];
  return { ...(main ? { main } : {}), ...(sub ? { sub } : {}) };
}

export interface ServiceVersion {
  customerService: CustomerServiceLinks;
  resources: { resourceType: string; url: string }[];
}

const CUSTOMER_SERVICE_PATH_TYPE = 3;

export function parseServiceVersion(value: unknown): ServiceVersion {
  const r = object(value, 'service/version');
  const entries = optionalList(r, 'pathList', (entry) => object(entry, 'path entry'))
    .filter((e) => optionalNumber(e, 'type') === CUSTOMER_SERVICE_PATH_TYPE)
    .map((e) => ({ path: text(e, 'path') }));
  return {
    customerService: customerServiceLinks(entries),
    resources: optionalList(r, 'resources', (entry) => {
      const res = object(entry, 'resource');
      return { resourceType: text(res, 'resourceType'), url: text(res, 'url') };
    }),
  };
}

/** Path *unverified* (spec §7 names the call only). */
export const getServiceVersion = (signal?: AbortSignal) => request('/wps/system/service/version', { parse: parseServiceVersion, signal });

export const serviceVersionQuery = () =>
  queryOptions({ queryKey: ['content', 'serviceVersion'], queryFn: ({ signal }) => getServiceVersion(signal), staleTime: 10 * MINUTE });

export const useServiceVersion = () => useQuery(serviceVersionQuery());

// ---------------------------------------------------------------- feedback (FEEDBACK3)

export interface FeedbackInput {
  content: string;
  type?: string;
  /** Images as data: URLs (png or jpg, at most 3; spec §5). */
  images?: string[];
}

export const sendFeedback = (input: FeedbackInput) =>
  request('/wps/feedback', { method: 'PUT', moduleId: 'FEEDBACK3', body: input, parse: (value) => ({ id: text(object(value, 'feedback'), 'id') }) });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });

// ---------------------------------------------------------------- promotions (REWCEN3) and member club (MEMCLUB3)

export interface Promotion {
  id: string;
  /** The promotion key: REFERRAL, MISSION, … */
  type: string;
  title: string;
  enabled: boolean;
}

export const parsePromotions = (value: unknown): Promotion[] =>
  list(value, 'promotions', (entry) => {
    const r = object(entry, 'promotion');
    return { id: text(r, 'id'), type: text(r, 'type'), title: optionalText(r, 'title') ?? '', enabled: flag(r, 'enabled') };
  });

/** REFERRAL gates invite friends, MISSION the mission activity (spec §2.12, §5). */
export const promoEnabled = (promotions: readonly Promotion[] | undefined, key: 'REFERRAL' | 'MISSION') =>
  promotions?.some((p) => p.type === key && p.enabled) ?? false;

export const getPromotions = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getAvailablePromotions', { parse: parsePromotions, signal });

export const promotionsQuery = () => queryOptions({ queryKey: ['content', 'promotions'], queryFn: ({ signal }) => getPromotions(signal), staleTime: 5 * MINUTE });

export const usePromotions = () => useQuery(promotionsQuery());

export interface ClubLevel {
  level: number;
  name: string;
  depositRequired: number;
  betRequired: number;
  /** Benefit name -> amount or rate (upgradeBonus, rebateRate, …). */
  benefits: Record<string, number>;
}

export interface MemberClub {
  /** The member's level; undefined for a guest or a trial account. */
  currentLevel?: number;
  levels: ClubLevel[];
}

/** The numeric entries of a record; others (labels, flags) are left out rather than failing the answer. */
function numericEntries(record: Json): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, v] of Object.entries(record)) {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

export function parseMemberClub(value: unknown): MemberClub {
  const r = object(value, 'member club');
  const currentLevel = optionalNumber(r, 'currentLevel');
  const levels = list(r.levels, 'levels', (entry) => {
    const l = object(entry, 'level');
    const benefits = l.benefits === undefined || l.benefits === null ? {} : object(l.benefits, 'benefits');
    return {
      level: number(l, 'level'),
      name: text(l, 'name'),
      depositRequired: number(l, 'depositRequired'),
      betRequired: number(l, 'betRequired'),
      benefits: numericEntries(benefits),
    };
  });
  return { ...(currentLevel === undefined ? {} : { currentLevel }), levels };
}

export const getMemberClub = (signal?: AbortSignal) => request('/wps/relay/MCS_memberClubBenefit', { parse: parseMemberClub, signal });

export const memberClubQuery = () => queryOptions({ queryKey: ['content', 'memberClub'], queryFn: ({ signal }) => getMemberClub(signal), staleTime: 5 * MINUTE });

export const useMemberClub = () => useQuery(memberClubQuery());
