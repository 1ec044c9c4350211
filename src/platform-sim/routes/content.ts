/**
 * Content calls (platform-api.md "Member, wallet, settings"; spec §2.10, §2.12–2.15, §7): announcements
 * (home, register and agent), marking an announcement read, help centre, customer service (live
 * chat link, encrypted service paths, service/version) and feedback (the inbox is in inbox.ts, the reward
 * kinds and the VIP club in rewards.ts).
 *
 * Everything is deterministic: texts are fixed, times come from fixed base timestamps or a member's
 * registration date, and per-account state (reads, feedback) lives in the merchant world.
 *
 * Paths marked *unverified* are not in the public bundles' evidence; they are the most likely form.
 */
import type { Context, Hono } from 'hono';
import type { MerchantConfig, SideServiceBarProps } from '../../config/merchant-resolved.gen';
import { encryptServicePath } from '../../lib/cipher';
import { type Body, fail, jsonBody, ok, str } from '../envelope';
import { FEEDBACK_MAX, keepNewest, type MerchantWorld } from '../state';
import { authed, sessionMember } from './accounts';
import type { SimEnv } from './world';

const DAY = 86_400_000;
/** Announcements are dated from this fixed instant (2025-01-06 00:00 UTC), one day apart. */
const ANNOUNCEMENT_BASE = Date.UTC(2025, 0, 6);

export const FEEDBACK_MAX_LENGTH = 1000;
export const FEEDBACK_MAX_IMAGES = 3;


/** Query parameters merged with a JSON or form body (a POST body wins). */
async function params(c: Context<SimEnv>): Promise<Body> {
  const query: Body = c.req.query();
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return query;
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json')) {
    return { ...query, ...(await jsonBody(c)) };
  }
  if (type.includes('form')) return { ...query, ...(await c.req.parseBody().catch(() => ({}))) };
  return query;
}

// ---------------------------------------------------------------- announcements

/** Content types (spec §9): Banner B, Player PL, Pop_Up PU, hot H, Promotion PR, Agent A; CL (content lobby) is *unverified*. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'H' | 'PR' | 'CL' | 'A';

export interface Announcement {
  /** Banners use the catalogue's banner ids (banner-1 …) so /sim-assets/banner/<id>.png resolves; others are numbers. */
  id: string | number;
  type: AnnouncementType;
  groupName: 'm_home' | 'm_reg';
  title: string;
  content: string;
  createdAt: number;
  /** What a banner tap does (*unverified* shape): an in-app route, an https page, or a game launch (a vendor's lobby). */
  action?: { type: 'route' | 'link'; target: string } | { type: 'game'; vendor: string; gameType?: string; gameId?: string; nodeId?: string };
}

/** Where each type sits in the answer's value. */
const TYPE_KEYS: Record<Exclude<AnnouncementType, 'A'>, string> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  H: 'hot',
  PR: 'promotion',
  CL: 'contentLobby',
};

export const bannerUrl = (id: string | number) => `/sim-assets/banner/${id}.png`;

