/**
 * The member inbox (platform-api-member.md §6, the EMFE relays that replaced CSP_*): the unread count, the
 * paged list, mark read and delete. A message's bonus is an issued promotion in the member's rewards,
 * claimed through routes/rewards.ts's MCSFE_claimIssuedPromotion like the reward centre's.
 * Each member's messages live in the world (state.ts `inbox`), seeded on first use, so reads, deletes and
 * the ids' counter persist and persist.ts saves them. The control API adds messages.
 *
 * *Unverified* (not in the public evidence): the row fields beyond inboxId, title, content and metadata
 * (read, createTime, recordSource), the list's paging fields beside content and totalPages, the answers of
 * read, delete and claim, the claim body `{claimId}`, and the error codes.
 */
import type { Context, Hono } from 'hono';
import type { ControlTarget } from '../control';
import { amount, controlBody, controlSchema, shape, text } from '../control-body';
import { fail, jsonBody, ok, pageOf, str } from '../envelope';
import type { InboxClaim, InboxRecord, Member, MerchantWorld } from '../state';
import { authed, isTrial } from './accounts';
import { addIssued, memberRewards } from './rewards';
import type { SimEnv } from './world';

const HOUR = 3_600_000;
/** A member's inbox keeps this many messages; adding more drops the oldest. */
export const INBOX_LIMIT = 200;
export const INBOX_TITLE_MAX = 200;
export const INBOX_CONTENT_MAX = 20_000;
/** Where a message comes from: the merchant's own messages, or a promotion's (the platform's values are *unverified*). */
export const SOURCE_MERCHANT = 'MERCHANT';
export const SOURCE_PROMOTION = 'PROMOTION';

type Seed = Omit<InboxRecord, 'id' | 'createdAt' | 'read' | 'recordSource'> & { bonus?: number };

const SEEDS: Seed[] = [
  { title: 'Welcome', content: '<p>Welcome aboard! Your account is ready.</p>' },
  { title: 'Security reminder', content: '<p>Never share your password or verification codes.</p>' },
  { title: 'Responsible gaming', content: '<p>Set a deposit limit any time in your settings.</p>' },
  { title: 'First deposit bonus', content: '<p>Your first deposit earns a 100% bonus. Open <a href="/m/voucherCenter">deposit</a>.</p>' },
  { title: 'New slots this week', content: '<p>Ten new slot games have arrived in the lobby.</p>' },
  { title: 'Weekly rebate credited', content: '<p>Your weekly rebate has been credited to your wallet.</p>' },
  { title: 'VIP level update', content: '<p>Keep playing to reach the next VIP level.</p>' },
  { title: 'Sports cashback', content: '<p>Get 5% cashback on every football bet this weekend.</p>' },
  { title: 'Lottery results', content: '<p>The daily lottery results are out. Good luck next round!</p>' },
  { title: 'Maintenance notice', content: '<p>Some vendors are under maintenance on Tuesday 02:00–04:00.</p><script>alert(1)</script>' },
  {
    title: 'A gift for you',
    content: '<p>Thank you for playing with us. Claim your <strong>18.00</strong> bonus below.</p><div data-widget="claim"></div>',
    bonus: 18,
  },
];
/** The oldest seeded messages start read; the others unread. */
const SEEDED_READ = 3;

/** The promotion type an inbox bonus is issued as: MANUAL, so the reward centre lists it too (*unverified*). */
const INBOX_BONUS_TYPE = 'MANUAL';

/** A message's bonus: a promotion issued in the member's rewards, claimed by MCSFE_claimIssuedPromotion (routes/rewards.ts). */
function issueBonus(world: MerchantWorld, member: Member, title: string, bonus: number, now: number): InboxClaim {
  const promo = addIssued(memberRewards(world, member, now), INBOX_BONUS_TYPE, title, bonus, now);
  return { promoType: promo.promotionType, claimId: promo.claimId, bonus: promo.bonus };
}

/**
 * The member's next message id; the counter only goes up, so an id (and its claim) is never used twice
 * (past the highest id kept, for a state saved before the counter existed).
 */
function nextMessageId(world: MerchantWorld, member: Member): number {
  const kept = world.inbox.get(member.account) ?? [];
  const id = Math.max(world.inboxNextId.get(member.account) ?? 1, ...kept.map((m) => m.id + 1));
  world.inboxNextId.set(member.account, id + 1);
  return id;
}

function newMessage(world: MerchantWorld, member: Member, input: Seed, fields: Pick<InboxRecord, 'read' | 'createdAt'>, now: number): InboxRecord {
  const { bonus, ...text } = input;
  const claim = bonus ? issueBonus(world, member, text.title, bonus, now) : undefined;
  return { ...text, ...fields, id: nextMessageId(world, member), recordSource: claim ? SOURCE_PROMOTION : SOURCE_MERCHANT, ...(claim ? { claim } : {}) };
}

/** A member's messages, oldest first (seeded the first time they are asked for; a free-trial account gets no bonus). */
export function inboxOf(world: MerchantWorld, member: Member, now: number): InboxRecord[] {
  const kept = world.inbox.get(member.account);
  if (kept) return kept;
  const seeded: InboxRecord[] = [];
  world.inbox.set(member.account, seeded);
  const seeds = isTrial(member) ? SEEDS.filter((seed) => !seed.bonus) : SEEDS;
  seeds.forEach((seed, i) => {
    seeded.push(newMessage(world, member, seed, { read: i < SEEDED_READ, createdAt: member.regDate + (i + 1) * HOUR }, now));
  });
  return seeded;
}

