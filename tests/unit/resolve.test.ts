/** Live settings over merchant defaults (spec 3 flags, register rules, site settings), and which conditional items show (spec 5-6). */
import { describe, expect, it } from 'vitest';
import { parseConsolidatedSettings, parseRegisterSettings } from '../../src/api/system';
import type { Condition, MerchantConfig, Register } from '../../src/config/merchant-resolved.gen';
import {
  dataNeeded,
  isShown,
  type LiveSettings,
  permissionsFor,
  resolveAppBar,
  resolveMobileTemplate,
  resolveRegisterRules,
  resolveSite,
  type SiteState,
} from '../../src/config/resolve';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
type Menu = LiveSettings['menu'];

const live = (over: Partial<LiveSettings> = {}): LiveSettings => ({ flags: {}, menu: [], customerServiceCount: 0, ...over });
const site = (over: Partial<SiteState> = {}): SiteState => ({ ...resolveSite(demo, undefined), ...over });

describe('resolveSite', () => {
  it('the demo merchant defaults DIRECTREG3 to true (test premise)', () => {
    expect(demo.flags.DIRECTREG3).toBe(true);
  });

  it('without live settings the merchant defaults apply and the menu is unknown', () => {
    const s = resolveSite(demo, undefined);
    expect(s.flags).toEqual(demo.flags);
    expect(s.menu).toBeUndefined();
    expect(s.customerService).toBe(false);
  });

  it('a live white-label value overrides the merchant default (DIRECTREG3 false live beats true default)', () => {
    const s = resolveSite(demo, live({ flags: { DIRECTREG3: false } }));
    expect(s.flags.DIRECTREG3).toBe(false);
    expect(s.flags.USERNAMEREG3).toBe(demo.flags.USERNAMEREG3);
  });

  it('a live true overrides a false default', () => {
    const config = { ...demo, flags: { ...demo.flags, WITHDRAW3: false } };
    expect(resolveSite(config, live({ flags: { WITHDRAW3: true } })).flags.WITHDRAW3).toBe(true);
  });

  it('does not change the merchant config it was given', () => {
    resolveSite(demo, live({ flags: { DIRECTREG3: false } }));
    expect(demo.flags.DIRECTREG3).toBe(true);
  });

  it('unknown live flags are ignored', () => {
    const s = resolveSite(demo, live({ flags: { NOTAFLAG3: true, __proto__x: true } }));
    expect(Object.keys(s.flags).sort()).toEqual(Object.keys(demo.flags).sort());
    expect(Object.hasOwn(s.flags, 'NOTAFLAG3')).toBe(false);
  });

  it('a menu path like AGECEN.AGEINFO3 is enabled only when both the root and the node are enabled', () => {
    const tree = (rootOn: boolean, nodeOn: boolean): Menu => [
      { modId: 'AGECEN', enabled: rootOn, children: [{ modId: 'AGEINFO3', enabled: nodeOn, children: [] }] },
    ];
    expect(resolveSite(demo, live({ menu: tree(true, true) })).menu?.has('AGECEN.AGEINFO3')).toBe(true);
    expect(resolveSite(demo, live({ menu: tree(true, false) })).menu?.has('AGECEN.AGEINFO3')).toBe(false);
    expect(resolveSite(demo, live({ menu: tree(false, true) })).menu?.has('AGECEN.AGEINFO3')).toBe(false);
    expect(resolveSite(demo, live({ menu: tree(false, false) })).menu?.has('AGECEN.AGEINFO3')).toBe(false);
  });

  it('menu paths are scoped by root: MEMCEN.X does not enable AGECEN.X', () => {
    const menu: Menu = [
      { modId: 'MEMCEN', enabled: true, children: [{ modId: 'MAILCEN', enabled: true, children: [] }] },
      { modId: 'AGECEN', enabled: true, children: [] },
    ];
    const s = resolveSite(demo, live({ menu }));
    expect(s.menu?.has('MEMCEN.MAILCEN')).toBe(true);
    expect(s.menu?.has('AGECEN.MAILCEN')).toBe(false);
  });

  it('a disabled node hides its descendants', () => {
    const menu: Menu = [
      {
        modId: 'AGECEN',
        enabled: true,
        children: [{ modId: 'PARENT', enabled: false, children: [{ modId: 'CHILD', enabled: true, children: [] }] }],
      },
    ];
    expect(resolveSite(demo, live({ menu })).menu?.has('AGECEN.CHILD')).toBe(false);
  });

  it('customer service exists when the live settings list at least one link', () => {
    expect(resolveSite(demo, live({ customerServiceCount: 0 })).customerService).toBe(false);
    expect(resolveSite(demo, live({ customerServiceCount: 1 })).customerService).toBe(true);
    expect(resolveSite(demo, live({ customerServiceCount: 2 })).customerService).toBe(true);
  });
});

