/**
 * Where the side bar's outside links go: social links (spec §3 download-link entries FACEBOOK, TELEGRAM,
 * TELEGRAM2) from the platform's resources, else the merchant's defaults; live chat from the platform's
 * customer-service entries (main, else sub). Only https addresses are ever offered.
 */
import { customerServiceLinks, type ServiceEntry } from '../../api/service-links';
import type { SocialLink } from '../../config/merchant-resolved.gen';
import { safeHttps } from '../../lib/safe-url';

export type SocialKind = SocialLink['kind'];
export const SOCIAL_KINDS: readonly SocialKind[] = ['FACEBOOK', 'TELEGRAM', 'TELEGRAM2'];

export interface Resource {
  resourceType: string;
  url: string;
}

/** The social links to show, in the spec's order: the platform's resource wins over the merchant's default. */
export function socialLinks(defaults: readonly SocialLink[], resources: readonly Resource[] | undefined): { kind: SocialKind; url: string }[] {
  return SOCIAL_KINDS.flatMap((kind) => {
    const live = resources?.find((r) => r.resourceType.toUpperCase() === kind)?.url.trim();
    const url = safeHttps(live || defaults.find((d) => d.kind === kind)?.url);
    return url ? [{ kind, url }] : [];
  });
}

/** The live-chat address: the main customer-service link, else the sub one. */
export function liveChatUrl(entries: readonly ServiceEntry[] | undefined): string | undefined {
  if (!entries?.length) return undefined;
  const links = customerServiceLinks(entries);
  return links.main ?? links.sub;
}
