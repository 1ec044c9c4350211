/**
 * Merges the merchant's static config with the live settings the platform returns (DESIGN: "live
 * settings win"), and decides which conditional items show.
 */
import { canTransferToUpline, isAgent, isRealMoney } from '../lib/member-types';
import type { Condition, FlagName, Flags, MerchantConfig, Permission } from './merchant-resolved.gen';

export interface LiveSettings {
  flags: Record<string, boolean>;
  menu: { modId: string; enabled: boolean; children: LiveSettings['menu'] }[];
  customerServiceCount: number;
}

export interface SiteState {
  flags: Flags;
  /** Enabled white-label menu nodes as ROOT.MODID paths; undefined while the live menu is unknown. */
  menu?: ReadonlySet<string>;
  customerService: boolean;
}

/** Live white-label values override the merchant's defaults, but only for flags Livery knows. */
export function resolveSite(config: MerchantConfig, live: LiveSettings | undefined): SiteState {
  const flags: Flags = { ...config.flags };
  for (const name of Object.keys(flags) as FlagName[]) {
    const value = live?.flags[name];
    if (value !== undefined) flags[name] = value;
  }
  return {
    flags,
    menu: live ? enabledMenuPaths(live.menu) : undefined,
    customerService: (live?.customerServiceCount ?? 0) > 0,
  };
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

export function isShown(when: Condition | undefined, site: SiteState, permissions: ReadonlySet<Permission>): boolean {
  if (!when) return true;
  if (when.flag && !site.flags[when.flag]) return false;
  if (when.menu && !site.menu?.has(when.menu)) return false;
  return (when.permissions ?? []).every((p) => permissions.has(p));
}

/** Permissions of spec 5-6 that the current player holds. */
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