describe('isShown', () => {
  const none = new Set<never>();

  it('an item without a condition is shown', () => {
    expect(isShown(undefined, site(), none)).toBe(true);
    expect(isShown({}, site(), none)).toBe(true);
  });

  it('an item with a flag shows only when the resolved flag is on', () => {
    const on = resolveSite(demo, live({ flags: { WITHREC3: true } }));
    const off = resolveSite(demo, live({ flags: { WITHREC3: false } }));
    expect(isShown({ flag: 'WITHREC3' }, on, none)).toBe(true);
    expect(isShown({ flag: 'WITHREC3' }, off, none)).toBe(false);
  });

  it('an item with a menu path shows only when that path is enabled (hidden while the menu is unknown)', () => {
    const menu: Menu = [{ modId: 'AGECEN', enabled: true, children: [{ modId: 'AGEINFO3', enabled: true, children: [] }] }];
    expect(isShown({ menu: 'AGECEN.AGEINFO3' }, resolveSite(demo, live({ menu })), none)).toBe(true);
    expect(isShown({ menu: 'AGECEN.REDRAIN3' }, resolveSite(demo, live({ menu })), none)).toBe(false);
    expect(isShown({ menu: 'AGECEN.AGEINFO3' }, resolveSite(demo, undefined), none)).toBe(false);
  });

  it('an item with permissions shows only when every permission is held', () => {
    const s = site();
    expect(isShown({ permissions: ['session', 'agent'] }, s, new Set(['session', 'agent'] as const))).toBe(true);
    expect(isShown({ permissions: ['session', 'agent'] }, s, new Set(['session'] as const))).toBe(false);
    expect(isShown({ permissions: [] }, s, none)).toBe(true);
  });

  it('flag, menu and permissions must all hold together', () => {
    const menu: Menu = [{ modId: 'MEMCEN', enabled: true, children: [{ modId: 'AGETRANSFERUP3', enabled: true, children: [] }] }];
    const s = resolveSite(demo, live({ menu, flags: { AGETRANSFERUP3: true } }));
    const when: Condition = { flag: 'AGETRANSFERUP3', menu: 'MEMCEN.AGETRANSFERUP3', permissions: ['uplineTransfer'] };
    expect(isShown(when, s, new Set(['uplineTransfer'] as const))).toBe(true);
    expect(isShown(when, s, new Set())).toBe(false);
    expect(isShown(when, resolveSite(demo, live({ menu, flags: { AGETRANSFERUP3: false } })), new Set(['uplineTransfer'] as const))).toBe(false);
  });
});