/** The merchant's announcements (fixed texts; the site name comes from the merchant config). */
export function announcements(world: MerchantWorld): Announcement[] {
  const site = world.config.identity.displayName;
  const at = (i: number) => ANNOUNCEMENT_BASE + i * DAY;
  const list: Omit<Announcement, 'createdAt'>[] = [
    // Banner titles follow the catalogue's banner list (src/platform-sim/data/catalogue.ts).
    { id: 'banner-1', type: 'B', groupName: 'm_home', title: 'Welcome Bonus 100%', content: '', action: { type: 'route', target: '/m/activity' } },
    { id: 'banner-2', type: 'B', groupName: 'm_home', title: 'Daily Reload 10%', content: '', action: { type: 'route', target: '/m/voucherCenter' } },
    { id: 'banner-3', type: 'B', groupName: 'm_home', title: 'Slots Tournament', content: '', action: { type: 'route', target: '/m/gameList?gameType=RNG' } },
    { id: 'banner-4', type: 'B', groupName: 'm_home', title: 'Sports Cashback', content: '', action: { type: 'game', vendor: 'SBK', gameType: 'SPORTS' } },
    { id: 'banner-5', type: 'B', groupName: 'm_reg', title: 'Live Casino Week', content: '' },
    { id: 'banner-6', type: 'B', groupName: 'm_reg', title: 'Lottery Jackpot Night', content: '', action: { type: 'route', target: '/m/register' } },
    { id: 101, type: 'PL', groupName: 'm_home', title: `Welcome to ${site}`, content: `<p>Thank you for choosing <strong>${site}</strong>. Enjoy more than 600 games.</p>` },
    { id: 102, type: 'PL', groupName: 'm_home', title: 'Scheduled maintenance', content: '<p>Some vendors are under maintenance on Tuesday 02:00–04:00.</p>' },
    { id: 103, type: 'PL', groupName: 'm_home', title: 'Deposit channels updated', content: '<p>New deposit channels are available in the <a href="/m/voucherCenter">deposit</a> page.</p>' },
    { id: 111, type: 'PU', groupName: 'm_home', title: 'New member bonus', content: '<p>Deposit today and receive a <strong>100%</strong> welcome bonus.</p>' },
    { id: 121, type: 'H', groupName: 'm_home', title: 'Hot: weekend football', content: '<p>Enhanced odds on every weekend match.</p>' },
    { id: 122, type: 'H', groupName: 'm_home', title: 'Hot: lottery jackpot', content: '<p>The lottery jackpot has passed one million.</p>' },
    { id: 131, type: 'PR', groupName: 'm_home', title: 'Invite friends, earn rewards', content: '<p>Share your link and earn a bonus for each friend.</p>' },
    { id: 141, type: 'CL', groupName: 'm_home', title: 'Game lobby tips', content: '<p>Mark games as favourites to find them faster.</p>' },
    { id: 301, type: 'A', groupName: 'm_home', title: 'Agent commission schedule', content: '<p>Commissions are settled every Monday.</p>' },
    { id: 302, type: 'A', groupName: 'm_home', title: 'New rebate settings', content: '<p>Rebate rates can now be set per downline.</p>' },
    { id: 303, type: 'A', groupName: 'm_home', title: 'Dividend contracts', content: '<p>Half-monthly dividend contracts are open for review.</p>' },
    { id: 304, type: 'A', groupName: 'm_home', title: 'Team report improvements', content: '<p>The team profit and loss report now covers 90 days.</p>' },
  ];
  return list.map((a, i) => ({ ...a, createdAt: at(i) }));
}

const agentReads = (world: MerchantWorld, account: string | undefined) => (account ? (world.announcementReads.get(account) ?? new Set<number>()) : new Set<number>());

/** Unread agent announcements (type A) for an account; for a guest all of them count. */
export function agentUnreadCount(world: MerchantWorld, account: string | undefined): number {
  const reads = agentReads(world, account);
  return announcements(world).filter((a) => a.type === 'A' && !reads.has(a.id as number)).length;
}

