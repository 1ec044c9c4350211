/**
 * The activity centre and invite friends (platform-api-member.md §5): promotion categories, the promotion
 * list and a promotion's detail, applying for or claiming one (PROMOFE_claimPromo), and a member's referral
 * details, invitees and rules. Control API: POST /__sim/activities adds a promotion.
 *
 * *Unverified* (§5: "detail answer shapes not seen"): every answer shape here, the detail path
 * PROMOFE_getPromoAnnounceDetail, the claim body {promotionId, remark?}, the list's query (categoryId, page,
 * size) and the referral list and rules shapes. The paths other than the detail's are the bundles' own.
 */
import type { Context, Hono } from 'hono';
import { ACTIVITY_REMARK_MAX, type Activity, type ActivityKind, applicationOf } from '../data/activities';
import { fail, jsonBody, ok, pageOf, str } from '../envelope';
import type { Member, MerchantWorld } from '../state';
import type { ControlTarget } from '../control';
import { amount, controlBody, controlSchema, shape, text, whole } from '../control-body';
import { authed, realMember, sessionMember } from './accounts';
import { credit } from './rewards';
import type { SimEnv } from './world';

const ACTIVITY_PAGE_SIZE = 10;
const REFERRAL_PAGE_SIZE = 10;
const KINDS: readonly ActivityKind[] = ['claim', 'apply', 'none'];
/** The claim history's kind of an activity-centre promotion's bonus (*unverified*). */
const ACTIVITY_CLAIM_KIND = 'PROMOTION';

/** A member's state of a promotion, as the list and detail answer it. */
function statusOf(w: MerchantWorld, activity: Activity, member: Member | undefined, now: number) {
  if (activity.endAt < now) return 'ENDED';
  const taken = member ? applicationOf(w, activity.id, member.account) : undefined;
  return taken ? (taken.state === 'claimed' ? 'CLAIMED' : 'APPLIED') : 'AVAILABLE';
}

const APPLY_TYPE: Record<ActivityKind, string> = { claim: 'CLAIM', apply: 'APPLY', none: 'NONE' };

function summary(w: MerchantWorld, a: Activity, member: Member | undefined, now: number) {
  return {
    id: a.id,
    categoryId: a.categoryId,
    title: a.title,
    imageUrl: a.image,
    startTime: a.startAt,
    endTime: a.endAt,
    applyType: APPLY_TYPE[a.kind],
    remarkRequired: a.remarkRequired === true,
    status: statusOf(w, a, member, now),
  };
}

/** One page as the activity centre's lists answer it: {list, pageNum, totalPages}. */
function paged<T>(items: readonly T[], c: Context<SimEnv>, defaultSize: number) {
  const { list, page, totalPages } = pageOf(items, c.req.query('page'), c.req.query('size'), defaultSize);
  return { list, pageNum: page, totalPages };
}

/** Takes up a promotion: a claim credits its bonus once (rewards.ts credit: kind 'bonus', in the claim history), an application is recorded for review. */
function takeUp(c: Context<SimEnv>, member: Member, activity: Activity, remark: string, now: number) {
  const w = c.get('world');
  if (activity.kind === 'none') return fail(c, 400, 'promo.not.claimable', 'This promotion needs no application');
  if (activity.endAt < now || activity.startAt > now) return fail(c, 400, 'promo.not.active', 'This promotion is not running');
  if (applicationOf(w, activity.id, member.account)) return fail(c, 400, 'promo.already.applied', 'You have already taken part in this promotion');
  if (remark.length > ACTIVITY_REMARK_MAX) return fail(c, 400, 'promo.remark.too.long', `The remark is limited to ${ACTIVITY_REMARK_MAX} characters`);
  if (activity.remarkRequired && !remark) return fail(c, 400, 'promo.remark.required', 'Please enter a remark');
  const state = activity.kind === 'claim' ? 'claimed' : 'applied';
  w.activities.applications.push({ activityId: activity.id, account: member.account, state, remark, at: now });
  if (activity.kind === 'claim' && activity.bonus) {
    credit(w, member, { kind: ACTIVITY_CLAIM_KIND, title: activity.title, bonus: activity.bonus, orderNo: `PROMO${activity.id}` }, now);
  }
  return ok(c, { promotionId: activity.id, status: state === 'claimed' ? 'CLAIMED' : 'APPLIED', bonus: activity.kind === 'claim' ? (activity.bonus ?? 0) : 0 });
}

const REFERRAL_RULES =
  '<ol><li>Share your link or code with friends.</li><li>A friend who registers with it becomes your invitee.</li><li>You earn 0.2% of your invitees\u2019 valid bets every day.</li></ol>';