describe('permissionsFor', () => {
  const s = site();

  it('a guest holds guest and withdraw (the withdraw item shows; tapping it asks to log in)', () => {
    const p = permissionsFor(undefined, s);
    expect(p.has('guest')).toBe(true);
    expect(p.has('withdraw')).toBe(true);
    expect(p.has('session')).toBe(false);
    expect(p.has('agent')).toBe(false);
  });

  it('an agent of type 1 holds session, agent and withdraw, not guest', () => {
    const p = permissionsFor({ type: 1 }, s);
    expect(p.has('agent')).toBe(true);
    expect(p.has('session')).toBe(true);
    expect(p.has('withdraw')).toBe(true);
    expect(p.has('guest')).toBe(false);
  });

  it('type 2 with toUpline lacks uplineTransfer (spec 5: type 2 cannot transfer to upline)', () => {
    expect(permissionsFor({ type: 2, toUpline: true }, s).has('uplineTransfer')).toBe(false);
  });

  it('type 0 with toUpline has uplineTransfer; without toUpline it does not', () => {
    expect(permissionsFor({ type: 0, toUpline: true }, s).has('uplineTransfer')).toBe(true);
    expect(permissionsFor({ type: 0, toUpline: false }, s).has('uplineTransfer')).toBe(false);
    expect(permissionsFor({ type: 0 }, s).has('uplineTransfer')).toBe(false);
  });

  it('types 0, 4 and 40 have no agent permission (no agency centre)', () => {
    for (const type of [0, 4, 40]) expect(permissionsFor({ type }, s).has('agent'), `type ${type}`).toBe(false);
  });

  it('the free-trial type 4 lacks withdraw (real-money actions are for 0, 1, 2)', () => {
    expect(permissionsFor({ type: 4 }, s).has('withdraw')).toBe(false);
    expect(permissionsFor({ type: 40 }, s).has('withdraw')).toBe(false);
    expect(permissionsFor({ type: 0 }, s).has('withdraw')).toBe(true);
    expect(permissionsFor({ type: 2 }, s).has('withdraw')).toBe(true);
  });

  it('customerService follows the site; referral and mission follow the promos', () => {
    expect(permissionsFor(undefined, site({ customerService: true })).has('customerService')).toBe(true);
    expect(permissionsFor(undefined, site({ customerService: false })).has('customerService')).toBe(false);
    const p = permissionsFor({ type: 0 }, s, { referral: true, mission: false });
    expect(p.has('referralPromo')).toBe(true);
    expect(p.has('missionPromo')).toBe(false);
    expect(permissionsFor({ type: 0 }, s, { mission: true }).has('missionPromo')).toBe(true);
  });
});

describe('resolveAppBar (spec 3 site settings app_background, app_desc_font_color, app_desc)', () => {
  const merchant = { background: 'primary', color: '#fff', textKey: 'download.barText' };
  it.each([
    ['no live settings: the merchant theme colour, its #hex colour and its text key', undefined, { background: 'var(--lv-primary)', color: '#fff', text: { key: 'download.barText' } }],
    ['nothing given live: the same', {}, { background: 'var(--lv-primary)', color: '#fff', text: { key: 'download.barText' } }],
    [
      'everything given live: the live values',
      { background: 'rgb(1, 2, 3)', color: '#000', description: 'Play anywhere' },
      { background: 'rgb(1, 2, 3)', color: '#000', text: { live: 'Play anywhere' } },
    ],
    ['only a live background: the rest is the merchant’s', { background: '#123' }, { background: '#123', color: '#fff', text: { key: 'download.barText' } }],
    ['only a live description', { description: 'Hi' }, { background: 'var(--lv-primary)', color: '#fff', text: { live: 'Hi' } }],
  ])('%s', (_, live, expected) => {
    expect(resolveAppBar(merchant, live)).toEqual(expected);
  });

  it('a two-word theme colour name becomes its --lv-* variable', () => {
    expect(resolveAppBar({ ...merchant, color: 'onPrimary', background: 'headerBackground' }, undefined)).toMatchObject({
      background: 'var(--lv-header-background)',
      color: 'var(--lv-on-primary)',
    });
  });

  it('the demo merchant defaults to its primary colours and the translated bar text', () => {
    expect(resolveSite(demo, undefined).appBar).toEqual({ background: 'var(--lv-primary)', color: 'var(--lv-on-primary)', text: { key: 'download.barText' } });
  });
});

