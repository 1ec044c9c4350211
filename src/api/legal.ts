/**
 * The merchant's legal texts: HTML files the build copies beside the site (merchant config `legal`), not a
 * platform call (platform-api-member.md §8 has no terms call). Read as text; the screen sanitises it.
 * A host that answers a missing file with the app's own page (a single-page fallback, 200) must not show
 * the app shell as the terms: an answer that is not HTML, or is the app's index.html, counts as missing.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantFileUrl } from '../lib/terms';
import { ApiError } from './http';

export async function getMerchantHtml(path: string, signal?: AbortSignal): Promise<string> {
  const url = new URL(merchantFileUrl(path), window.location.origin);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'text/html' } });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError('network', `GET ${url.pathname} failed`);
  }
  if (!response.ok) throw new ApiError('http', `GET ${url.pathname} answered ${response.status}`, response.status);
  const missing = () => new ApiError('http', `GET ${url.pathname} answered with no such file`, 404);
  const type = response.headers.get('Content-Type');
  if (type && !/^text\/html\b/i.test(type)) throw missing();
  const html = await response.text();
  if (isAppShell(html)) throw missing();
  return html;
}

/** index.html's mount point (`<div id="root">`, where app/main.tsx renders): the app's page, not a merchant's file. */
const APP_ROOT = /<div\b[^>]*\bid\s*=\s*["']?root["'\s>]/i;

export const isAppShell = (html: string) => APP_ROOT.test(html);

export const merchantHtmlQuery = (path: string) =>
  queryOptions({ queryKey: ['legal', 'html', path], queryFn: ({ signal }) => getMerchantHtml(path, signal), staleTime: 60 * 60_000 });

export const useMerchantHtml = (path: string | undefined) => useQuery({ ...merchantHtmlQuery(path ?? ''), enabled: path !== undefined, retry: false });
