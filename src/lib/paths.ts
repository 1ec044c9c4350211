/** Path helpers shared by the route table, guards and redirects. */

/** Lower-cases and drops a trailing slash so /m/ and /m, /M/Home and /m/home compare equal. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
}

export function splitLink(link: string): { path: string; search: string } {
  const i = link.indexOf('?');
  return i < 0 ? { path: link, search: '' } : { path: link.slice(0, i), search: link.slice(i) };
}

/**
 * A redirect target is accepted only when it is a same-origin path: no scheme, no //host, no backslash,
 * and no control characters (URL parsing drops tabs and newlines, turning "/\t/evil.com" into "//evil.com").
 */
export function safeRedirect(target: string | null | undefined, fallback = '/m/home'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  return target;
}