describe('resolveMobileTemplate (spec 3 mobileTemplate mem_cen, dep_func)', () => {
  const merchant = { memberCentre: true, deposit: false };
  it.each([
    ['no live settings: the merchant’s', undefined, { memberCentre: true, deposit: false }],
    ['neither given live: the merchant’s', {}, { memberCentre: true, deposit: false }],
    ['both given live: the live choices', { memberCentre: false, deposit: true }, { memberCentre: false, deposit: true }],
    ['one given live: that one live, the other the merchant’s', { deposit: true }, { memberCentre: true, deposit: true }],
  ])('%s', (_, live, expected) => {
    expect(resolveMobileTemplate(merchant, live)).toEqual(expected);
  });

  it('reads mem_cen and dep_func: "1" the new layout, another value the old, absent not given', () => {
    expect(parseConsolidatedSettings({ mobileTemplate: { mem_cen: '1', dep_func: '0' } }).mobileTemplate).toEqual({ memberCentre: true, deposit: false });
    expect(parseConsolidatedSettings({ mobileTemplate: { mem_cen: '0' } }).mobileTemplate).toEqual({ memberCentre: false, deposit: undefined });
    expect(parseConsolidatedSettings({}).mobileTemplate).toEqual({ memberCentre: undefined, deposit: undefined });
  });

  it('resolveSite takes the live choice over the merchant’s default (demo: both off)', () => {
    expect(resolveSite(demo, undefined).mobileTemplate).toEqual({ memberCentre: false, deposit: false });
    expect(resolveSite(demo, live({ mobileTemplate: { memberCentre: true } })).mobileTemplate).toEqual({ memberCentre: true, deposit: false });
  });
});

describe('resolveRegisterRules (spec 3 "Registration rules config")', () => {
  const merchant: Register['rules'] = { ...demo.register.rules, email: 'optional', nickname: 'required', zalo: 'hidden' };

  it('demo sets no rule of its own: every field is hidden unless the platform enables it', () => {
    expect(new Set(Object.values(demo.register.rules))).toEqual(new Set(['hidden']));
  });

  it.each([
    ['a field the platform leaves out takes the merchant’s "optional"', 'email', {}, { enabled: true, required: false }],
    ['… and its "required"', 'nickname', {}, { enabled: true, required: true }],
    ['… and its "hidden"', 'zalo', {}, { enabled: false, required: false }],
    ['the platform’s rule wins over the merchant’s', 'email', { email: { enabled: false, required: false } }, { enabled: false, required: false }],
    ['the platform enables a field the merchant hides', 'zalo', { zalo: { enabled: true, required: true } }, { enabled: true, required: true }],
    [
      'the platform’s bounds, pattern and message come along',
      'username',
      { username: { enabled: true, required: true, minLength: 4, maxLength: 16, pattern: '^[a-z]+$', message: 'letters' } },
      { enabled: true, required: true, minLength: 4, maxLength: 16, pattern: '^[a-z]+$', message: 'letters' },
    ],
  ] as const)('%s', (_, field, live, expected) => {
    expect(resolveRegisterRules(merchant, live)[field]).toEqual(expected);
  });

  it('without the platform’s answer every field has the merchant’s rule, and only fields Livery knows are kept', () => {
    const rules = resolveRegisterRules(merchant, parseRegisterSettings({ fax: { enabled: '1', required: '1' }, constructor: { enabled: '1' } }));
    expect(Object.keys(rules).sort()).toEqual(Object.keys(demo.register.rules).sort());
    expect(resolveRegisterRules(merchant, undefined).email).toEqual({ enabled: true, required: false });
  });
});

describe('dataNeeded: the player data a shown item waits for', () => {
  const s = site({ flags: { ...site().flags, AGETRANSFERUP3: true, REWCEN3: false } });
  it.each([
    ['no condition', undefined, []],
    ['a flag only', { flag: 'AGETRANSFERUP3' }, []],
    ['uplineTransfer: the member info (toUpline)', { flag: 'AGETRANSFERUP3', permissions: ['uplineTransfer'] }, ['memberInfo']],
    ['referralPromo and missionPromo: the promotions', { permissions: ['referralPromo', 'session', 'missionPromo'] }, ['promotions', 'promotions']],
    ['nothing when the flag already hides the item', { flag: 'REWCEN3', permissions: ['uplineTransfer', 'missionPromo'] }, []],
    ['nothing when the menu is unknown', { menu: 'MEMCEN.AGETRANSFERUP3', permissions: ['uplineTransfer'] }, []],
    ['nothing for permissions the session decides', { permissions: ['session', 'agent', 'withdraw', 'customerService', 'guest'] }, []],
  ] as [string, Condition | undefined, string[]][])('%s', (_, when, expected) => {
    expect(dataNeeded(when, s)).toEqual(expected);
  });
});
