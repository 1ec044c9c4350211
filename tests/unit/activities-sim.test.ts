/**
 * The simulator's activity centre and invite-friends calls (platform-api-member.md §5; shapes *unverified*):
 * categories and the list by category, a promotion's status per member, a claim that credits its bonus once
 * through moveMoney (balance and account record agree), an application with its remark rules (required where
 * the promotion asks, at most 140 characters, spec 5), refusals for information-only promotions and guests,
 * the control API's POST /__sim/activities, and a member's referral code, invitees and rules.
 */
import { describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { type Envelope, simRequest } from './support/simulator';

const NOW = Date.UTC(2026, 10, 20, 12);

function setup() {
  const sim = createPlatformSimulator(loadAllMerchants().values(), { now: () => NOW });
  const send = async (method: string, path: string, init: Parameters<typeof simRequest>[2] = {}) => {
    const res = await sim.fetch(simRequest(method, path, init));
    return { status: res.status, body: (await res.json()) as Envelope & Record<string, unknown> };
  };
  const member = async (username: string, extra: Record<string, unknown> = {}) => {
    await send('POST', '/__sim/members', { json: { username, balance: 100, ...extra } });
    const session = await send('POST', `/__sim/members/${username}/session`, { json: {} });
    return session.body.token as string;
  };
  return { send, member };
}

type Row = { id: number; categoryId: number; title: string; applyType: string; status: string; remarkRequired: boolean };
const rows = (body: Envelope) => (body.value as { list: Row[] }).list;

describe('activity list and detail', () => {
  it('lists the categories, every promotion, and a category’s own', async () => {
    const { send } = setup();
    const categories = (await send('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory')).body.value as { id: number; name: string }[];
    expect(categories.map((c) => c.name)).toEqual(['New members', 'Slots', 'Lottery']);
    const all = rows((await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceV2?page=1&size=10')).body);
    expect(all.map((r) => r.applyType)).toEqual(['CLAIM', 'APPLY', 'APPLY', 'NONE']);
    expect(all.filter((r) => r.remarkRequired).map((r) => r.id)).toEqual([3]);
    const slots = rows((await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceV2?categoryId=2')).body);
    expect(slots.map((r) => r.categoryId)).toEqual([2, 2]);
  });

  it('pages the list by size', async () => {
    const { send } = setup();
    const first = (await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceV2?page=1&size=3')).body.value as { list: Row[]; totalPages: number };
    const second = (await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceV2?page=2&size=3')).body.value as { list: Row[]; totalPages: number };
    expect([first.list.length, second.list.length, first.totalPages]).toEqual([3, 1, 2]);
  });

  it('answers an empty list with 0 pages, as every simulated list does', async () => {
    const { send, member } = setup();
    expect((await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceV2?categoryId=999')).body.value).toEqual({ list: [], pageNum: 1, totalPages: 0 });
    const token = await member('loner1');
    expect((await send('GET', '/wps/relay/MCSFE_getReferralList?page=1&size=10', { token })).body.value).toEqual({ list: [], pageNum: 1, totalPages: 0 });
  });

  it('answers a detail with its HTML; an unknown id is refused', async () => {
    const { send } = setup();
    const detail = await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceDetail?id=1');
    expect((detail.body.value as { content: string; status: string }).status).toBe('AVAILABLE');
    expect((detail.body.value as { content: string }).content).toContain('<strong>50</strong>');
    const unknown = await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceDetail?id=999');
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'promo.not.found']);
  });
});

describe('claiming and applying (PROMOFE_claimPromo)', () => {
  it('a claim credits its bonus once: balance and account record agree, the status turns CLAIMED', async () => {
    const { send, member } = setup();
    const token = await member('claimer1');
    const first = await send('POST', '/wps/relay/PROMOFE_claimPromo', { token, json: { promotionId: 1 } });
    expect(first.body.value).toEqual({ promotionId: 1, status: 'CLAIMED', bonus: 50 });
    const again = await send('POST', '/wps/relay/PROMOFE_claimPromo', { token, json: { promotionId: 1 } });
    expect([again.status, again.body.errorCode]).toEqual([400, 'promo.already.applied']);
    const wallet = await send('GET', '/__sim/members/claimer1/wallet');
    expect((wallet.body as unknown as { balance: number }).balance).toBe(150);
    const record = await send('GET', `/wps/relay/ODSFE2_MemTransDet?codeTypes=&page=1&size=10&startTime=${NOW - 86_400_000}&endTime=${NOW + 86_400_000}`, { token });
    const bonuses = (record.body.value as { list: { amount: number; currentAvailBalance: number }[] }).list.filter((r) => r.amount === 50);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]?.currentAvailBalance).toBe(150);
    const detail = await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceDetail?id=1', { token });
    expect((detail.body.value as { status: string }).status).toBe('CLAIMED');
  });

  it('a claimed promotion is in the claim history, as every other claim is', async () => {
    const { send, member } = setup();
    const token = await member('historian1');
    const title = (await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceDetail?id=1', { token })).body.value as { title: string };
    await send('POST', '/wps/relay/PROMOFE_claimPromo', { token, json: { promotionId: 1 } });
    const history = (await send('GET', '/wps/relay/PROMOFE_getClaimHistory?page=1&size=20', { token })).body.value as { list: { kind: string; title: string; bonus: number; claimedAt: number }[] };
    expect(history.list).toEqual([expect.objectContaining({ kind: 'PROMOTION', title: title.title, bonus: 50, claimedAt: NOW })]);
  });

  it('an application is recorded as APPLIED without moving money', async () => {
    const { send, member } = setup();
    const token = await member('applier1');
    const applied = await send('POST', '/wps/relay/PROMOFE_claimPromo', { token, json: { promotionId: 2 } });
    expect(applied.body.value).toEqual({ promotionId: 2, status: 'APPLIED', bonus: 0 });
    expect(((await send('GET', '/__sim/members/applier1/wallet')).body as unknown as { balance: number }).balance).toBe(100);
    const list = rows((await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceV2?categoryId=2', { token })).body);
    expect(list.find((r) => r.id === 2)?.status).toBe('APPLIED');
  });

  it('a promotion asking for a remark refuses none and one over 140 characters, and takes 140', async () => {
    const { send, member } = setup();
    const token = await member('remarker1');
    const none = await send('POST', '/wps/relay/PROMOFE_claimPromo', { token, json: { promotionId: 3 } });
    expect(none.body.errorCode).toBe('promo.remark.required');
    const long = await send('POST', '/wps/relay/PROMOFE_claimPromo', { token, json: { promotionId: 3, remark: 'x'.repeat(141) } });
    expect(long.body.errorCode).toBe('promo.remark.too.long');
    const fits = await send('POST', '/wps/relay/PROMOFE_claimPromo', { token, json: { promotionId: 3, remark: 'x'.repeat(140) } });
    expect((fits.body.value as { status: string }).status).toBe('APPLIED');
  });

  it('refuses information-only promotions, guests and free-trial accounts', async () => {
    const { send, member } = setup();
    const token = await member('reader1');
    expect((await send('POST', '/wps/relay/PROMOFE_claimPromo', { token, json: { promotionId: 4 } })).body.errorCode).toBe('promo.not.claimable');
    expect((await send('POST', '/wps/relay/PROMOFE_claimPromo', { json: { promotionId: 1 } })).status).toBe(401);
    const trial = await member('trial1', { type: 4 });
    expect((await send('POST', '/wps/relay/PROMOFE_claimPromo', { token: trial, json: { promotionId: 1 } })).body.errorCode).toBe('free_reject');
  });

  it('POST /__sim/activities adds a promotion at the top of the list', async () => {
    const { send } = setup();
    const added = await send('POST', '/__sim/activities', { json: { title: 'Flash bonus', kind: 'claim', bonus: 5, categoryId: 1 } });
    expect(added.status).toBe(201);
    const list = rows((await send('GET', '/wps/relay/PROMOFE_getPromoAnnounceV2')).body);
    expect([list[0]?.title, list[0]?.applyType]).toEqual(['Flash bonus', 'CLAIM']);
    expect((await send('POST', '/__sim/activities', { json: {} })).status).toBe(400);
  });
});

describe('invite friends', () => {
  it('answers the member’s referral code, the invitees who registered with it, and the rules', async () => {
    const { send, member } = setup();
    const token = await member('inviter1');
    const before = (await send('GET', '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { token })).body.value as { referralCode: string; totalInvitations: number };
    expect(before.referralCode).toMatch(/^AF\d+$/);
    expect(before.totalInvitations).toBe(0);
    await send('POST', '/__sim/members', { json: { username: 'friend1', upline: 'inviter1' } });
    await send('POST', '/__sim/members', { json: { username: 'friend2', upline: 'inviter1' } });
    const after = (await send('GET', '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { token })).body.value as { totalInvitations: number };
    expect(after.totalInvitations).toBe(2);
    const list = (await send('GET', '/wps/relay/MCSFE_getReferralList?page=1&size=10', { token })).body.value as { list: { customerName: string }[] };
    expect(list.list.map((r) => r.customerName).sort()).toEqual(['friend1', 'friend2']);
    const rules = (await send('GET', '/wps/relay/MCSFE_getReferralRules', { token })).body.value as { content: string };
    expect(rules.content).toContain('<ol>');
    expect((await send('GET', '/wps/relay/MCSFE_getReferralDetails')).status).toBe(401);
  });
});
