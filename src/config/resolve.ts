/**
 * Merges the merchant's static config with the live settings the platform returns (DESIGN: "live
 * settings win"): the live value where the platform gives one, the merchant's default where it does not.
 * Also decides which conditional items show, and which player data a condition waits for.
 */
import { canTransferToUpline, isAgent, isRealMoney } from '../lib/member-types';
import { themeColour } from '../lib/theme';
import type { FieldRule } from '../lib/validation';
import type { Condition, Downloads, FlagName, Flags, MerchantConfig, MobileTemplate, Permission, Register, RegisterField, Route } from './merchant-resolved.gen';

/** The platform's consolidated settings, as far as they are merged here (src/api/system.ts fits it). */
export interface LiveSettings {
  flags: Record<string, boolean>;
  menu: { modId: string; enabled: boolean; children: LiveSettings['menu'] }[];
  customerServiceCount: number;
  /** mem_cen and dep_func as booleans; a choice the platform leaves out is undefined. */
  mobileTemplate?: Partial<MobileTemplate>;
  /** app_background, app_desc_font_color (CSS colours) and app_desc; each undefined when not given. */
  appBar?: { background?: string; color?: string; description?: string };
}

/** The download bar's look: CSS colours and its text (the platform's own, else an i18n key given {{name}}). */
export interface AppBar {
  background: string;
  color: string;
  text: { live: string } | { key: string };
}

export interface SiteState {
  flags: Flags;
  /** Enabled white-label menu nodes as ROOT.MODID paths; undefined while the live menu is unknown. */
  menu?: ReadonlySet<string>;
  customerService: boolean;
  appBar: AppBar;
  mobileTemplate: MobileTemplate;
}

export function resolveSite(config: MerchantConfig, live: LiveSettings | undefined): SiteState {
  return {
    flags: resolveFlags(config.flags, live?.flags),
    menu: live ? enabledMenuPaths(live.menu) : undefined,
    customerService: (live?.customerServiceCount ?? 0) > 0,
    appBar: resolveAppBar(config.downloads.appBar, live?.appBar),
    mobileTemplate: resolveMobileTemplate(config.mobileTemplate, live?.mobileTemplate),
  };
}

/** Live white-label values override the merchant's defaults, but only for flags Livery knows. */
export function resolveFlags(defaults: Flags, live: Readonly<Record<string, boolean>> | undefined): Flags {
  const flags: Flags = { ...defaults };
  for (const name of Object.keys(flags) as FlagName[]) {
    const value = live?.[name];
    if (value !== undefined) flags[name] = value;
  }
  return flags;
}

function enabledMenuPaths(roots: LiveSettings['menu']): Set<string> {
  const out = new Set<string>();
  for (const root of roots) {
    if (!root.enabled) continue;
    const walk = (nodes: LiveSettings['menu']) => {
      for (const node of nodes) {
        if (!node.enabled) continue;
        out.add(`${root.modId}.${node.modId}`);
        walk(node.children);
      }
    };
    walk(root.children);
  }
  return out;
}

/** A merchant colour is #hex or the name of one of its theme colours. */
const cssColour = (value: string) => (value.startsWith('#') ? value : themeColour(value));

export function resolveAppBar(defaults: Downloads['appBar'], live: LiveSettings['appBar']): AppBar {
  return {
    background: live?.background ?? cssColour(defaults.background),
    color: live?.color ?? cssColour(defaults.color),
    text: live?.description ? { live: live.description } : { key: defaults.textKey },
  };
}

export function resolveMobileTemplate(defaults: MobileTemplate, live: LiveSettings['mobileTemplate']): MobileTemplate {
  return {
    memberCentre: live?.memberCentre ?? defaults.memberCentre,
    deposit: live?.deposit ?? defaults.deposit,
  };
}

/** The rule in force for every register field. */
export type RegisterRules = Record<RegisterField, FieldRule>;

const MERCHANT_RULE: Record<Register['rules'][RegisterField], FieldRule> = {
  hidden: { enabled: false, required: false },
  optional: { enabled: true, required: false },
  required: { enabled: true, required: true },
};

/** Per field, the platform's rule (with its bounds, pattern and message) when it gives one, else the merchant's. */
export function resolveRegisterRules(defaults: Register['rules'], live: Readonly<Record<string, FieldRule>> | undefined): RegisterRules {
  const rules = {} as RegisterRules;
  for (const [field, choice] of Object.entries(defaults) as [RegisterField, keyof typeof MERCHANT_RULE][]) {
    rules[field] = (live && Object.hasOwn(live, field) ? live[field] : undefined) ?? { ...MERCHANT_RULE[choice] };
  }
  return rules;
}

const siteAllows = (when: Condition, site: SiteState) => (!when.flag || site.flags[when.flag]) && (!when.menu || site.menu?.has(when.menu) === true);

export function isShown(when: Condition | undefined, site: SiteState, permissions: ReadonlySet<Permission>): boolean {
  if (!when) return true;
  return siteAllows(when, site) && (when.permissions ?? []).every((p) => permissions.has(p));
}

/** Player data some permissions are decided on, beyond the session. */
export type PermissionData = 'memberInfo' | 'promotions';

const DATA_OF: Partial<Record<Permission, PermissionData>> = { uplineTransfer: 'memberInfo', referralPromo: 'promotions', missionPromo: 'promotions' };

/** What a condition waits for: nothing when its flag or menu already hides the item. */
export function dataNeeded(when: Condition | undefined, site: SiteState): PermissionData[] {
  if (!when?.permissions || !siteAllows(when, site)) return [];
  return when.permissions.flatMap((p) => DATA_OF[p] ?? []);
}

/**
 * Permissions of spec 5-6 that the current player holds: from the session's member type, the member
 * info's toUpline, the resolved site and the platform's promotions (absent while not loaded: held back).
 */
export function permissionsFor(
  member: { type: number; toUpline?: boolean } | undefined,
  site: SiteState,
  promos: { referral?: boolean; mission?: boolean } = {},
): Set<Permission> {
  const out = new Set<Permission>();
  if (member) {
    out.add('session');
    if (isAgent(member.type)) out.add('agent');
    if (canTransferToUpline(member.type, member.toUpline ?? false)) out.add('uplineTransfer');
  } else {
    out.add('guest');
  }
  if (!member || isRealMoney(member.type)) out.add('withdraw');
  if (site.customerService) out.add('customerService');
  if (promos.referral) out.add('referralPromo');
  if (promos.mission) out.add('missionPromo');
  return out;
}

/** Where the merchant routes a screen (its first route), if it routes it at all. */
export function screenPath(config: MerchantConfig, screen: Route['screen']): string | undefined {
  return config.routes.find((route) => route.screen === screen)?.path;
}