/** The members who registered with this member's code (their upline). */
const inviteesOf = (w: MerchantWorld, member: Member) => [...w.members.values()].filter((m) => m.upline === member.account).sort((a, b) => b.regDate - a.regDate);

export function mountActivities(app: Hono<SimEnv>, now: () => number): void {
  app.get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', (c) => ok(c, c.get('world').activities.categories));

  app.get('/wps/relay/PROMOFE_getPromoAnnounceV2', (c) => {
    const w = c.get('world');
    const member = sessionMember(c);
    const category = Number(c.req.query('categoryId'));
    const shown = w.activities.list.filter((a) => !category || a.categoryId === category).map((a) => summary(w, a, member, now()));
    return ok(c, paged(shown, c, ACTIVITY_PAGE_SIZE));
  });

  app.get('/wps/relay/PROMOFE_getPromoAnnounceDetail', (c) => {
    const w = c.get('world');
    const activity = w.activities.list.find((a) => a.id === Number(c.req.query('id')));
    if (!activity) return fail(c, 400, 'promo.not.found', 'This promotion does not exist');
    const member = sessionMember(c);
    return ok(c, { ...summary(w, activity, member, now()), content: activity.content, bonus: activity.bonus ?? 0 });
  });

  app.post(
    '/wps/relay/PROMOFE_claimPromo',
    realMember(async (c, member) => {
      const body = await jsonBody(c);
      const activity = c.get('world').activities.list.find((a) => a.id === Number(str(body.promotionId)));
      if (!activity) return fail(c, 400, 'promo.not.found', 'This promotion does not exist');
      return takeUp(c, member, activity, str(body.remark), now());
    }),
  );

  // The referral code is the member's affiliate code (AF<id>), so a friend registering with it becomes an invitee.
  app.get(
    '/wps/relay/MCSFE_getReferralDetails',
    authed((c, member) => ok(c, { referralCode: `AF${member.id}`, totalInvitations: inviteesOf(c.get('world'), member).length, promotionDomains: [] })),
  );

  app.get(
    '/wps/relay/MCSFE_getReferralList',
    authed((c, member) => {
      const rows = inviteesOf(c.get('world'), member).map((m) => ({ customerName: m.account, registerTime: m.regDate }));
      return ok(c, paged(rows, c, REFERRAL_PAGE_SIZE));
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getReferralRules',
    authed((c) => ok(c, { content: REFERRAL_RULES })),
  );
}

interface ActivityBody {
  title: string;
  kind?: ActivityKind;
  categoryId?: number;
  bonus?: number;
  remarkRequired?: boolean;
  content?: string;
  image?: string;
  days?: number;
}

const activityBody = controlSchema<ActivityBody>(
  shape(
    {
      title: text(200, 1),
      kind: { enum: KINDS },
      categoryId: whole(0, 1_000_000),
      bonus: amount(1_000_000),
      remarkRequired: { type: 'boolean' },
      content: text(20_000),
      image: text(500),
      days: { type: 'number', exclusiveMinimum: 0, maximum: 3650 },
    },
    ['title'],
  ),
);

function parseActivity(body: ActivityBody, id: number, at: number): Activity | string {
  const title = body.title.trim();
  if (!title) return 'title is required';
  const kind = body.kind ?? 'none';
  return {
    id,
    categoryId: body.categoryId ?? 1,
    title,
    image: body.image?.trim() || '/sim-assets/banner/banner-1.png',
    startAt: at,
    endAt: at + (body.days ?? 30) * 86_400_000,
    content: body.content ?? `<p>${title}</p>`,
    kind,
    ...(kind === 'claim' ? { bonus: body.bonus ?? 10 } : {}),
    ...(body.remarkRequired === true ? { remarkRequired: true } : {}),
  };
}

export function mountActivitiesControl(app: Hono<SimEnv>, target: ControlTarget): void {
  // Adds a promotion to the merchant's activity centre (named activities: /__sim/promotions is the reward centre's).
  app.post('/__sim/activities', async (c) => {
    const w = target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
    if (!w) return c.json({ error: 'unknown merchant' }, 404);
    const body = await controlBody(c, activityBody);
    if (body instanceof Response) return body;
    const activity = parseActivity(body, w.activities.nextId, target.now());
    if (typeof activity === 'string') return c.json({ error: activity }, 400);
    w.activities.nextId++;
    w.activities.list.unshift(activity);
    return c.json(activity, 201);
  });
}
