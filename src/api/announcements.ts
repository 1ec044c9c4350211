/**
 * The announcements call (platform-api.md; spec §2.10, §3 "Announcement"): banners and notices by
 * placement. Banner addresses and actions are allow-listed here. Notice content is the server's HTML as
 * sent: it is sanitised where it is shown (ui/server-html), so DOMPurify stays off the banners' path
 * (the first banner is home's largest paint).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { safeHttps, safePath, safeUrl } from '../lib/safe-url';
import { ANNOUNCEMENTS_PATH, type AnnouncementPlacement, fetchAnnouncementsValue, takeStartedAnnouncements } from './announcements-call';
import { parseValue } from './http';
import { type Json, list, object, optionalNumber, optionalText, text } from './parse';

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
  /** The server's HTML, not sanitised: render it only through ui/server-html's ServerHtml. */
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
  const target = optionalText(action, 'target');
  switch (action.type) {
    case 'route': {
      const route = safePath(target);
      return route ? { route } : {};
    }
    case 'link': {
      const link = safeHttps(target);
      return link ? { link } : {};
    }
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
  const url = safeUrl(text(r, 'url'))?.href;
  if (!url) return undefined;
  const action = r.action === undefined || r.action === null ? {} : bannerAction(object(r.action, 'banner action'));
  return { id: text(r, 'id'), title: optionalText(r, 'title') ?? '', url, ...action };
}

export function parseNotice(entry: unknown): Notice {
  const r = object(entry, 'announcement');
  const createdAt = optionalNumber(r, 'createdAt');
  return { id: text(r, 'id'), title: text(r, 'title'), content: optionalText(r, 'content') ?? '', ...(createdAt === undefined ? {} : { createdAt }) };
}

/** A list the platform may leave out when it has nothing of that type. */
export const optionalList = <T>(r: Json, key: string, item: (entry: unknown) => T): T[] => (r[key] === undefined || r[key] === null ? [] : list(r[key], key, item));

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

/**
 * One call carries the banners too, so the whole answer is cached as long as banners are. The platform answers
 * in the Language header's language, so the key names it (the BCP 47 tag shown): a language change asks again.
 */
export const announcementsQuery = (placement: AnnouncementPlacement, language: string) =>
  queryOptions({ queryKey: ['content', 'announcements', placement, language], queryFn: ({ signal }) => getAnnouncements(placement, signal), staleTime: BANNER_STALE_MS });

/** The announcements in the language shown. */
export function useAnnouncements(placement: AnnouncementPlacement) {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(placement, i18n.language));
}

export function useBanners(placement: AnnouncementPlacement) {
  const { i18n } = useTranslation();
  return useQuery({ ...announcementsQuery(placement, i18n.language), select: (a: Announcements) => a.banners });
}
