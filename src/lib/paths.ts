/** Path helpers shared by the route table, guards and redirects. */
import { safePath } from './safe-url';

/** Lower-cases and drops a trailing slash so /m/ and /m, /M/Home and /m/home compare equal. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
}

/** A link's path and what follows it (query and fragment, from the first ? or #). */
export function splitLink(link: string): { path: string; search: string } {
  const i = link.search(/[?#]/);
  return i < 0 ? { path: link, search: '' } : { path: link.slice(0, i), search: link.slice(i) };
}

/** Where to go after login: the normalised same-origin path (lib/safe-url), else the fallback. */
export function safeRedirect(target: string | null | undefined, fallback = '/m/home'): string {
  return safePath(target) ?? fallback;
}
