/** A base no real address shares: a path that resolves onto another origin against it is not same-origin. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * What an address from the server is: an https:// address, a same-origin path, or (undefined) neither.
 * Apart from safe-html so the entry can check an address without loading DOMPurify.
 */
export function urlKind(raw: string | null | undefined): 'https' | 'path' | undefined {
  const value = raw?.trim() ?? '';
  try {
    if (/^https:\/\//i.test(value)) return new URL(value).protocol === 'https:' ? 'https' : undefined;
    if (value.startsWith('/') && new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN) return 'path';
  } catch {
    return undefined;
  }
  return undefined;
}
