/**
 * The announcements call (banners and notices) without its parsing, so the entry can start home's call
 * before any screen code arrives: the first banner (the page's largest paint) is then not behind the
 * whole render chain. content.ts's getAnnouncements takes a started answer once and parses it there
 * (sanitising notices needs DOMPurify, which the entry must not load).
 */
import { currentMerchant, isRecord, request } from './http';
import { resolveImage, sessionCdnBase } from '../lib/image-cdn-base';
import { safeUrl } from '../lib/safe-url';
import { isStarted, startOnce, takeStarted } from './started-calls';

export type AnnouncementPlacement = 'home' | 'register';

export const ANNOUNCEMENTS_PATH = '/wps/relay/CCSFE_getListAnnouncements';

const PLACEMENTS: Record<AnnouncementPlacement, { types: string; groupName: string }> = {
  home: { types: 'B,PL,PU,H', groupName: 'm_home' },
  register: { types: 'B', groupName: 'm_reg' },
};

/** The envelope's value of the announcements call, not yet checked. */
export const fetchAnnouncementsValue = (placement: AnnouncementPlacement, signal?: AbortSignal) =>
  request(ANNOUNCEMENTS_PATH, { query: { ...PLACEMENTS[placement], platform: 'M' }, parse: (value) => value, signal });

const startedKey = (placement: AnnouncementPlacement) => `announcements:${placement}`;

/** The first banner's address when the platform sent an allow-listed one (the parser keeps only those). */
function firstBannerUrl(value: unknown): string | undefined {
  const banners = isRecord(value) && Array.isArray(value.banners) ? value.banners : [];
  return banners.map((b) => (isRecord(b) && typeof b.url === 'string' ? safeUrl(b.url)?.href : undefined)).find(Boolean);
}

/** Asks for the first banner's picture at once, at high priority, before the carousel's code has run. */
function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** Starts a placement's call once (a failure is left to the query that takes it, whose retry calls again). */
export function startAnnouncements(placement: AnnouncementPlacement, { preloadFirstBanner = false } = {}): void {
  const call = startOnce(startedKey(placement), () => fetchAnnouncementsValue(placement));
  if (preloadFirstBanner) {
    call.then(
      (value) => {
        // On the CDN this session picked (spec §9); a session's first page, before the settings, has none yet.
        const url = resolveImage(firstBannerUrl(value), sessionCdnBase(currentMerchant()));
        if (url) preloadImage(url);
      },
      () => undefined,
    );
  }
}

/** Whether the entry started a placement's call (home as the first page) that no query has taken yet. */
export const announcementsStarted = (placement: AnnouncementPlacement): boolean => isStarted(startedKey(placement));

/** The started call of a placement, handed out once (later reads call the platform again). */
export const takeStartedAnnouncements = (placement: AnnouncementPlacement): Promise<unknown> | undefined => takeStarted(startedKey(placement));
