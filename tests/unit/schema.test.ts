import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenTypes } from '../../src/registry/entries';
import { loadAllMerchants } from '../../scripts/lib/merchants';

type Node = Record<string, unknown> & {
  properties?: Record<string, Node>;
  $ref?: string;
  description?: string;
  type?: string;
  additionalProperties?: unknown;
  items?: Node;
  oneOf?: Node[];
};
const schema = JSON.parse(readFileSync('schemas/merchant.schema.json', 'utf8')) as Node & { $defs: Record<string, Node>; required: string[] };

function objectsOf(node: Node, at: string, out: [string, Node][] = []): [string, Node][] {
  if (node.type === 'object' || node.properties) out.push([at, node]);
  for (const [k, p] of Object.entries(node.properties ?? {})) objectsOf(p, `${at}/properties/${k}`, out);
  if (node.items) objectsOf(node.items, `${at}/items`, out);
  for (const [i, b] of (node.oneOf ?? []).entries()) objectsOf(b, `${at}/oneOf/${i}`, out);
  return out;
}
const allObjects = [objectsOf(schema, '#'), ...Object.entries(schema.$defs).map(([k, d]) => objectsOf(d, `#/$defs/${k}`))].flat();

describe('the merchant contract (schemas/merchant.schema.json)', () => {
  it('is JSON Schema 2020-12 and requires schemaVersion', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.required).toContain('schemaVersion');
  });

  it("an OAuth endpoint is a path on the site's own origin or an absolute URL, never protocol-relative //host", () => {
    const endpoint = new RegExp((schema.$defs.oauthEndpoint as { pattern: string }).pattern);
    expect(['/__oauth/authorize', 'https://accounts.example/o/oauth2/auth'].filter((v) => endpoint.test(v))).toHaveLength(2);
    expect(['//evil.example/authorize', '/\\evil.example/authorize', 'oauth/authorize'].filter((v) => endpoint.test(v))).toEqual([]);
  });

  it('describes every property (directly or through the definition it refers to)', () => {
    const undescribed = allObjects.flatMap(([at, node]) =>
      Object.entries(node.properties ?? {})
        .filter(([, p]) => !p.description && !(p.$ref && schema.$defs[p.$ref.replace('#/$defs/', '')]?.description))
        .map(([name]) => `${at}/properties/${name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('bounds the length of every string it takes (free text, names, URLs): only a fixed list of values goes without', () => {
    const unbounded: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (typeof node !== 'object' || node === null) return;
      const n = node as Node;
      if (n.type === 'string' && n.maxLength === undefined && n.enum === undefined && n.const === undefined) unbounded.push(at);
      for (const [key, child] of Object.entries(n)) visit(child, `${at}/${key}`);
    };
    visit(schema, '#');
    expect(unbounded).toEqual([]);
    // URLs and links take 2,048 characters, as browsers and servers commonly do.
    const max = (name: string) => (schema.$defs[name] as { maxLength?: number }).maxLength;
    expect([max('externalUrl'), max('link'), max('oauthEndpoint')]).toEqual([2048, 2048, 2048]);
  });

  it('closes every object with additionalProperties: false so a typo fails loudly (maps constrain their keys instead)', () => {
    const open = allObjects
      .filter(([, node]) => node.properties && node.additionalProperties !== false)
      .map(([at]) => at);
    expect(open).toEqual([]);
  });

  it('gives the spec §9 values as defaults', () => {
    const c = schema.$defs.constants?.properties ?? {};
    const d = (name: string) => c[name]?.default;
    // The carousels' timings are their blocks' own props since schema version 2.
    const p = (block: 'hotMatchesProps' | 'bannerCarouselProps', name: string) => (schema.$defs[block]?.properties as Record<string, { default?: unknown }> | undefined)?.[name]?.default;
    expect([p('hotMatchesProps', 'delayMs'), p('hotMatchesProps', 'speedMs'), p('bannerCarouselProps', 'intervalMs')]).toEqual([5000, 500, 5000]);
    expect([d('pageTransitionMs'), d('backSwipeThresholdPx'), d('popupMenuLeaveMs')]).toEqual([300, 100, 100]);
    expect([d('gameListPageSize'), d('recentGamesPageSize'), d('infiniteScrollThresholdPx')]).toEqual([26, 25, 500]);
    expect([d('captchaMaxLength'), d('smsCodeMaxLength'), d('mobileMaxLength'), d('smsCountdownDefaultS')]).toEqual([6, 10, 20, 60]);
    expect([d('toastMs'), d('toastShortMs'), d('toastLongMs'), d('toastInfoMs'), d('notificationTopPx')]).toEqual([1500, 3000, 8000, 2000, 65]);
    expect(d('minBetOptions')).toEqual([0.01, 0.05, 0.1, 0.5, 0.75]);
    // Spec §9 "Footer copyright 2019-2025": the first year is config, the last one the clock's; minimum age 18.
    expect([d('copyrightFromYear'), d('minimumAge')]).toEqual([2019, 18]);
  });
});

/** Every route of spec §2.1 (paths and aliases), written from the spec. */
const SPEC_ROUTES = [
  '/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/login', '/m/register', '/register.html', '/m/register.html',
  '/m/forget', '/m/changePsw', '/m/notice', '/m/agent', '/m/mine', '/m/member/home', '/m/set', '/m/help', '/m/helpDetail',
  '/m/moreLottery', '/m/service', '/m/activity', '/m/activityInfo', '/m/startLottery', '/m/gameLobby', '/m/useragreement',
  '/m/launchGame', '/m/lottery', '/m/gameList', '/m/member/benefits', '/m/webEmail', '/m/voucherCenter', '/m/withdraw',
  '/m/securityCenter', '/m/vouReport', '/m/withdrawReport', '/m/transaction/record', '/m/gameRecord', '/m/profitandloss',
  '/m/upLine/transfer', '/m/rewardCenter', '/m/member/manualRebate', '/m/leaderBoard', '/m/member/rebateReport', '/m/feedback',
  '/m/inviteFriends', '/m/trail', '/m/maintenance', '/m/gameCenter', '/m/slotsCenter', '/m/message',
  '/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract',
  '/m/agent/team/overview', '/m/member/team', '/m/redRain', '/m/agent/team/pnl', '/m/teamBetting', '/m/member/agent/agentRebeat',
  '/m/member/teamRebate', '/m/agentRegister', '/m/member/agent/agentDivident', '/m/member/notice',
];

describe('the three merchants', () => {
  const merchants = loadAllMerchants();

  it('demo is the default: MY by default, every feature flag on, every route of spec §2.1 declared', () => {
    const demo = merchants.get('demo');
    expect(demo?.languages.default).toBe('MY');
    expect(Object.values(demo?.flags ?? {}).every(Boolean)).toBe(true);
    const declared = new Set(demo?.routes.flatMap((r) => [r.path, ...r.aliases]));
    expect(SPEC_ROUTES.filter((p) => !declared.has(p))).toEqual([]);
  });

  it('jade differs by config alone: another theme, fewer languages, mobile-only registration, no SMS login, no withdrawal', () => {
    const demo = merchants.get('demo');
    const jade = merchants.get('jade');
    expect(jade?.theme.colors.primary).not.toBe(demo?.theme.colors.primary);
    expect(jade?.languages.supported.length).toBeLessThan(demo?.languages.supported.length ?? 0);
    expect(jade?.flags).toMatchObject({ USERNAMEREG3: false, MOBILENUMREG3: true, MOBILELOGIN3: false, WITHDRAW3: false });
    expect(jade?.routes.some((r) => r.path === '/m/withdraw')).toBe(false);
  });

  it('sahara is right-to-left with Arabic by default', () => {
    expect(merchants.get('sahara')?.languages.default).toBe('AR');
  });

  it('uses only screen types the registry knows', () => {
    const unknown = [...merchants.values()].flatMap((m) => m.routes.map((r) => r.screen)).filter((s) => !screenTypes().includes(s));
    expect(unknown).toEqual([]);
  });
});
