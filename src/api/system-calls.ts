/**
 * The start-up gate's calls, system status and consolidated settings (platform-api.md, "Member, wallet,
 * settings"), with their parsers: no TanStack Query here, so the entry can start them before the app's
 * code arrives (system.ts holds their queries).
 */
import { isRecord, request } from './http';
import { isOn } from './parse';

export interface SystemStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  info?: string;
  ip?: string;
}

export function parseSystemStatus(value: unknown): SystemStatus {
  if (!isRecord(value)) throw new Error('status is not an object');
  const location = isRecord(value.location) ? value.location : {};
  return {
    maintenance: Boolean(value.maintenance),
    regionRestriction: Boolean(value.regionRestriction),
    info: typeof value.info === 'string' ? value.info : undefined,
    ip: typeof location.ip === 'string' ? location.ip : undefined,
  };
}

export const getSystemStatus = (signal?: AbortSignal) => request('/wps/system/status', { parse: parseSystemStatus, signal });


/** A white-label menu node: `enabled` is "1" or "0" on the wire. */
export interface MenuNode {
  modId: string;
  enabled: boolean;
  children: MenuNode[];
}

export interface ConsolidatedSettings {
  /** Live white-label flag values, as booleans. */
  flags: Record<string, boolean>;
  menu: MenuNode[];
  /** Customer-service entries with their encrypted paths (decrypt with customerServiceLinks in service-links.ts). */
  customerService: { path: string; title: string; csType: number }[];
  customerServiceCount: number;
  resources: { resourceType: string; url: string }[];
  /** Site settings mem_cen and dep_func ('1' selects the new layout); a choice the answer leaves out is undefined. */
  mobileTemplate: { memberCentre?: boolean; deposit?: boolean };
  /** Site settings of the download bar (spec 3: app_background, app_desc, app_desc_font_color). */
  appBar: { background?: string; description?: string; color?: string };
  /** The image CDN list (spec §9): bases for the platform's image paths, '' = this site's origin (lib/image-cdn.ts). */
  imageCDNs: string[];
}

/** A CSS colour the platform may give (#hex, rgb() or rgba()); anything else is left out. */
const cssColour = (value: unknown): string | undefined =>
  typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,/]+\))$/i.test(value.trim()) ? value.trim() : undefined;

const templateChoice = (value: unknown): boolean | undefined => (value === undefined || value === null || value === '' ? undefined : value === '1');

function parseMenu(value: unknown): MenuNode[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((n) => ({
    modId: String(n.modId ?? ''),
    enabled: isOn(n.enabled),
    children: parseMenu(n.childrenNodes),
  }));
}

export function parseConsolidatedSettings(value: unknown): ConsolidatedSettings {
  if (!isRecord(value)) throw new Error('settings are not an object');
  const flagsIn = isRecord(value.whitelabelVal) ? value.whitelabelVal : {};
  const template = isRecord(value.mobileTemplate) ? value.mobileTemplate : {};
  const customerService = (Array.isArray(value.customerService) ? value.customerService : [])
    .filter(isRecord)
    .map((e) => ({ path: String(e.path ?? ''), title: String(e.title ?? ''), csType: Number(e.csType ?? 0) }));
  return {
    flags: Object.fromEntries(Object.entries(flagsIn).map(([k, v]) => [k, isOn(v)])),
    menu: parseMenu(value.whitelabel),
    customerService,
    customerServiceCount: customerService.length,
    resources: (Array.isArray(value.resources) ? value.resources : [])
      .filter(isRecord)
      .map((r) => ({ resourceType: String(r.resourceType ?? ''), url: String(r.url ?? '') })),
    mobileTemplate: { memberCentre: templateChoice(template.mem_cen), deposit: templateChoice(template.dep_func) },
    appBar: {
      background: cssColour(value.app_background),
      description: typeof value.app_desc === 'string' && value.app_desc.trim() ? value.app_desc.trim() : undefined,
      color: cssColour(value.app_desc_font_color),
    },
    imageCDNs: (Array.isArray(value.imageCDNs) ? value.imageCDNs : []).filter((e): e is string => typeof e === 'string'),
  };
}

export const getConsolidatedSettings = (signal?: AbortSignal) =>
  request('/wps/system/settings/consolidated', { query: { device: 'MOBILE' }, parse: parseConsolidatedSettings, signal });

/** The start-up calls, started by the entry under these keys and taken by the queries (started-calls.ts). */
export const STARTUP_CALLS = { status: getSystemStatus, settings: getConsolidatedSettings } as const;
