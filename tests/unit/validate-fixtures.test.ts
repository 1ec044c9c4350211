/**
 * The validator's error table: each fixture under tests/fixtures/invalid is the demo merchant with one
 * deliberate defect, and must produce exactly the errors listed here (pointer, problem and fix, word for word,
 * and the line and column npm run validate prints).
 * Adding a fixture without an expectation fails the coverage test below.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ConfigError, type ValidateOptions, validateMerchant, validateMerchantSource } from '../../src/config/validate';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = join(ROOT, 'tests/fixtures/invalid');
const MERCHANTS = join(ROOT, 'merchants');

/** Each error with its place: a property's key, an array item's first character, or for a missing property the object that lacks it. */
type Expected = Omit<ConfigError, 'file'> & { line: number; column: number };

/** The options `npm run validate` passes: the fixtures stand in for merchants/demo/merchant.json. */
const likeTheDemoFolder: ValidateOptions = {
  folder: 'demo',
  assetExists: (path) => existsSync(join(MERCHANTS, 'demo', path)),
};

const TOP_LEVEL_PROPERTIES =
  '$schema, schemaVersion, identity, theme, languages, api, routes, footer, headerMenu, memberCentre, agent, home, register, mobileTemplate, flags, socialSignIn, firebase, downloads, legal, session, protection, constants';
const LANGUAGE_CODES =
  'MY, EN, CN, TW, JA, KO, TH, VI, ID, MS, KM, LO, TL, HI, BN, TA, TE, NE, UR, AR, FA, TR, RU, ES, PT, FR, SW, TY';
const FLAG_NAMES =
  'USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3, MOBILENUMPASSREG3, FACEBOOKLOGIN3, GOOGLELOGIN3, DIRECTREG3, MOBILELOGIN3, PWRESETSMS3, WITHDRAW3, DIVIDEND3, PWDEXPFORCECHANGE3, AGETRANSFERUP3, DEPRECM3, WITHREC3, TRANSREC3, TRANSBETREPMEM3, PERSREP, REWCEN3, MANPLAYREB3, PLYRBT, MAILCEN';

