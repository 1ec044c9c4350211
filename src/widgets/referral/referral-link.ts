/**
 * The invitation link of spec 2.10 and 2.12 ("invite friends"): the site's register page with the
 * player's affiliate code in the `affiliateCode` parameter the register screen reads (register-form
 * affiliateFromUrl), so a friend who registers through it joins the player's team.
 */
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
