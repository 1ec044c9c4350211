/**
 * The simulator's control API and state under hostile or careless input (issue 20): bodies checked against a
 * schema with bounds (400 naming the field and the rule), the JSON content-type check parsed, fault paths
 * matched without backtracking, and the collections that grow per call bounded (oldest dropped).
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { mountControl } from '../../src/platform-sim/control';
import { countFailedLogin, startSession } from '../../src/platform-sim/routes/accounts';
import type { SimEnv } from '../../src/platform-sim/routes/world';
import {
  FAILED_LOGINS_MAX,
  FAULT_PATH_MAX,
  FAULTS_MAX,
  FEEDBACK_MAX,
  MAIL_OUTBOX_MAX,
  type MerchantWorld,
  newWorld,
  pathMatches,
  SESSIONS_MAX,
  SMS_OUTBOX_MAX,
  TRIAL_MEMBERS_MAX,
} from '../../src/platform-sim/state';
import { callSim } from './support/simulator';

const merchants = [...loadAllMerchants().values()];
const fresh = () => createPlatformSimulator(merchants);
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const answerOf = async (res: Response) => ((await res.json()) as { value: unknown }).value;

/** The control API on worlds the test holds, so it can look at them after a call. */
function controlOnWorlds() {
  const demo = merchants.find((m) => m.identity.merchantCode === 'DEMO');
  if (!demo) throw new Error('DEMO merchant missing');
  const world = newWorld(demo, Date.now());
  const app = new Hono<SimEnv>();
  mountControl(app, { worlds: new Map([['DEMO', world]]), faults: [], reset: () => {}, now: Date.now });
  const raw = (method: string, path: string, body: string) =>
    app.request(path, { method, headers: { Merchant: 'DEMO', 'Content-Type': 'application/json' }, body });
  return { world, raw };
}

