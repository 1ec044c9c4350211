/**
 * The invitation link of spec 2.10 and 2.12 ("invite friends"): the site's register page with the
 * player's affiliate code in the `affiliateCode` parameter the register screen reads (register-form
 * affiliateFromUrl), so a friend who registers through it joins the player's team. The referral dialog
 * and the invite-friends screen both build it here.
 */
import { safeHttps } from './safe-url';

export function invitationLink(origin: string, registerPath: string, code: string): string {
  const url = new URL(registerPath, origin);
  url.searchParams.set('affiliateCode', code);
  return url.href;
}

/** Copies text with the Clipboard API; false when the browser has none or refuses (no permission, no focus). */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The origin an invitation link points at: the platform's first promotion domain (a host name or an https
 * origin; MCSFE_getReferralDetails `promotionDomains`), else the site's own. Only https is ever offered.
 */
export function invitationOrigin(promotionDomains: readonly string[], siteOrigin: string): string {
  const first = promotionDomains[0]?.trim();
  if (!first) return siteOrigin;
  const bareHost = /^[a-z0-9.-]+(:\d+)?$/i.test(first);
  const https = safeHttps(bareHost ? `https://${first}` : first);
  return https ? new URL(https).origin : siteOrigin;
}
