// @vitest-environment jsdom
/**
 * Reward calls (src/api/rewards.ts): the one parser of the reward kinds that the reward centre and the
 * REFERRAL/MISSION switches share, the other parsers with good and malformed answers, the paths and verbs
 * the calls use against the simulator, and every fetcher under injected faults.
 */
import { describe, expect, it } from 'vitest';
import {
  claimTicket,
  getClaimHistory,
  getIssuedRewards,
  getMemberClub,
  getRebateReport,
  getTickets,
  parseLeaderboard,
  parseMilestones,
  parseMissions,
  parseRankProgress,
  parseRebateDue,
  parseRebatePage,
  parseTickets,
} from '../../src/api/rewards';
import { parseRulesHtml } from '../../src/api/parse';
import { getAvailableRewards, parseAvailableRewards, promoEnabled } from '../../src/api/reward-kinds';
import { control, FAULT_KINDS, failure, startSimulatorSession } from './support/simulator';

const { login, requests } = startSimulatorSession({ record: true });

describe('reward kinds (MCSFE_getAvailablePromotions)', () => {
  const answer = {
    content: {
      MANUAL: { enabled: true, count: 2 },
      TICKET: { enabled: true, count: 3, ticketDetails: [{ ticketType: 'NORMAL', ticketCount: 2 }, { ticketType: 'FREE_SPIN', ticketCount: '1' }] },
      REFERRAL: { enabled: 'Y' },
      MISSION: { enabled: false, count: 0 },
    },
    footer: {},
  };

  it('reads each kind with its switch and count (a missing count is 0) and the tickets by type', () => {
    const parsed = parseAvailableRewards(answer);
    expect(parsed.kinds).toEqual({ MANUAL: { enabled: true, count: 2 }, TICKET: { enabled: true, count: 3 }, REFERRAL: { enabled: true, count: 0 }, MISSION: { enabled: false, count: 0 } });
    expect(parsed.tickets).toEqual([
      { ticketType: 'NORMAL', ticketCount: 2 },
      { ticketType: 'FREE_SPIN', ticketCount: 1 },
    ]);
  });

  it('REFERRAL and MISSION are looked up in the same answer; absent or unloaded means off', () => {
    const parsed = parseAvailableRewards(answer);
    expect(promoEnabled(parsed, 'REFERRAL')).toBe(true);
    expect(promoEnabled(parsed, 'MISSION')).toBe(false);
    expect(promoEnabled({ kinds: {}, tickets: [] }, 'MISSION')).toBe(false);
    expect(promoEnabled(undefined, 'REFERRAL')).toBe(false);
  });

  it.each([
    ['the old list shape', [{ type: 'REFERRAL', enabled: true }]],
    ['no content', { footer: {} }],
    ['a kind that is not an object', { content: { MANUAL: true } }],
    ['a count that is not a number', { content: { MANUAL: { enabled: true, count: 'many' } } }],
    ['ticketDetails that are not a list', { content: { TICKET: { enabled: true, count: 1, ticketDetails: {} } } }],
  ])('refuses %s', (_name, value) => {
    expect(() => parseAvailableRewards(value)).toThrow();
  });

  it('the simulator answers it for a guest and a member; the member gets counts', async () => {
    expect(promoEnabled(await getAvailableRewards(), 'MISSION')).toBe(true);
    await login('player01', 'Player123');
    const mine = await getAvailableRewards();
    expect(mine.kinds.TICKET?.count).toBe(2);
  });
});