describe('control bodies are validated, not coerced', () => {
  it('refuses an unbounded downline count with 400 naming the field and the rule, and makes no member', async () => {
    const sim = fresh();
    const res = await callSim(sim, 'POST', '/__sim/members', { username: 'huge', type: 1, downlines: 100_000 });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('/downlines must be <= 500');
    expect((await callSim(sim, 'GET', '/__sim/members/huge')).status).toBe(404);
    expect((await callSim(sim, 'POST', '/__sim/members', { username: 'team', type: 1, downlines: 500 })).status).toBe(201);
  });

  it.each([
    [{ path: '/wps/system/status', status: 99 }, '/status must be >= 400'],
    [{ path: '/wps/system/status', status: 204 }, '/status must be >= 400'],
    [{ path: '/wps/system/status', status: 600 }, '/status must be <= 599'],
    [{ path: '/wps/system/status', status: 500.5 }, '/status must be integer'],
    [{ path: '/wps/system/status', status: 500, times: 0.5 }, '/times must be integer; /times must be >= 1'],
    [{ path: '/wps/system/status', status: 500, times: 0 }, '/times must be >= 1'],
    [{ path: '/wps/system/status', status: 500, times: 1001 }, '/times must be <= 1000'],
    [{ path: '/wps/system/status', delayMs: 60_001 }, '/delayMs must be <= 60000'],
    [{ path: '/wps/system/status', delayMs: -1 }, '/delayMs must be >= 0'],
    [{ path: 'wps/system/status', status: 500 }, '/path must match pattern "^/"'],
    [{ status: 500 }, "body must have required property 'path'"],
    [{ path: '/wps/system/status', stauts: 500 }, 'body must NOT have additional properties ("stauts")'],
  ])('refuses the fault %j: %s', async (body, error) => {
    const sim = fresh();
    const res = await callSim(sim, 'POST', '/__sim/faults', body);
    expect([res.status, await errorOf(res)]).toEqual([400, error]);
    // Nothing was held: the call goes through.
    expect((await callSim(sim, 'GET', '/wps/system/status')).status).toBe(200);
  });

  it('a __proto__, constructor or prototype key in register-settings or flags is refused and replaces no prototype', async () => {
    const { world, raw } = controlOnWorlds();
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const rule = `{"${key}": {"enabled": true, "required": true}}`;
      const res = await raw('PATCH', '/__sim/register-settings', rule);
      expect([key, res.status, await errorOf(res)]).toEqual([key, 400, `body property name must be equal to one of the allowed values ("${key}")`]);
      expect((await raw('PATCH', '/__sim/flags', `{"${key}": {"polluted": true}}`)).status).toBe(400);
    }
    expect(Object.getPrototypeOf(world.registerSettings)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(world.flags)).toBe(Object.prototype);
    expect((world.registerSettings as unknown as Record<string, unknown>).required).toBeUndefined();
    // A known field still takes its rule.
    expect((await raw('PATCH', '/__sim/register-settings', '{"email": {"enabled": true, "required": true, "maxLength": 60}}')).status).toBe(200);
    expect(world.registerSettings.email).toEqual({ enabled: true, required: true, maxLength: 60 });
  });

  it('refuses a body that is not JSON, a list, and text beyond its bound', async () => {
    const { raw } = controlOnWorlds();
    expect([(await raw('PATCH', '/__sim/status', '{"maintenance":')).status]).toEqual([400]);
    const list = await raw('PATCH', '/__sim/status', '[true]');
    expect([list.status, await errorOf(list)]).toEqual([400, 'body must be object']);
    const long = await raw('PATCH', '/__sim/status', JSON.stringify({ info: 'x'.repeat(1001) }));
    expect([long.status, await errorOf(long)]).toEqual([400, '/info must NOT have more than 1000 characters']);
    const wrongType = await raw('PATCH', '/__sim/status', '{"maintenance":"yes"}');
    expect([wrongType.status, await errorOf(wrongType)]).toEqual([400, '/maintenance must be boolean']);
  });

  it('a bad rngGames no longer resets quietly: 400, and the state stays', async () => {
    const sim = fresh();
    await callSim(sim, 'PATCH', '/__sim/status', { maintenance: true });
    const res = await callSim(sim, 'POST', '/__sim/reset', { rngGames: 'many' });
    expect([res.status, await errorOf(res)]).toEqual([400, '/rngGames must be integer']);
    expect(await answerOf(await callSim(sim, 'GET', '/wps/system/status'))).toMatchObject({ maintenance: true });
  });

  it('accepts every body the README documents', async () => {
    const sim = fresh();
    const ok: [string, string, unknown][] = [
      ['POST', '/__sim/reset', {}],
      ['POST', '/__sim/reset', { seed: 7, rngGames: 100 }],
      ['PATCH', '/__sim/status', { maintenance: false, regionRestriction: false, ipRestricted: false, info: '' }],
      ['PATCH', '/__sim/flags', { AGEDOWNMOBILE3: true, USERNAMEREG3: false }],
      ['PATCH', '/__sim/register-settings', { username: { enabled: true, required: true, minLength: 4, maxLength: 16 }, email: { enabled: false, required: false } }],
      [
        'POST',
        '/__sim/members',
        {
          username: 'boss1',
          password: 'Boss1234',
          type: 1,
          balance: 1000,
          mobile: '0912000111',
          toUpline: false,
          upline: 'agent01',
          downlines: 3,
          verify: 'sms',
          firstTimeLogin: true,
          passwordExpired: false,
          refuse: 'rateLimited',
          unfinishedGame: 2,
          contractRequests: { dailysalreqtype: '1', divtypecompperiodreq: 'HALF_MONTH' },
        },
      ],
      ['POST', '/__sim/agent-tree', { account: 'tree_a', password: 'Agent123', size: 5, depth: 3, agentShare: 2.5 }],
      ['POST', '/__sim/faults', { path: '/wps/nothing/*', status: 401, delayMs: 0, malformed: false, drop: false, answer: { success: true, value: [] }, times: 1000, lane: 'l1' }],
      ['PUT', '/__sim/vendor-mapping', { mapping: { ELOTT: ['LOTT', 'TCG_LOTTO_VN'] }, lane: 'l1' }],
      [
        'PUT',
        '/__sim/members/player01/wallet',
        {
          balance: 100,
          fundsPassword: '123456',
          turnover: [{ gameType: 'RNG', required: 10, actual: 5 }],
          bankCards: [{ bankCode: 'KBZ', bankName: 'KBZ Bank', cardNumber: '1234567890', payeeName: 'P One', cardType: 'B' }],
        },
      ],
      ['PUT', '/__sim/members/player01/wallet', { fundsPassword: null }],
      [
        'PATCH',
        '/__sim/wallet/withdraw',
        { off: false, minimumAmount: 100, maximumAmount: 50_000, allowDecimal: false, dailyMaxCount: 5, dailyMaxAmount: 100_000, mobileVerificationType: 'NONE', mobileVerificationWithdrawAmount: 0 },
      ],
      ['PATCH', '/__sim/wallet/deposit', { off: false, confirmMs: 3_600_000, account: 'player01' }],
      ['POST', '/__sim/members/player01/history', { deposits: [{ amount: 77, method: 'MT', state: 'pending', daysAgo: 2 }], withdrawals: [{ amount: 5, state: 'failed', daysAgo: 0 }] }],
      ['POST', '/__sim/members/player01/tickets', { type: 'FREE_SPIN', bonus: 3 }],
      ['POST', '/__sim/members/player01/promotions', { promotionType: 'UPGRADE_BONUS', name: 'Up', bonus: 4 }],
      ['POST', '/__sim/members/player01/bets', { amount: 10, category: 'LIVE' }],
      ['PATCH', '/__sim/promotions', { MISSION: false, REFERRAL: true }],
      ['POST', '/__sim/members/player01/messages', { title: 'Hello', content: '<p>Hi</p>', bonus: 5 }],
      ['POST', '/__sim/activities', { title: 'Flash', kind: 'claim', categoryId: 1, bonus: 5, remarkRequired: false, content: '<p>x</p>', image: '/sim-assets/banner/banner-1.png', days: 7 }],
    ];
    for (const [method, path, body] of ok) {
      const res = await callSim(sim, method, path, body);
      expect([method, path, res.status]).toEqual([method, path, expect.toSatisfy((s: number) => s >= 200 && s < 300)]);
    }
  });
});

