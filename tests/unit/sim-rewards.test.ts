/**
 * The simulator's rewards (src/platform-sim/routes/rewards.ts): reward kinds with counts per member, tickets
 * and issued promotions claimed once each through moveMoney (balance and account record), the second claim
 * refused and the counts dropping; rebate from the member's bets paid once and then reported; missions that
 * progress with bets; the control API; and the rewards surviving a save and load.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { parseAvailableRewards } from '../../src/api/reward-kinds';
import { parseMissions, parseRebateDue, parseRebatePage, parseTickets } from '../../src/api/rewards';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import { restore, snapshot } from '../../src/platform-sim/persist';
import { mountAccounts } from '../../src/platform-sim/routes/accounts';
import { memberRewards, mountRewards, mountRewardsControl } from '../../src/platform-sim/routes/rewards';
import type { SimEnv } from '../../src/platform-sim/routes/world';
import { addMember, type MerchantWorld, newWorld } from '../../src/platform-sim/state';
import { createRsaKeyPair } from '../../src/platform-sim/encryption';
import { type Envelope, simRequest } from './support/simulator';

const NOW = Date.UTC(2025, 5, 15, 10, 30);
const cat = buildCatalogue(1);
const config = [...loadAllMerchants().values()].find((m) => m.identity.merchantCode === 'DEMO');
const rsa = createRsaKeyPair();

function setup() {
  if (!config) throw new Error('DEMO missing');
  let now = NOW;
  const world: MerchantWorld = newWorld(config, NOW);
  const app = new Hono<SimEnv>();
  app.use('/wps/*', (c, next) => {
    c.set('world', world);
    return next();
  });
  mountAccounts(app, rsa, () => now);
  mountRewards(app, () => cat, () => now);
  mountRewardsControl(app, { worlds: new Map([['DEMO', world]]), now: () => now });
  const member = addMember(world, { account: 'rw01', balance: 100 }, NOW);
  world.sessions.set('tok', member.account);
  const send = async (method: string, path: string, json?: unknown, token: string | null = 'tok') => {
    const res = await app.fetch(simRequest(method, path, { token: token ?? undefined, json }));
    return { status: res.status, body: (await res.json()) as Envelope & Record<string, unknown> };
  };
  const counts = async () => parseAvailableRewards((await send('GET', '/wps/relay/MCSFE_getAvailablePromotions')).body.value);
  const later = (ms: number) => {
    now += ms;
  };
  return { world, member, send, counts, later };
}

describe('reward kinds and tickets', () => {
  it('answers {content:{KIND:{enabled,count}}} with the seeded tickets by type; a guest gets the switches with count 0', async () => {
    const { counts, send } = setup();
    const mine = await counts();
    expect(mine.kinds.TICKET).toEqual({ enabled: true, count: 2 });
    expect(mine.tickets).toEqual([
      { ticketType: 'NORMAL', ticketCount: 1 },
      { ticketType: 'FREE_SPIN', ticketCount: 1 },
    ]);
    expect(mine.kinds.MANUAL).toEqual({ enabled: true, count: 1 });
    expect(mine.kinds.REFERRAL?.enabled).toBe(true);
    expect(mine.kinds.RAFFLE).toEqual({ enabled: false, count: 0 });
    const guest = parseAvailableRewards((await send('GET', '/wps/relay/MCSFE_getAvailablePromotions', undefined, null)).body.value);
    expect(guest.kinds.TICKET).toEqual({ enabled: true, count: 0 });
    expect(guest.kinds.MISSION?.enabled).toBe(true);
  });

  it('a normal ticket is claimed once: the balance and account record get the bonus, a second claim is refused, the count drops', async () => {
    const { send, member, world, counts } = setup();
    const tickets = parseTickets((await send('GET', '/wps/relay/PROMOFE_getClaimTicketList?isApp=N&isAll=Y&status=AVAILABLE')).body.value);
    const normal = tickets.find((t) => t.ticketType === 'NORMAL');
    if (!normal) throw new Error('no normal ticket');
    const first = await send('POST', '/wps/relay/PROMOFE_claimTicket', { transactionId: normal.transactionId });
    expect(first.body.value).toEqual({ bonus: 10, balance: 110 });
    expect(member.balance).toBe(110);
    expect(world.wallet.transactions.filter((tx) => tx.account === 'rw01')).toEqual([expect.objectContaining({ kind: 'bonus', amount: 10, balanceAfter: 110 })]);
    const again = await send('POST', '/wps/relay/PROMOFE_claimTicket', { transactionId: normal.transactionId });
    expect([again.status, again.body.errorCode]).toEqual([400, 'ticket.not.claimable']);
    expect(member.balance).toBe(110);
    expect((await counts()).kinds.TICKET?.count).toBe(1);
    const history = (await send('GET', '/wps/relay/PROMOFE_getClaimHistory')).body.value as { list: { kind: string; bonus: number }[] };
    expect(history.list).toEqual([expect.objectContaining({ kind: 'TICKET', bonus: 10 })]);
  });

  it('a free-spin ticket is claimed only through PROMOFE_claimFreeSpinTicketV2', async () => {
    const { send, member } = setup();
    const tickets = parseTickets((await send('GET', '/wps/relay/PROMOFE_getClaimTicketList?status=AVAILABLE')).body.value);
    const spin = tickets.find((t) => t.ticketType === 'FREE_SPIN');
    if (!spin) throw new Error('no free-spin ticket');
    expect((await send('POST', '/wps/relay/PROMOFE_claimTicket', { transactionId: spin.transactionId })).status).toBe(400);
    expect(member.balance).toBe(100);
    expect((await send('POST', '/wps/relay/PROMOFE_claimFreeSpinTicketV2', { transactionId: spin.transactionId })).body.value).toEqual({ bonus: 5, balance: 105 });
  });

  it('an issued promotion is listed with status I, claimed once, then gone from the list and the count', async () => {
    const { send, member, counts } = setup();
    const list = (await send('GET', '/wps/relay/MCSFE_getClaimPromotion?promotionType=MANUAL,UPGRADE_BONUS&status=I')).body.value as { claimId: string; bonus: number; status: string }[];
    expect(list.map((p) => [p.bonus, p.status])).toEqual([
      [18, 'I'],
      [8, 'I'],
    ]);
    const claimId = list[0]?.claimId;
    expect((await send('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId })).body.value).toEqual({ bonus: 18, balance: 118 });
    expect((await send('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId })).body.errorCode).toBe('promotion.already.claimed');
    expect(member.balance).toBe(118);
    expect((await counts()).kinds.MANUAL?.count).toBe(0);
    expect(((await send('GET', '/wps/relay/MCSFE_getClaimPromotion?promotionType=MANUAL&status=I')).body.value as unknown[]).length).toBe(0);
  });

  it('needs a session for the member lists and claims', async () => {
    const { send } = setup();
    expect((await send('GET', '/wps/relay/PROMOFE_getClaimTicketList', undefined, null)).status).toBe(401);
    expect((await send('POST', '/wps/relay/ODSFE2_rebateDisburse', {}, null)).status).toBe(401);
  });
});

describe('free-trial accounts (member type 4, spec §5)', () => {
  const FREE_REJECT = { success: false, errorCode: 'free_reject', message: 'Please login an actual account to use this function' };

  it('are refused every reward claim with free_reject, the activity centre’s answer, and paid nothing', async () => {
    const { world, send, member, later } = setup();
    const trial = addMember(world, { account: 'trial01', type: 4, balance: 5000 }, NOW);
    world.sessions.set('trial', trial.account);
    // What a real member could claim, put in the trial member's rewards straight in the state.
    world.rewards.set(trial.account, structuredClone(memberRewards(world, member, NOW)));
    const r = world.rewards.get(trial.account);
    r?.bets.push({ at: NOW, category: 'RNG', amount: 2000 });
    later(1000);
    const claims: [string, Record<string, string>][] = [
      ['/wps/relay/MCSFE_claimIssuedPromotion', { claimId: r?.issued[0]?.claimId ?? '' }],
      ['/wps/relay/PROMOFE_claimTicket', { transactionId: r?.tickets.find((t) => t.ticketType === 'NORMAL')?.transactionId ?? '' }],
      ['/wps/relay/PROMOFE_claimFreeSpinTicketV2', { transactionId: r?.tickets.find((t) => t.ticketType === 'FREE_SPIN')?.transactionId ?? '' }],
      ['/wps/relay/ODSFE2_rebateDisburse', {}],
      ['/wps/relay/MCSFE_claimMissionRewards', { missionId: 'daily-turnover' }],
    ];
    for (const [path, body] of claims) {
      expect(await send('POST', path, body, 'trial')).toEqual({ status: 400, body: FREE_REJECT });
    }
    expect(trial.balance).toBe(5000);
    expect(world.wallet.transactions.filter((tx) => tx.account === trial.account)).toEqual([]);
    // The same claims pay a real member.
    expect((await send('POST', claims[0]?.[0] ?? '', claims[0]?.[1])).body.success).toBe(true);
  });

  it('are seeded no tickets or bonuses, and the control API gives them none', async () => {
    const { world, send } = setup();
    world.sessions.set('trial', addMember(world, { account: 'trial02', type: 4 }, NOW).account);
    expect((await send('GET', '/wps/relay/PROMOFE_getClaimTicketList?status=AVAILABLE', undefined, 'trial')).body.value).toEqual([]);
    expect((await send('GET', '/wps/relay/MCSFE_getClaimPromotion?status=I', undefined, 'trial')).body.value).toEqual([]);
    expect((await send('POST', '/__sim/members/trial02/tickets', { bonus: 3 })).status).toBe(400);
    expect((await send('POST', '/__sim/members/trial02/promotions', { bonus: 3 })).status).toBe(400);
  });
});

describe('PROMOFE_queryPromotionClaimStatus', () => {
  const DAY = 86_400_000;
  type Status = { promoType: string; claimId: string; status: string; endTime: number };

  it('answers [{promoType, claimId, status, endTime}] for the named issued promotions: CLAIMABLE, then CLAIMED or EXPIRED', async () => {
    const { send, later } = setup();
    const issued = (await send('GET', '/wps/relay/MCSFE_getClaimPromotion?status=I')).body.value as { claimId: string }[];
    const [manual, upgrade] = issued.map((p) => p.claimId);
    const query = async () => (await send('POST', '/wps/relay/PROMOFE_queryPromotionClaimStatus', { claimIds: [manual, upgrade, 'P999'] })).body.value as Status[];
    expect(await query()).toEqual([
      { promoType: 'MANUAL', claimId: manual, status: 'CLAIMABLE', endTime: NOW + 7 * DAY },
      { promoType: 'UPGRADE_BONUS', claimId: upgrade, status: 'CLAIMABLE', endTime: NOW + 7 * DAY },
    ]);
    await send('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId: manual });
    later(7 * DAY);
    expect((await query()).map((row) => row.status)).toEqual(['CLAIMED', 'EXPIRED']);
    expect((await send('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId: upgrade })).body.errorCode).toBe('promotion.not.claimable');
  });

  it('needs a session and a list of claim ids', async () => {
    const { send } = setup();
    expect((await send('POST', '/wps/relay/PROMOFE_queryPromotionClaimStatus', { claimIds: [] }, null)).status).toBe(401);
    expect((await send('POST', '/wps/relay/PROMOFE_queryPromotionClaimStatus', { claimIds: 'P1' })).body.errorCode).toBe('promotion.claimIds.invalid');
    expect((await send('POST', '/wps/relay/PROMOFE_queryPromotionClaimStatus', { claimIds: [] })).body.value).toEqual([]);
  });
});

describe('control API', () => {
  it('adds a ticket and an issued promotion to a member, and refuses a bonus that is not a positive number', async () => {
    const { send, counts } = setup();
    expect((await send('POST', '/__sim/members/rw01/tickets', { type: 'GOLDEN_EGG', bonus: 3 })).status).toBe(201);
    expect((await send('POST', '/__sim/members/rw01/promotions', { promotionType: 'SAVIOR', name: 'Rescue', bonus: 7 })).status).toBe(201);
    expect((await send('POST', '/__sim/members/rw01/tickets', { bonus: -1 })).status).toBe(400);
    expect((await send('POST', '/__sim/members/nobody/tickets', { bonus: 1 })).status).toBe(404);
    const after = await counts();
    expect(after.kinds.TICKET?.count).toBe(3);
    expect(after.tickets).toContainEqual({ ticketType: 'GOLDEN_EGG', ticketCount: 1 });
    expect((await send('PATCH', '/__sim/promotions', { MISSION: false })).status).toBe(200);
    expect((await counts()).kinds.MISSION?.enabled).toBe(false);
  });
});

describe('rebate', () => {
  it('accrues from settled bets, is paid once as betting_rebate, then the report lists it with totals and nothing is left', async () => {
    const { send, member, world, later } = setup();
    expect((await send('POST', '/__sim/members/rw01/bets', { amount: 1000, category: 'LIVE' })).status).toBe(409);
    member.balance = 5000;
    await send('POST', '/__sim/members/rw01/bets', { amount: 1000, category: 'LIVE' });
    expect(member.balance).toBe(4000);
    later(1000);
    const due = parseRebateDue((await send('GET', '/wps/relay/ODSFE2_getRebate')).body.value);
    const live = due.rows.find((r) => r.productType === 'LIVE');
    expect(live?.betAmount).toBeGreaterThanOrEqual(1000);
    expect(live?.amount).toBeCloseTo(((live?.betAmount ?? 0) * 0.5) / 100, 2);
    const before = member.balance;
    const paid = await send('POST', '/wps/relay/ODSFE2_rebateDisburse', {});
    expect((paid.body.value as { amount: number }).amount).toBeCloseTo(due.total, 2);
    expect(member.balance).toBeCloseTo(before + due.total, 2);
    expect(world.wallet.transactions.filter((tx) => tx.kind === 'betting_rebate')).toHaveLength(1);
    expect((await send('POST', '/wps/relay/ODSFE2_rebateDisburse', {})).body.errorCode).toBe('rebate.nothing.to.claim');
    expect(parseRebateDue((await send('GET', '/wps/relay/ODSFE2_getRebate')).body.value).total).toBe(0);
    const report = parseRebatePage((await send('GET', `/wps/relay/ODSFE2_MemberRebate?startDate=${NOW - 86_400_000}&endDate=${NOW + 86_400_000}&page=1&size=10&sortColumn=balanceDate:desc`)).body.value);
    expect(report.footer.rebateAmount).toBeCloseTo(due.total, 2);
    expect(report.rows.map((r) => r.productType)).toContain('LIVE');
  });
});

describe('bets from the control API', () => {
  const DAY = 86_400_000;
  const turnover = async (send: ReturnType<typeof setup>['send']) =>
    ((await send('GET', '/wps/relay/MCSFE_getPlayerRankProgress')).body.value as { totalTurnover: number }).totalTurnover;
  const rngDue = async (send: ReturnType<typeof setup>['send']) => parseRebateDue((await send('GET', '/wps/relay/ODSFE2_getRebate')).body.value).rows.find((r) => r.productType === 'RNG')?.betAmount ?? 0;

  it('count whole past 200 bets: the VIP turnover and the unpaid rebate take every one', async () => {
    const { send, member } = setup();
    member.balance = 100_000;
    const [turnoverBefore, dueBefore] = [await turnover(send), await rngDue(send)];
    for (let i = 0; i < 250; i++) expect((await send('POST', '/__sim/members/rw01/bets', { amount: 10, category: 'RNG' })).status).toBe(201);
    expect(await turnover(send)).toBeCloseTo(turnoverBefore + 2500, 2);
    expect(await rngDue(send)).toBeCloseTo(dueBefore + 2500, 2);
  });

  it('are kept while the rebate is unpaid, even past the 60-day turnover, and dropped once paid and out of it', async () => {
    const { send, member, world, later } = setup();
    member.balance = 100_000;
    await send('POST', '/__sim/members/rw01/bets', { amount: 700, category: 'LIVE' });
    later(61 * DAY);
    const live = parseRebateDue((await send('GET', '/wps/relay/ODSFE2_getRebate')).body.value).rows.find((r) => r.productType === 'LIVE');
    expect(live?.betAmount).toBeGreaterThanOrEqual(700);
    expect(world.rewards.get('rw01')?.bets).toHaveLength(1);
    expect((await send('POST', '/wps/relay/ODSFE2_rebateDisburse', {})).body.success).toBe(true);
    expect(world.rewards.get('rw01')?.bets).toEqual([]);
  });
});

describe('missions', () => {
  it('progress with bets; reached milestones are claimed once for their bonus', async () => {
    const { send, member } = setup();
    member.balance = 5000;
    const before = parseMissions((await send('GET', '/wps/relay/MCSFE_getMissionSummaryDetails?page=1&size=20')).body.value).rows.find((m) => m.missionId === 'daily-turnover');
    await send('POST', '/__sim/members/rw01/bets', { amount: 600 });
    const after = parseMissions((await send('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).body.value).rows.find((m) => m.missionId === 'daily-turnover');
    expect(after?.progress).toBeCloseTo((before?.progress ?? 0) + 600, 2);
    expect(after?.status).toBe('CLAIMABLE');
    const balance = member.balance;
    const claim = await send('POST', '/wps/relay/MCSFE_claimMissionRewards', { missionId: 'daily-turnover' });
    expect((claim.body.value as { bonus: number }).bonus).toBe(after?.claimableBonus);
    expect(member.balance).toBeCloseTo(balance + (after?.claimableBonus ?? 0), 2);
    expect((await send('POST', '/wps/relay/MCSFE_claimMissionRewards', { missionId: 'daily-turnover' })).body.errorCode).toBe('mission.not.claimable');
    const milestones = (await send('GET', '/wps/relay/MCSFE_getMissionMilestones?missionId=daily-turnover')).body.value as { reached: boolean; claimed: boolean }[];
    expect(milestones.filter((m) => m.reached).every((m) => m.claimed)).toBe(true);
  });
});

describe('persistence', () => {
  it("a member's claims and rewards survive a save and load", async () => {
    const { world, send } = setup();
    await send('POST', '/__sim/members/rw01/tickets', { bonus: 4 });
    const saved = JSON.parse(JSON.stringify(snapshot(new Map([['DEMO', world]]), 1)));
    if (!config) throw new Error('DEMO missing');
    const fresh = new Map([['DEMO', newWorld(config, NOW)]]);
    restore(fresh, saved);
    expect(fresh.get('DEMO')?.rewards.get('rw01')?.tickets.map((t) => t.bonus)).toEqual([10, 5, 4]);
  });
});