describe('the other reward answers', () => {
  it('reads good answers', () => {
    expect(parseTickets([{ transactionId: 'T1', type: 'FREE_SPIN', bonus: '5' }])).toEqual([{ transactionId: 'T1', ticketType: 'FREE_SPIN', bonus: 5, endDate: undefined }]);
    expect(parseRankProgress({ playerRankName: 'VIP2', monthlyTurnover: { actual: 10, expected: '20' }, totalTurnover: 30 })).toEqual({
      rankName: 'VIP2',
      nextRankName: undefined,
      monthly: { actual: 10, expected: 20 },
      totalTurnover: 30,
    });
    expect(parseRebateDue({ list: [{ productType: 'RNG', betAmount: 100, rebateRate: 0.8, rebateAmount: 0.8 }] })).toEqual({ rows: [{ productType: 'RNG', betAmount: 100, rate: 0.8, amount: 0.8 }], total: 0.8 });
    expect(parseRebatePage({ list: [], totalPages: 0, footer: { betAmount: 0, rebateAmount: 0 } })).toEqual({ rows: [], totalPages: 0, footer: { betAmount: 0, rebateAmount: 0 } });
    expect(parseMilestones([{ target: 100, bonus: 2, reached: true, claimed: false }])).toEqual([{ target: 100, bonus: 2, reached: true, claimed: false }]);
    expect(parseLeaderboard({ list: [{ rank: 1, customerName: 'a', score: 5, self: true }], myRank: 1 })).toEqual({ rows: [{ rank: 1, name: 'a', score: 5, self: true }] });
    expect(parseRulesHtml('<p>x</p>')).toBe('<p>x</p>');
    expect(parseRulesHtml({ content: '<p>y</p>' })).toBe('<p>y</p>');
  });

  it.each([
    ['tickets without ids', () => parseTickets([{ type: 'NORMAL' }])],
    ['rank progress without monthly turnover', () => parseRankProgress({ playerRankName: 'VIP1', totalTurnover: 1 })],
    ['rebate rows without amounts', () => parseRebateDue({ list: [{ productType: 'RNG', betAmount: 1 }] })],
    ['a rebate report without footer', () => parseRebatePage({ list: [], totalPages: 0 })],
    ['missions that are not a page', () => parseMissions([])],
    ['a leaderboard row without a score', () => parseLeaderboard({ list: [{ rank: 1, customerName: 'a' }] })],
  ])('refuses %s', (_name, parse) => {
    expect(parse).toThrow();
  });
});

describe('calls against the simulator', () => {
  it('a free-spin ticket is claimed through PROMOFE_claimFreeSpinTicketV2, a normal one through PROMOFE_claimTicket, both POST with {transactionId}', async () => {
    await login('player01', 'Player123');
    const tickets = await getTickets();
    for (const ticket of tickets) await claimTicket(ticket);
    const claims = requests.filter((r) => /PROMOFE_claim/.test(r.url));
    expect(claims.map((r) => [r.method, new URL(r.url).pathname.split('/').pop()])).toEqual([
      ['POST', 'PROMOFE_claimTicket'],
      ['POST', 'PROMOFE_claimFreeSpinTicketV2'],
    ]);
    expect((await getClaimHistory()).rows).toHaveLength(2);
  });

  it('the rebate report asks for the range, a page and sortColumn=balanceDate:desc', async () => {
    await login('player01', 'Player123');
    await getRebateReport({ start: 1, end: 2 }, {}, 1);
    const url = new URL(requests.filter((r) => r.url.includes('ODSFE2_MemberRebate')).at(-1)?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ startDate: '1', endDate: '2', page: '1', sortColumn: 'balanceDate:desc' });
  });
});

const FETCHERS: [string, string, () => Promise<unknown>][] = [
  ['reward kinds', '/wps/relay/MCSFE_getAvailablePromotions', getAvailableRewards],
  ['claimable promotions', '/wps/relay/MCSFE_getClaimPromotion', () => getIssuedRewards(['MANUAL'])],
  ['tickets', '/wps/relay/PROMOFE_getClaimTicketList', getTickets],
  ['member club', '/wps/relay/MCSFE_getMemberClubBenefit', getMemberClub],
];

describe('reward fetchers under injected faults', () => {
  for (const [name, path, call] of FETCHERS) {
    it.each(FAULT_KINDS)(`${name}: %s is an ApiError of the right kind`, async (_fault, fault, expected) => {
      await login('player01', 'Player123');
      await control('POST', '/__sim/faults', { path, ...fault });
      expect(await failure(call())).toMatchObject(expected);
    });
  }
});