describe('the control API takes JSON only, by its media type', () => {
  const post = (type: string) => fresh().request('/__sim/reset', { method: 'POST', headers: { 'Content-Type': type }, body: '{}' });

  it.each(['text/plain; x=application/json', 'text/plain;application/json', 'application/jsonp', 'application/json, text/plain', 'application/json; charset=latin1', 'application/json;'])(
    'refuses %s with 415',
    async (type) => {
      expect((await post(type)).status).toBe(415);
    },
  );

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])('accepts %s', async (type) => {
    expect((await post(type)).status).toBe(200);
  });
});

describe('fault paths match in linear time', () => {
  it.each([
    ['/wps/system/*', '/wps/system/status', true],
    ['/wps/system/*', '/wps/system/', true],
    ['/wps/system/*', '/wps/systems', false],
    ['/wps/*/status', '/wps/system/status', true],
    ['/wps/*/status', '/wps/system/statuses', false],
    ['*', '/anything/at/all', true],
    ['/a*b*c', '/abc', true],
    ['/a*b*c', '/acb', false],
    ['/a*a', '/a', false],
    ['/x*ab*ab', '/xabab', true],
    ['/x*ab*ab', '/xab', false],
    ['/wps/a.b', '/wps/axb', false],
    ['/wps/(x)+', '/wps/(x)+', true],
    ['/wps/relay/MCSFE_getAvailablePromotions', '/wps/relay/MCSFE_getAvailablePromotions', true],
    ['/wps/relay/MCSFE_getAvailablePromotions', '/wps/relay/MCSFE_getAvailablePromotionsX', false],
  ])('%s against %s: %s', (pattern, path, matches) => {
    expect(pathMatches(pattern, path)).toBe(matches);
  });

  // The regex this replaced took over 30 s on this pair (catastrophic backtracking). No timing is asserted:
  // vitest's 5 s test timeout is the backstop (it fails a test that ran past it, even one that blocked the
  // event loop until it was done), so a matcher that backtracks again fails here.
  const PATHOLOGICAL = `/wps/${'*a'.repeat(14)}*x`;
  it('answers the pattern of many stars at once, matching or not', () => {
    expect(pathMatches(PATHOLOGICAL, `/wps/${'a'.repeat(42)}`)).toBe(false);
    expect(pathMatches(PATHOLOGICAL, `/wps/${'a'.repeat(42)}x`)).toBe(true);
  });

  it('a fault on that pattern leaves a call to /wps/aaaa… alone (no match), and takes the one it matches', async () => {
    const sim = fresh();
    expect((await callSim(sim, 'POST', '/__sim/faults', { path: PATHOLOGICAL, status: 503, times: 5 })).status).toBe(201);
    const missed = await callSim(sim, 'GET', `/wps/${'a'.repeat(42)}`);
    expect(((await missed.json()) as { errorCode: string }).errorCode).toBe('#459');
    expect((await callSim(sim, 'GET', `/wps/${'a'.repeat(42)}x`)).status).toBe(503);
  });

  it('refuses a pattern longer than its bound', async () => {
    const res = await callSim(fresh(), 'POST', '/__sim/faults', { path: `/${'a'.repeat(FAULT_PATH_MAX)}`, status: 500 });
    expect([res.status, await errorOf(res)]).toEqual([400, `/path must NOT have more than ${FAULT_PATH_MAX} characters`]);
  });

  it(`holds at most ${FAULTS_MAX} faults: the oldest goes first`, async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: '/wps/system/status', status: 500, lane: 'oldest' });
    await callSim(sim, 'POST', '/__sim/faults', { path: '/wps/system/status', status: 502, lane: 'second' });
    for (let i = 0; i < FAULTS_MAX - 1; i++) await callSim(sim, 'POST', '/__sim/faults', { path: '/nowhere', status: 500, lane: 'filler' });
    expect((await callSim(sim, 'GET', '/wps/system/status', undefined, 'DEMO', { 'X-Sim-Lane': 'oldest' })).status).toBe(200);
    expect((await callSim(sim, 'GET', '/wps/system/status', undefined, 'DEMO', { 'X-Sim-Lane': 'second' })).status).toBe(502);
  });
});