function listAnnouncements(c: Context<SimEnv>) {
  const w = c.get('world');
  const requested = (c.req.query('types') ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  const groupName = c.req.query('groupName') || 'm_home';
  const all = announcements(w).filter((a) => a.groupName === groupName);

  if (requested.includes('A')) {
    const member = sessionMember(c);
    const reads = agentReads(w, member?.account);
    const list = all
      .filter((a) => a.type === 'A')
      .map(({ id, title, content, createdAt }) => ({ id, title, content, createdAt, read: reads.has(id as number) }));
    return ok(c, { list, pageNum: 1, totalPages: list.length ? 1 : 0, footer: { unreadCount: agentUnreadCount(w, member?.account) } });
  }

  // No types: everything but agent announcements. Keys of types not asked for are empty lists.
  const wanted = requested.length ? requested : Object.keys(TYPE_KEYS);
  const value: Record<string, unknown[]> = Object.fromEntries(Object.values(TYPE_KEYS).map((key) => [key, []]));
  for (const a of all) {
    if (a.type === 'A' || !wanted.includes(a.type)) continue;
    const key = TYPE_KEYS[a.type];
    const item =
      a.type === 'B'
        ? { id: a.id, title: a.title, url: bannerUrl(a.id), ...(a.action ? { action: a.action } : {}) }
        : { id: a.id, title: a.title, content: a.content, createdAt: a.createdAt };
    value[key]?.push(item);
  }
  return ok(c, value);
}

// ---------------------------------------------------------------- help centre

/** Help-centre entries. One carries a harmless <script> so the client's sanitising is testable. */
export function helpEntries(world: MerchantWorld, lang: string) {
  const site = world.config.identity.displayName;
  // Titles stay English for every language (lang is accepted: EN, MY, AR, …); the content is tagged with it.
  const langAttr = /^[A-Z]{2}$/.test(lang) ? lang.toLowerCase() : 'en';
  const wrap = (html: string) => `<div lang="${langAttr}">${html}</div>`;
  return [
    {
      title: 'How do I register?',
      content: wrap(
        `<p>Tap <strong>Register</strong> on the home page, fill in your user name and password, and confirm.</p><p>Already a member? <a href="/m/login">Log in</a>.</p>`,
      ),
    },
    {
      title: 'How do I deposit?',
      content: wrap(
        `<p>Open <a href="/m/voucherCenter">Deposit</a>, choose a channel and enter the amount.</p><ul><li>Minimum deposit: 10</li><li>Credited within 5 minutes</li></ul><script>alert(1)</script>`,
      ),
    },
    {
      title: 'How do I withdraw?',
      content: wrap(`<p>Bind a bank card in the <em>Security centre</em>, then open <a href="/m/withdraw">Withdraw</a>.</p><ol><li>Enter the amount</li><li>Enter your payment password</li></ol>`),
    },
    {
      title: 'Responsible gaming',
      content: wrap(`<p>${site} supports responsible gaming. Players must be 18 or older.</p><p>Need a break? Contact <a href="https://support.example.com/self-exclusion" target="_blank">customer service</a>.</p>`),
    },
    {
      title: 'Contact us',
      content: wrap(`<p>Our customer service is online 24/7 through live chat.</p><p><img src="/sim-assets/banner/banner-1.png" alt="Live chat"></p>`),
    },
  ];
}

// ---------------------------------------------------------------- customer service

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fixed 8-character key per merchant and entry (FNV-1a over the text). */
function serviceKey(seed: string): string {
  let h = 0x811c9dc5;
  let key = '';
  for (let round = 0; key.length < 8; round++) {
    for (const ch of `${seed}#${round}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    key += ALPHANUMERIC[h % ALPHANUMERIC.length];
  }
  return key;
}

/** The live-chat address of a merchant: https://chat.<merchant code, lower case>.example/livechat. */
export const liveChatUrl = (world: MerchantWorld) => `https://chat.${world.config.identity.merchantCode.toLowerCase()}.example/livechat`;

/**
 * The consolidated settings' customerService entries: the main live chat (csType 1) and a backup
 * (csType 2, the same address with ?channel=sub). `path` is encryptServicePath(url, key): base64
 * DES-ECB ciphertext followed by its 8-character key (platform-api.md).
 */
export function customerServiceEntries(world: MerchantWorld): { title: string; csType: number; path: string }[] {
  const code = world.config.identity.merchantCode;
  const url = liveChatUrl(world);
  return [
    { title: 'Live chat', csType: 1, path: encryptServicePath(url, serviceKey(`${code}:main`)) },
    { title: 'Live chat (backup)', csType: 2, path: encryptServicePath(`${url}?channel=sub`, serviceKey(`${code}:sub`)) },
  ];
}

/** Download and social links (the merchant's defaults), as the consolidated settings list them. */
export function resources(config: MerchantConfig) {
  const d = config.downloads;
  const list: { resourceType: string; url: string }[] = [];
  if (d.ios) list.push({ resourceType: 'IOS', url: d.ios });
  if (d.android) list.push({ resourceType: 'Android', url: d.android });
  if (d.mobileConfig) list.push({ resourceType: 'MOBILECONFIG', url: d.mobileConfig });
  const social = config.home.blocks.flatMap((b) => (b.type === 'sideServiceBar' ? (b.props as SideServiceBarProps).social : []));
  for (const s of social) list.push({ resourceType: s.kind, url: s.url });
  return list;
}

/**
 * Asset resources the platform names for one merchant (the types are *unverified*, lib/platform-assets.ts):
 * jade's consolidated settings name a FAVICON, its service/version a LOGO, both simulator pictures
 * (/sim-assets/brand/...). Other merchants get none, so their config's assets stay.
 */
const BRAND_RESOURCES: Readonly<Record<string, { settings: Resource[]; version: Resource[] }>> = {
  JADE: {
    settings: [{ resourceType: 'FAVICON', url: '/sim-assets/brand/jade-icon.png' }],
    version: [{ resourceType: 'LOGO', url: '/sim-assets/brand/jade-logo.png' }],
  },
};

type Resource = { resourceType: string; url: string };

/** The merchant's asset resources in the consolidated settings or in service/version. */
export const brandResources = (config: MerchantConfig, where: 'settings' | 'version'): Resource[] =>
  BRAND_RESOURCES[config.identity.merchantCode]?.[where] ?? [];

// ---------------------------------------------------------------- routes

export function mountContent(app: Hono<SimEnv>, now: () => number): void {

  // ?types=B,PL,PU,H&groupName=m_home&platform=M (home), types=B&groupName=m_reg (register), types=A (agent).
  app.get('/wps/relay/CCSFE_getListAnnouncements', listAnnouncements);

  // Marks an agent announcement read: `id` in the query, a JSON body or a form body. Answers the new unread count.
  app.on(
    ['GET', 'POST'],
    '/wps/relay/MCSFE_markAnnouncementAsRead',
    authed(async (c, member) => {
      const w = c.get('world');
      const id = Number(str((await params(c)).id));
      if (!announcements(w).some((a) => a.type === 'A' && a.id === id)) return fail(c, 400, 'announcement.not.found', 'Unknown error');
      const reads = w.announcementReads.get(member.account) ?? new Set<number>();
      reads.add(id);
      w.announcementReads.set(member.account, reads);
      return ok(c, { unreadCount: agentUnreadCount(w, member.account) });
    }),
  );

  // No login needed (spec §2.13). device=MOBILE&lang=EN|MY|AR…
  app.get('/wps/system/helpCenter', (c) => ok(c, helpEntries(c.get('world'), (c.req.query('lang') ?? 'EN').toUpperCase())));

  // Live chat link; for a logged-in member the address names them.
  app.get('/wps/relay/CBS_launchChat', (c) => {
    const member = sessionMember(c);
    const url = liveChatUrl(c.get('world'));
    return ok(c, { url: member ? `${url}?member=${encodeURIComponent(member.account)}` : url });
  });

  // "Service/version: pathList, resources" (spec §7); entries of type 3 hold an encrypted customer-service
  // path. The path /wps/system/service/version is *unverified*.
  app.get('/wps/system/service/version', (c) => {
    const w = c.get('world');
    return ok(c, {
      pathList: customerServiceEntries(w).map(({ title, csType, path }) => ({ type: 3, csType, title, path })),
      resources: [...resources(w.config), ...brandResources(w.config, 'version')],
    });
  });

  // FEEDBACK3: {content, type?, images?}; content 1–1000 characters, at most 3 png/jpeg images.
  app.put(
    '/wps/feedback',
    authed(async (c, member) => {
      const w = c.get('world');
      const body = await params(c);
      const content = str(body.content);
      if (!content) return fail(c, 400, 'feedback.content.required', 'Please enter your feedback');
      if (content.length > FEEDBACK_MAX_LENGTH) return fail(c, 400, 'feedback.content.too.long', `Feedback is limited to ${FEEDBACK_MAX_LENGTH} characters`);
      const images = body.images === undefined || body.images === null ? [] : body.images;
      if (!Array.isArray(images) || images.length > FEEDBACK_MAX_IMAGES || !images.every((i) => typeof i === 'string' && i.length > 0)) {
        return fail(c, 400, 'feedback.images.invalid', `At most ${FEEDBACK_MAX_IMAGES} images, png or jpg`);
      }
      if (images.some((i: string) => i.startsWith('data:') && !/^data:image\/(png|jpe?g);/.test(i))) {
        return fail(c, 400, 'feedback.images.invalid', `At most ${FEEDBACK_MAX_IMAGES} images, png or jpg`);
      }
      const feedback = { id: (w.feedback.at(-1)?.id ?? 0) + 1, account: member.account, content, type: str(body.type) || 'GENERAL', images: images as string[], createdAt: now() };
      w.feedback.push(feedback);
      keepNewest(w.feedback, FEEDBACK_MAX);
      return ok(c, { id: feedback.id });
    }),
  );
}