/** Adds a message (unread, the newest); past INBOX_LIMIT the oldest go. */
export function addInboxMessage(world: MerchantWorld, member: Member, input: Seed, now: number): InboxRecord {
  const messages = inboxOf(world, member, now);
  const message = newMessage(world, member, input, { read: false, createdAt: now }, now);
  messages.push(message);
  messages.splice(0, Math.max(0, messages.length - INBOX_LIMIT));
  return message;
}

const unreadCount = (messages: InboxRecord[]) => messages.filter((m) => !m.read).length;

/**
 * A message's bonus as its metadata tells it: claimed or not, and until when it can be claimed (its issued
 * promotion's end, as PROMOFE_queryPromotionClaimStatus's endTime). One gone past the rewards' bound counts as
 * claimed, with endTime 0.
 */
function bonusState(world: MerchantWorld, member: Member, claim: InboxClaim, now: number) {
  const promo = memberRewards(world, member, now).issued.find((p) => p.claimId === claim.claimId);
  return { claimed: !promo || promo.claimedAt !== undefined, endTime: promo?.endDate ?? 0 };
}

/**
 * A message as the list answers it: metadata is a JSON string (platform-api-member.md §6); its `claimed` and
 * `endTime` fields (the bonus's state: past endTime and not claimed, it has expired) are *unverified*.
 */
export const inboxRow = (world: MerchantWorld, member: Member, m: InboxRecord, now: number) => ({
  inboxId: m.id,
  title: m.title,
  content: m.content,
  metadata: m.claim ? JSON.stringify({ promoType: m.claim.promoType, claimId: m.claim.claimId, bonus: m.claim.bonus, ...bonusState(world, member, m.claim, now) }) : null,
  read: m.read,
  createTime: m.createdAt,
  recordSource: m.recordSource,
});

function listInbox(c: Context<SimEnv>, member: Member, now: number) {
  const world = c.get('world');
  const all = [...inboxOf(world, member, now)].reverse();
  const { list, page, size, totalPages } = pageOf(all, c.req.query('page'), c.req.query('size'), 10, 50);
  return ok(c, { content: list.map((m) => inboxRow(world, member, m, now)), page, size, totalElements: all.length, totalPages });
}

/** The messages a call names (ids of the given record source); undefined when any is not the member's. */
function named(messages: InboxRecord[], ids: unknown[], source: string): InboxRecord[] | undefined {
  const wanted = ids.map((id) => Number(str(id)));
  if (wanted.length === 0 || wanted.some((id) => !Number.isInteger(id))) return undefined;
  const found = messages.filter((m) => wanted.includes(m.id) && (!source || m.recordSource === source));
  return found.length === new Set(wanted).size ? found : undefined;
}

const notFound = (c: Context) => fail(c, 400, 'inbox.not.found', 'The message does not exist');

export function mountInbox(app: Hono<SimEnv>, now: () => number): void {
  app.get(
    '/wps/relay/EMFE_getInboxUnreadCount',
    authed((c, member, w) => ok(c, unreadCount(inboxOf(w, member, now())))),
  );

  // ?page=&size= (1-based; defaults 1 and 10, size at most 50), newest first.
  app.get(
    '/wps/relay/EMFE_getInbox',
    authed((c, member) => listInbox(c, member, now())),
  );

  // Body {id} or {ids: [...]}, query recordSource. Answers the unread count left.
  app.put(
    '/wps/relay/EMFE_updateInboxRead',
    authed(async (c, member, w) => {
      const body = await jsonBody(c);
      const ids = Array.isArray(body.ids) ? body.ids : body.id === undefined ? [] : [body.id];
      const messages = inboxOf(w, member, now());
      const found = named(messages, ids, c.req.query('recordSource') ?? '');
      if (!found) return notFound(c);
      for (const m of found) m.read = true;
      return ok(c, unreadCount(messages));
    }),
  );

  // ?inboxIds=1&inboxIds=2&recordSource=… Answers the unread count left.
  app.delete(
    '/wps/relay/EMFE_deleteInbox',
    authed((c, member, w) => {
      const messages = inboxOf(w, member, now());
      const found = named(messages, c.req.queries('inboxIds') ?? [], c.req.query('recordSource') ?? '');
      if (!found) return notFound(c);
      w.inbox.set(
        member.account,
        messages.filter((m) => !found.includes(m)),
      );
      return ok(c, unreadCount(inboxOf(w, member, now())));
    }),
  );
}

const messageBody = controlSchema<{ title: string; content: string; bonus?: number }>(
  shape({ title: text(INBOX_TITLE_MAX, 1), content: text(INBOX_CONTENT_MAX), bonus: amount(1_000_000) }, ['title', 'content']),
);

export function mountInboxControl(app: Hono<SimEnv>, target: ControlTarget): void {
  // A message for a member: {title, content, bonus?}; a bonus makes it claimable.
  app.post('/__sim/members/:account/messages', async (c) => {
    const w = target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
    if (!w) return c.json({ error: 'unknown merchant' }, 404);
    const member = w.members.get(c.req.param('account'));
    if (!member) return c.json({ error: 'no such member' }, 404);
    const body = await controlBody(c, messageBody);
    if (body instanceof Response) return body;
    const { title, content, bonus } = body;
    if (!title.trim()) return c.json({ error: '/title must not be blank' }, 400);
    if (bonus !== undefined && isTrial(member)) return c.json({ error: 'a free-trial account gets no bonus' }, 400);
    const message = addInboxMessage(w, member, { title: title.trim(), content, ...(bonus ? { bonus } : {}) }, target.now());
    return c.json(inboxRow(w, member, message, target.now()), 201);
  });
}
