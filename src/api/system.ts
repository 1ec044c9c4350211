/** System calls of the startup gate and the consolidated settings (platform-api.md, "Member, wallet, settings"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRecord, request } from './http';
import type { FieldRule } from '../lib/validation';
import { isOn, list, object, optionalNumber, text } from './parse';

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

export const systemStatusQuery = () =>
  queryOptions({ queryKey: ['system', 'status'], queryFn: ({ signal }) => getSystemStatus(signal), retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY });

export const useSystemStatus = () => useQuery(systemStatusQuery());

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
  };
}

export const getConsolidatedSettings = (signal?: AbortSignal) =>
  request('/wps/system/settings/consolidated', { query: { device: 'MOBILE' }, parse: parseConsolidatedSettings, signal });

export const consolidatedSettingsQuery = () =>
  queryOptions({ queryKey: ['system', 'settings'], queryFn: ({ signal }) => getConsolidatedSettings(signal), staleTime: 5 * 60_000 });

export const useConsolidatedSettings = () => useQuery(consolidatedSettingsQuery());

/**
 * Register field rules (spec 3 "Registration rules config"; platform-api.md "Register settings"): per
 * field whether it is shown and required, with optional bounds, accepted pattern and the platform's
 * message. A field the answer omits is not shown.
 */
export type RegisterSettings = Record<string, FieldRule>;

export function parseRegisterSettings(value: unknown): RegisterSettings {
  const v = object(value, 'register settings');
  const out: RegisterSettings = {};
  for (const [field, raw] of Object.entries(v)) {
    if (!isRecord(raw)) continue;
    const rule: FieldRule = { enabled: raw.enabled === undefined ? true : isOn(raw.enabled), required: isOn(raw.required) };
    const min = optionalNumber(raw, 'minLength');
    const max = optionalNumber(raw, 'maxLength');
    if (min !== undefined) rule.minLength = min;
    if (max !== undefined) rule.maxLength = max;
    if (typeof raw.acceptedPattern === 'string' && raw.acceptedPattern) rule.pattern = raw.acceptedPattern;
    if (typeof raw.message === 'string' && raw.message) rule.message = raw.message;
    out[field] = rule;
  }
  return out;
}

export const getRegisterSettings = (signal?: AbortSignal) => request('/wps/system/setting/register', { parse: parseRegisterSettings, signal });

export const registerSettingsQuery = (language: string) =>
  queryOptions({ queryKey: ['system', 'registerSettings', language], queryFn: ({ signal }) => getRegisterSettings(signal), staleTime: 5 * 60_000 });

/** A dialing-code choice (GET /wps/system/country). */
export interface Country {
  /** ISO 3166 alpha-2, upper case. */
  code: string;
  dialingCode: string;
  name: string;
  mobileMinLength?: number;
  mobileMaxLength?: number;
}

export const parseCountries = (value: unknown): Country[] =>
  list(value, 'countries', (entry) => {
    const c = object(entry, 'country');
    return {
      code: text(c, 'countryCode').toUpperCase(),
      dialingCode: text(c, 'countryDialingCode').replace(/^\+/, ''),
      name: text(c, 'countryName'),
      mobileMinLength: optionalNumber(c, 'mobileMinLength'),
      mobileMaxLength: optionalNumber(c, 'mobileMaxLength'),
    };
  });

export const getCountries = (signal?: AbortSignal) => request('/wps/system/country', { parse: parseCountries, signal });

export const countriesQuery = () => queryOptions({ queryKey: ['system', 'countries'], queryFn: ({ signal }) => getCountries(signal), staleTime: 60 * 60_000 });

export const useCountries = (enabled = true) => useQuery({ ...countriesQuery(), enabled });
