/** System calls of the startup gate and the consolidated settings (platform-api.md, "Member, wallet, settings"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setImageCdns } from '../lib/image-cdn';
import { currentMerchant, isRecord, request } from './http';
import type { FieldRule } from '../lib/validation';
import { isOn, list, object, optionalNumber, text } from './parse';
import { getConsolidatedSettings, getSystemStatus, type STARTUP_CALLS } from './system-calls';
import { takeStarted } from './started-calls';

export * from './system-calls';

/** The entry's started call under `key` (once), else a new one. */
const startedOr = <T,>(key: keyof typeof STARTUP_CALLS, call: () => Promise<T>) => takeStarted<T>(key) ?? call();

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => startedOr('status', () => getSystemStatus(signal)),
    retry: false,
    retryOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSystemStatus = () => useQuery(systemStatusQuery());

/** The settings; their image CDN list becomes the session's (spec §9, lib/image-cdn.ts) as they answer. */
export const consolidatedSettingsQuery = () =>
  queryOptions({
    queryKey: ['system', 'settings'],
    queryFn: async ({ signal }) => {
      const settings = await startedOr('settings', () => getConsolidatedSettings(signal));
      setImageCdns(settings.imageCDNs, currentMerchant());
      return settings;
    },
    staleTime: 5 * 60_000,
  });

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
