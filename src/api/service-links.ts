/**
 * The customer-service links (consolidated settings' `customerService`, service/version's type-3 entries):
 * their paths are DES-encrypted, so this module, and the cipher with it, loads only with the screens and
 * blocks that show those links (the side service bar, the e-mail reset form), never with home's first paint.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { decryptServicePath } from '../lib/cipher';
import { safeHttps } from '../lib/safe-url';
import { optionalList } from './announcements';
import { request } from './http';
import { object, optionalNumber, optionalText, text } from './parse';

const MINUTE = 60_000;

/** A customer-service entry as the platform sends it: `path` is encrypted (its last 8 characters are the key). */
export interface ServiceEntry {
  path: string;
  /** The platform's name for the link (consolidated settings), when it gives one. */
  title?: string;
}

/** Spec §3: two customer-service links, main then sub; an entry that does not decrypt to https is left out. */
export interface CustomerServiceLinks {
  main?: string;
  sub?: string;
}

function decryptLink(entry: ServiceEntry | undefined): string | undefined {
  if (!entry) return undefined;
  try {
    return safeHttps(decryptServicePath(entry.path));
  } catch {
    return undefined;
  }
}

/** A decrypted customer-service link with the platform's name for it. */
export interface ServiceLink {
  url: string;
  title?: string;
  kind: 'main' | 'sub';
}

/** The main and sub links (spec §3, §7) that decrypt to https, each with its title, main first. */
export function customerServiceLinkList(entries: readonly ServiceEntry[]): ServiceLink[] {
  return (['main', 'sub'] as const).flatMap((kind, i) => {
    const entry = entries[i];
    const url = decryptLink(entry);
    return url ? [{ url, kind, ...(entry?.title ? { title: entry.title } : {}) }] : [];
  });
}

/** The consolidated settings' `customerService` entries (or service/version's type-3 entries), in order. */
export function customerServiceLinks(entries: readonly ServiceEntry[]): CustomerServiceLinks {
  return Object.fromEntries(customerServiceLinkList(entries).map((link) => [link.kind, link.url]));
}

export interface ServiceVersion {
  /** The type-3 entries as sent (paths encrypted), in order: the customer-service links of spec §3. */
  serviceEntries: ServiceEntry[];
  customerService: CustomerServiceLinks;
  resources: { resourceType: string; url: string }[];
}

const CUSTOMER_SERVICE_PATH_TYPE = 3;

export function parseServiceVersion(value: unknown): ServiceVersion {
  const r = object(value, 'service/version');
  const entries = optionalList(r, 'pathList', (entry) => object(entry, 'path entry'))
    .filter((e) => optionalNumber(e, 'type') === CUSTOMER_SERVICE_PATH_TYPE)
    .map((e): ServiceEntry => {
      const title = optionalText(e, 'title');
      return { path: text(e, 'path'), ...(title ? { title } : {}) };
    });
  return {
    serviceEntries: entries,
    customerService: customerServiceLinks(entries),
    resources: optionalList(r, 'resources', (entry) => {
      const res = object(entry, 'resource');
      return { resourceType: text(res, 'resourceType'), url: text(res, 'url') };
    }),
  };
}

/** Path *unverified* (spec §7 names the call only). */
export const getServiceVersion = (signal?: AbortSignal) => request('/wps/system/service/version', { parse: parseServiceVersion, signal });

export const serviceVersionQuery = () =>
  queryOptions({ queryKey: ['content', 'serviceVersion'], queryFn: ({ signal }) => getServiceVersion(signal), staleTime: 10 * MINUTE });

export const useServiceVersion = () => useQuery(serviceVersionQuery());

/**
 * Which customer-service entries a screen shows (spec §3, §7): service/version's type-3 entries when it
 * answered some, else the consolidated settings' (also while service/version loads or when it failed).
 */
export const serviceEntriesOf = (version: ServiceVersion | undefined, consolidated: readonly ServiceEntry[]): readonly ServiceEntry[] =>
  version && version.serviceEntries.length > 0 ? version.serviceEntries : consolidated;