describe('collections that grow per call are bounded, oldest dropped', () => {
  const worldOf = (): MerchantWorld => {
    const demo = merchants.find((m) => m.identity.merchantCode === 'DEMO');
    if (!demo) throw new Error('DEMO merchant missing');
    return newWorld(demo, Date.now());
  };

  it(`the SMS outbox keeps the newest ${SMS_OUTBOX_MAX}`, async () => {
    const sim = fresh();
    const number = (i: number) => `0900${String(i).padStart(6, '0')}`;
    for (let i = 0; i <= SMS_OUTBOX_MAX; i++) expect((await callSim(sim, 'POST', '/wps/verification/sms/noLogin', { mobileNum: number(i) })).status).toBe(200);
    const sent = (await (await callSim(sim, 'GET', '/__sim/sms')).json()) as { mobileNum: string }[];
    expect(sent).toHaveLength(SMS_OUTBOX_MAX);
    expect([sent[0]?.mobileNum, sent.at(-1)?.mobileNum]).toEqual([number(1), number(SMS_OUTBOX_MAX)]);
  });

  it(`the e-mail outbox keeps the newest ${MAIL_OUTBOX_MAX}`, async () => {
    const sim = fresh();
    const { token } = (await (await callSim(sim, 'POST', '/__sim/members/player01/session')).json()) as { token: string };
    for (let i = 0; i <= MAIL_OUTBOX_MAX; i++) {
      expect((await callSim(sim, 'POST', '/wps/v2/verification/mail/send', { email: `p${i}@example.com` }, 'DEMO', { Authorization: token })).status).toBe(200);
    }
    const sent = (await (await callSim(sim, 'GET', '/__sim/mail')).json()) as { email: string }[];
    expect(sent).toHaveLength(MAIL_OUTBOX_MAX);
    expect([sent[0]?.email, sent.at(-1)?.email]).toEqual(['p1@example.com', `p${MAIL_OUTBOX_MAX}@example.com`]);
  });

  it(`keeps at most ${TRIAL_MEMBERS_MAX} free-play accounts: the oldest goes with its session; names and ids never repeat`, async () => {
    const sim = fresh();
    const play = async () => ((await (await callSim(sim, 'POST', '/wps/session/login/freeplay', {})).json()) as { value: { token: string; userName: string } }).value;
    const first = await play();
    let last = first;
    for (let i = 0; i < TRIAL_MEMBERS_MAX; i++) last = await play();
    expect([first.userName, last.userName]).toEqual(['trial0006', `trial${6 + TRIAL_MEMBERS_MAX}`]);
    expect((await callSim(sim, 'GET', `/__sim/members/${first.userName}`)).status).toBe(404);
    expect((await callSim(sim, 'GET', '/wps/member/info', undefined, 'DEMO', { Authorization: first.token })).status).toBe(401);
    expect((await callSim(sim, 'GET', '/wps/member/info', undefined, 'DEMO', { Authorization: last.token })).status).toBe(200);
    expect((await callSim(sim, 'GET', '/__sim/members/trial0007')).status).toBe(200);
    expect(await answerOf(await callSim(sim, 'GET', '/wps/member/trialuser'))).toBe(`trial${7 + TRIAL_MEMBERS_MAX}`);
    // The next member (any kind) takes a new id, never the dropped account's.
    const next = (await (await callSim(sim, 'POST', '/__sim/members', { username: 'after' })).json()) as { id: number };
    expect(next.id).toBe(100000 + 7 + TRIAL_MEMBERS_MAX);
  });

  it(`counts failed logins for the newest ${FAILED_LOGINS_MAX} user names`, () => {
    const world = worldOf();
    countFailedLogin(world, 'first');
    countFailedLogin(world, 'first');
    for (let i = 1; i < FAILED_LOGINS_MAX; i++) countFailedLogin(world, `name${i}`);
    // Counted again, a name becomes the newest: `first` survives the next one in, `name1` goes.
    countFailedLogin(world, 'first');
    countFailedLogin(world, 'newest');
    expect(world.failedLogins.size).toBe(FAILED_LOGINS_MAX);
    expect([world.failedLogins.get('first'), world.failedLogins.has('name1'), world.failedLogins.get('newest')]).toEqual([3, false, 1]);
  });

  it(`keeps the newest ${SESSIONS_MAX} sessions of a merchant`, () => {
    const world = worldOf();
    const player = world.members.get('player01');
    if (!player) throw new Error('player01 missing');
    const first = startSession(world, player).token;
    let last = first;
    for (let i = 0; i < SESSIONS_MAX; i++) last = startSession(world, player).token;
    expect(world.sessions.size).toBe(SESSIONS_MAX);
    expect([world.sessions.has(first), world.sessions.get(last)]).toEqual([false, 'player01']);
  });

  it('keeps the newest 1,000 phone-verification sends: the oldest can no longer be verified', async () => {
    const sim = fresh();
    const send = async (i: number) =>
      ((await (await callSim(sim, 'POST', '/wps/sim-phone/send', { mobileNum: `0911${String(i).padStart(6, '0')}` })).json()) as { value: { session: string } }).value.session;
    const codeOf = async (i: number) => {
      const codes = (await (await callSim(sim, 'GET', '/__sim/sms')).json()) as { mobileNum: string; code: string }[];
      return codes.find((s) => s.mobileNum === `0911${String(i).padStart(6, '0')}`)?.code ?? 'none';
    };
    const sessions: string[] = [];
    sessions.push(await send(0));
    const firstCode = await codeOf(0);
    for (let i = 1; i <= 1000; i++) sessions.push(await send(i));
    expect((await callSim(sim, 'POST', '/wps/sim-phone/verify', { session: sessions[1], code: await codeOf(1) })).status).toBe(200);
    expect((await callSim(sim, 'POST', '/wps/sim-phone/verify', { session: sessions[1000], code: await codeOf(1000) })).status).toBe(200);
    expect((await callSim(sim, 'POST', '/wps/sim-phone/verify', { session: sessions[0], code: firstCode })).status).toBe(400);
  });

  it(`keeps the newest ${FEEDBACK_MAX} feedback entries, ids still going up`, async () => {
    const sim = fresh();
    const { token } = (await (await callSim(sim, 'POST', '/__sim/members/player01/session')).json()) as { token: string };
    for (let i = 1; i <= FEEDBACK_MAX + 1; i++) {
      expect((await callSim(sim, 'PUT', '/wps/feedback', { content: `note ${i}` }, 'DEMO', { Authorization: token })).status).toBe(200);
    }
    const kept = sim.save().worlds.DEMO?.feedback as { id: number; content: string }[];
    expect(kept).toHaveLength(FEEDBACK_MAX);
    expect([kept[0]?.content, kept.at(-1)?.id]).toEqual(['note 2', FEEDBACK_MAX + 1]);
  });
});