const table: [fixture: string, expected: Expected[]][] = [
  // --- schema errors ---
  [
    'missing-schema-version',
    [
      {
        pointer: '/schemaVersion',
        problem: 'required property "schemaVersion" is missing',
        fix: 'add "schemaVersion" (Version of this contract the file is written for (3). npm run validate reports an older file; npm run validate -- --fix migrates it in place (src/config/migrate.ts).)',
        line: 1,
        column: 1,
      },
    ],
  ],
  [
    'wrong-schema-version',
    [
      {
        pointer: '/schemaVersion',
        problem: '4 is not supported here',
        fix: 'set it to 3',
        line: 2,
        column: 3,
      },
    ],
  ],
  [
    // "theme" renamed to "thme": the section is missing and the typo is unknown.
    'unknown-top-level-property',
    [
      {
        pointer: '/theme',
        problem: 'required property "theme" is missing',
        fix: 'add "theme" (Design tokens. Each becomes a CSS custom property (--lv-<name>) on the document root.)',
        line: 1,
        column: 1,
      },
      {
        pointer: '/thme',
        problem: 'unknown property "thme"',
        fix: `did you mean "theme"? remove it or use one of: ${TOP_LEVEL_PROPERTIES}`,
        line: 14,
        column: 3,
      },
    ],
  ],
  [
    'missing-identity-code',
    [
      {
        pointer: '/identity/code',
        problem: 'required property "code" is missing',
        fix: 'add "code" (Site key: the merchant\'s folder name under merchants/ and its preview sub-domain (<code>.localhost). Lower case letters, digits and hyphens.)',
        line: 3,
        column: 3,
      },
    ],
  ],
  [
    'bad-identity-code-pattern',
    [
      {
        pointer: '/identity/code',
        problem: '"Demo_Site" does not have the expected form',
        fix: "Site key: the merchant's folder name under merchants/ and its preview sub-domain (<code>.localhost). Lower case letters, digits and hyphens.",
        line: 4,
        column: 5,
      },
    ],
  ],
  [
    'bad-colour',
    [
      {
        pointer: '/theme/colors/primary',
        problem: '"#1e3a8" does not have the expected form',
        fix: 'A CSS colour: #rgb, #rrggbb or #rrggbbaa.',
        line: 16,
        column: 7,
      },
    ],
  ],
  [
    'unknown-language-code',
    [
      {
        pointer: '/languages/supported/2',
        problem: '"ZH" is not an allowed value',
        fix: `use one of: ${LANGUAGE_CODES}`,
        line: 30,
        column: 7,
      },
    ],
  ],
  [
    'duplicate-supported-language',
    [
      {
        pointer: '/languages/supported/2',
        problem: 'duplicates item 0 of the list',
        fix: 'remove the repeated entry',
        line: 30,
        column: 7,
      },
    ],
  ],
  [
    'language-flag-for-unknown-language-code',
    [
      {
        pointer: '/languages/flags/XQ',
        problem: '"XQ" is not an allowed value',
        fix: `use one of: ${LANGUAGE_CODES}`,
        line: 34,
        column: 7,
      },
    ],
  ],
  [
    'unknown-flag-name',
    [
      {
        pointer: '/flags/WITHDRAW4',
        problem: 'unknown property "WITHDRAW4"',
        fix: `did you mean "WITHDRAW3"? remove it or use one of: ${FLAG_NAMES}`,
        line: 1120,
        column: 5,
      },
    ],
  ],
  [
    'unknown-flag-in-menu-condition',
    [
      {
        pointer: '/headerMenu/1/when/flag',
        problem: '"WITHDRAWL3" is not an allowed value',
        fix: `did you mean "WITHDRAW3"? use one of: ${FLAG_NAMES}`,
        line: 578,
        column: 9,
      },
    ],
  ],
  [
    'action-with-two-keys',
    [
      {
        pointer: '/footer/3/action',
        problem: 'must have exactly one of "route", "dialog", "command"',
        fix: 'use exactly one of "route", "dialog", "command" (What an item does when tapped: go to a route, open a dialog, or run a command.)',
        line: 548,
        column: 7,
      },
    ],
  ],
  [
    'action-dialog-misspelt',
    [
      {
        pointer: '/home/blocks/6/props/entries/0/action/dialog',
        problem: 'sideServiceBar block: "referal" is not an allowed value',
        fix: 'did you mean "referral"? use one of: referral, download, login (the sideServiceBar props are described by $defs/sideServiceBarProps in schemas/merchant.schema.json)',
        line: 1027,
        column: 17,
      },
    ],
  ],
  [
    'bad-access-value',
    [
      {
        pointer: '/routes/4/access',
        problem: '"members" is not an allowed value',
        fix: 'did you mean "member"? use one of: public, session, member, agent',
        line: 85,
        column: 7,
      },
    ],
  ],
  [
    'footer-is-object',
    [
      {
        pointer: '/footer',
        problem: 'must be of type array, found object',
        fix: 'write an array (Items of the player footer menu in display order (spec 2.2: home, promotions, deposit as the centre button, invite, members).)',
        line: 518,
        column: 3,
      },
    ],
  ],
  [
    'boolean-as-string',
    [
      {
        pointer: '/routes/0/footer',
        problem: 'must be of type boolean, found string',
        fix: 'write a boolean (Whether the footer menu is shown on this route (spec 2.2).)',
        line: 52,
        column: 7,
      },
    ],
  ],
  [
    'download-url-not-https',
    [
      {
        pointer: '/downloads/android',
        problem: '"http://apps.example.com/demo/demo.apk" does not have the expected form',
        fix: 'An absolute https URL (the only scheme allowed for links leaving the site).',
        line: 1136,
        column: 5,
      },
    ],
  ],
  [
    // free text has a length limit: a URL 2,048 characters, a name 60
    'download-url-too-long',
    [
      {
        pointer: '/downloads/android',
        problem: 'is 2,049 characters long, over the limit of 2,048',
        fix: 'shorten it to 2,048 characters or fewer (An absolute https URL (the only scheme allowed for links leaving the site).)',
        line: 1203,
        column: 5,
      },
    ],
  ],
  [
    'display-name-too-long',
    [
      {
        pointer: '/identity/displayName',
        problem: 'is 87 characters long, over the limit of 60',
        fix: "shorten it to 60 characters or fewer (The merchant's name as players see it (page title, app name, alt text of the logo).)",
        line: 8,
        column: 5,
      },
    ],
  ],
  [
    'unknown-permission',
    [
      {
        pointer: '/memberCentre/list/0/when/permissions/0',
        problem: '"agents" is not an allowed value',
        fix: 'did you mean "agent"? use one of: agent, withdraw, uplineTransfer, customerService, referralPromo, missionPromo, session, guest',
        line: 686,
        column: 13,
      },
    ],
  ],
  [
    'constant-of-wrong-type',
    [
      {
        pointer: '/constants/pageTransitionMs',
        problem: 'must be of type integer, found string',
        fix: 'write an integer (Page fade duration.)',
        line: 1141,
        column: 5,
      },
    ],
  ],

  // --- semantic errors (the schema passes) ---
  [
    'default-language-not-supported',
    [
      {
        pointer: '/languages/default',
        problem: 'default language "TH" is not in the supported set',
        fix: 'add "TH" to /languages/supported or pick one of: MY, EN, AR',
        line: 32,
        column: 5,
      },
    ],
  ],
  [
    'language-flag-for-unsupported-language',
    [
      {
        pointer: '/languages/flags/TH',
        problem: 'flag given for language "TH", which is not in the supported set',
        fix: 'remove it or add "TH" to /languages/supported',
        line: 35,
        column: 7,
      },
    ],
  ],
  [
    'unknown-screen-type-near-miss',
    [
      {
        pointer: '/routes/7/screen',
        problem: 'unknown screen type "memberCenter"',
        fix: 'did you mean "memberCentre"? use a type of the widget registry (src/registry/entries.ts; the schema\'s $defs/screenType lists them)',
        line: 113,
        column: 7,
      },
    ],
  ],
  [
    'unknown-home-widget-type',
    [
      {
        pointer: '/home/blocks/3/type',
        problem: 'unknown widget type "weatherReport"',
        fix: 'use a type of the widget registry (src/registry/entries.ts; the schema\'s $defs/widgetType lists them)',
        line: 1010,
        column: 9,
      },
    ],
  ],
  [
    // a block's props are checked by its type's own schema, and the error names the type
    'unknown-block-prop',
    [
      {
        pointer: '/home/blocks/1/props/autoPlay',
        problem: 'bannerCarousel block: unknown property "autoPlay"',
        fix: 'remove it or use one of: intervalMs, loop (the bannerCarousel props are described by $defs/bannerCarouselProps in schemas/merchant.schema.json)',
        line: 1012,
        column: 11,
      },
    ],
  ],
  [
    'block-prop-of-wrong-type',
    [
      {
        pointer: '/home/blocks/5/props/tiles',
        problem: 'popularGames block: must be of type integer, found string',
        fix: 'write an integer (Games a game tab shows before its "more" link.) (the popularGames props are described by $defs/popularGamesProps in schemas/merchant.schema.json)',
        line: 1023,
        column: 11,
      },
    ],
  ],
  [
    // paths and links never resolve off the site
    'path-leaving-the-site',
    [
      {
        pointer: '/routes/9/aliases/0',
        problem: '"/..//evil.example/x" does not have the expected form',
        fix: 'A same-origin path starting with a slash, without query or fragment; no empty segment (so never //host) and no . or .. segment.',
        line: 140,
        column: 9,
      },
    ],
  ],
  [
    'link-to-another-host',
    [
      {
        pointer: '/footer/0/action/route',
        problem: '"//evil.example/m/home" does not have the expected form',
        fix: 'A same-origin path with an optional query string, e.g. /m/transaction/record?types=A; no empty, . or .. segment. The path part must be a declared route or alias.',
        line: 528,
        column: 9,
      },
    ],
  ],
  [
    // the demo merchant as schema version 1 wrote it: reported, and otherwise valid once migrated
    'outdated-schema-version',
    [
      {
        pointer: '/schemaVersion',
        problem: 'written for schema version 1; the current version is 3',
        fix: "run npm run validate -- --fix to migrate the file in place (1 -> 2: moves bannerAutoplayMs, hotMatchDelayMs, hotMatchSpeedMs (constants) and sideBar into the home blocks' props; 2 -> 3: turns constants.copyright (\"2019-2025\") into constants.copyrightFromYear (2019); the last year is always the current one)",
        line: 3,
        column: 3,
      },
    ],
  ],
  [
    'duplicate-route-path',
    [
      {
        pointer: '/routes/10/path',
        problem: 'path "/m/help" is already declared at /routes/9/path',
        fix: 'keep one route per path: remove or rename one of them',
        line: 137,
        column: 7,
      },
    ],
  ],
  [
    'alias-duplicates-route-path',
    [
      {
        pointer: '/routes/2/aliases/2',
        problem: 'path "/m/login" is already declared at /routes/1/path',
        fix: 'keep one route per path: remove or rename one of them',
        line: 67,
        column: 9,
      },
    ],
  ],
  [
    'missing-login-route',
    [
      {
        pointer: '/routes',
        problem: 'no route declares "/m/login", which the guards redirect to',
        fix: 'add a route with "path": "/m/login"',
        line: 39,
        column: 3,
      },
    ],
  ],
  [
    'footer-links-undeclared-route',
    [
      {
        pointer: '/footer/1/action/route',
        problem: 'links to "/m/activities", which no route declares',
        fix: 'did you mean "/m/activity"? add a route for "/m/activities" or link to a declared one',
        line: 532,
        column: 9,
      },
    ],
  ],
  [
    'member-list-links-undeclared-route-with-query',
    [
      {
        pointer: '/memberCentre/list/3/action/route',
        problem: 'links to "/m/transaction/records", which no route declares',
        fix: 'did you mean "/m/transaction/record"? add a route for "/m/transaction/records" or link to a declared one',
        line: 720,
        column: 11,
      },
    ],
  ],
  [
    'duplicate-item-id',
    [
      {
        pointer: '/memberCentre/menu/3/id',
        problem: 'id "deposit" is used twice in this list',
        fix: 'give each item its own id',
        line: 668,
        column: 9,
      },
    ],
  ],
  [
    'two-centre-footer-items',
    [
      {
        pointer: '/footer',
        problem: 'more than one item is the centre button',
        fix: 'set "center": true on one footer item only',
        line: 518,
        column: 3,
      },
    ],
  ],
  [
    'code-differs-from-folder',
    [
      {
        pointer: '/identity/code',
        problem: '"demo-two" differs from the folder name "demo"',
        fix: 'set it to "demo" or rename the folder',
        line: 4,
        column: 5,
      },
    ],
  ],
  [
    'oauth-endpoint-not-https',
    [
      {
        pointer: '/socialSignIn/google/tokenEndpoint',
        problem: '"http://oauth2.example.com/token" is not an https URL: the authorisation code and the provider\'s tokens would cross the network unprotected',
        fix: "use the provider's https:// address, or a path on the site's own origin (the simulator's test provider: /__oauth/google/...)",
        line: 1164,
        column: 7,
      },
    ],
  ],
  [
    'social-return-route-not-public',
    [
      {
        pointer: '/routes/2/access',
        problem:
          '"/m/oauthCallback" is the social sign-in return route, but its access is "member": a signed-out player would be sent to the login screen with the code and state in its address',
        fix: 'set "access": "public"',
        line: 69,
        column: 7,
      },
    ],
  ],
  [
    // Google asks for 21 scopes, Facebook's second scope is 101 characters long.
    'oauth-scopes-over-limits',
    [
      {
        pointer: '/socialSignIn/facebook/scopes/1',
        problem: 'is 101 characters long, over the limit of 100',
        fix: 'shorten it to 100 characters or fewer',
        line: 1159,
        column: 9,
      },
      {
        pointer: '/socialSignIn/google/scopes',
        problem: 'must NOT have more than 20 items',
        fix: 'see the schema: Scopes asked for, sent space-separated.',
        line: 1168,
        column: 7,
      },
    ],
  ],
  [
    // Google's return path is no route of the site.
    'social-return-route-undeclared',
    [
      {
        pointer: '/socialSignIn/google/redirectPath',
        problem: '"/m/oauthReturn" is not a declared route',
        fix: 'point it at a route whose screen is socialSignIn, or add one: { "path": "/m/oauthReturn", "screen": "socialSignIn", "access": "public", "header": "none", "footer": false }',
        line: 1173,
        column: 7,
      },
    ],
  ],
  [
    // Google's return path is the login route, whose screen cannot finish a sign-in.
    'social-return-route-wrong-screen',
    [
      {
        pointer: '/socialSignIn/google/redirectPath',
        problem: '"/m/login" shows the login screen, which cannot finish a sign-in',
        fix: 'point it at the route whose screen is socialSignIn ("/m/oauthCallback")',
        line: 1173,
        column: 7,
      },
    ],
  ],
  [
    'missing-logo-asset',
    [
      {
        pointer: '/identity/logo',
        problem: 'file "assets/logo-dark.svg" does not exist',
        fix: 'add "assets/logo-dark.svg" beside merchant.json or point to an existing asset',
        line: 8,
        column: 5,
      },
    ],
  ],
  [
    // A user agreement must be an HTML file beside merchant.json, not an address elsewhere.
    'terms-entry-not-an-html-asset',
    [
      {
        pointer: '/legal/userAgreement/EN',
        problem: '"https://demo.example.com/terms.html" does not have the expected form',
        fix: "An HTML file under merchants/<code>/assets/, written relative to the merchant folder, e.g. assets/user-agreement-en.html. The build copies it beside the site; the player's page fetches it and shows it sanitised.",
        line: 1151,
        column: 7,
      },
    ],
  ],
  [
    'terms-for-unknown-language',
    [
      {
        pointer: '/legal/userAgreement/XX',
        problem: '"XX" is not an allowed value',
        fix: `use one of: ${LANGUAGE_CODES}`,
        line: 1154,
        column: 7,
      },
    ],
  ],
  [
    'missing-terms-file',
    [
      {
        pointer: '/legal/userAgreement/MY',
        problem: 'file "assets/user-agreement-mm.html" does not exist',
        fix: 'add "assets/user-agreement-mm.html" beside merchant.json or point to an existing asset',
        line: 1152,
        column: 7,
      },
    ],
  ],
];

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

