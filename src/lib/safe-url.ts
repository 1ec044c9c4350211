/**
 * The one rule for a path or link that comes from data (server HTML, banners, login redirects, game,
 * service and download links): a same-origin path or an https address, answered in normalised form, so
 * callers follow what was checked and never the raw string (DESIGN.md "Security by default").
 */

/** A base no real address shares: a path that resolves onto another origin against it is not same-origin. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface SafeUrl {
  kind: 'path' | 'https';
  /** The path (pathname, search and hash) or the whole https address, as the URL parser normalised it. */
  href: string;
}

/**
 * A same-origin path or an https address, or undefined. Control characters and backslashes are refused
 * anywhere: URL parsing drops tabs and newlines and reads `\` as `/`, so "/\t/evil" and "/\evil" are //evil.
 */
export function safeUrl(raw: string | null | undefined): SafeUrl | undefined {
  const value = raw?.trim() ?? '';
  if (CONTROL.test(value) || value.includes('\\')) return undefined;
  if (/^https:\/\//i.test(value)) return httpsUrl(value);
  if (value.startsWith('/') && !value.startsWith('//')) return sameOriginPath(value);
  return undefined;
}

/** The normalised same-origin path (pathname, search, hash), or undefined. */
export function safePath(raw: string | null | undefined): string | undefined {
  const url = safeUrl(raw);
  return url?.kind === 'path' ? url.href : undefined;
}

/** The normalised https address, or undefined. */
export function safeHttps(raw: string | null | undefined): string | undefined {
  const url = safeUrl(raw);
  return url?.kind === 'https' ? url.href : undefined;
}

function parse(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

function httpsUrl(value: string): SafeUrl | undefined {
  const url = parse(value);
  // Credentials hide the real host from a reader: https://site.example@evil.example/.
  if (url?.protocol !== 'https:' || url.username || url.password) return undefined;
  return { kind: 'https', href: url.href };
}

function sameOriginPath(value: string): SafeUrl | undefined {
  const url = parse(value, PROBE_ORIGIN);
  if (url?.origin !== PROBE_ORIGIN || readsAsAnotherHost(url.pathname)) return undefined;
  return { kind: 'path', href: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * Whether a resolved pathname could be taken for another host: "/..//evil" and "/%2e%2e//evil" resolve
 * to "//evil", which a browser reads as protocol-relative; "%2f", "%5c" and "%09" do the same once a
 * server or a router decodes them. A pathname that does not decode is refused too.
 */
function readsAsAnotherHost(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.startsWith('//') || decoded.includes('\\') || CONTROL.test(decoded);
}