describe('invalid merchant fixtures', () => {
  it.each(table)('%s produces exactly the expected errors', (fixture, expected) => {
    const file = `tests/fixtures/invalid/${fixture}.json`;
    const text = readFileSync(join(ROOT, file), 'utf8');
    const result = validateMerchantSource(file, text, likeTheDemoFolder);
    expect(result.errors).toEqual(expected.map((e) => ({ file, ...e })));
    expect(result.config).toBeUndefined();
    // The parsed config (the studio's case) gets the same errors, without places.
    expect(validateMerchant(file, JSON.parse(text), likeTheDemoFolder).errors).toEqual(expected.map(({ line: _l, column: _c, ...e }) => ({ file, ...e })));
  });

  it('has an expectation for every fixture file and a fixture for every expectation', () => {
    const fixtures = readdirSync(FIXTURES)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    const names = table.map(([fixture]) => fixture);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(fixtures);
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
  });
});

describe('valid merchants', () => {
  const codes = readdirSync(MERCHANTS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(MERCHANTS, d.name, 'merchant.json')))
    .map((d) => d.name);

  it('finds the merchants to check', () => {
    expect(codes).toEqual(expect.arrayContaining(['demo', 'jade', 'sahara']));
  });

  it.each(codes)('%s has no errors and gets the spec §9 defaults filled in', (code) => {
    const file = `merchants/${code}/merchant.json`;
    const input = readJson(join(ROOT, file));
    const result = validateMerchant(file, input, {
      folder: code,
      assetExists: (path) => existsSync(join(MERCHANTS, code, path)),
    });
    expect(result.errors).toEqual([]);
    expect(result.config?.constants.pageTransitionMs).toBe(300);
    expect(result.config?.constants.gameListPageSize).toBe(26);
    expect(result.config?.constants.minBetOptions).toEqual([0.01, 0.05, 0.1, 0.5, 0.75]);
    // Defaults go into a copy: the parsed file itself is left as written.
    expect(input).toEqual(readJson(join(ROOT, file)));
  });
});
