/**
 * The merchant's legal texts: HTML files the build copies beside the site (merchant config `legal`), not a
 * platform call (platform-api-member.md §8 has no terms call). Read as text; the screen sanitises it.
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
  return response.text();
}

export const merchantHtmlQuery = (path: string) =>
  queryOptions({ queryKey: ['legal', 'html', path], queryFn: ({ signal }) => getMerchantHtml(path, signal), staleTime: 60 * 60_000 });

export const useMerchantHtml = (path: string | undefined) => useQuery({ ...merchantHtmlQuery(path ?? ''), enabled: path !== undefined, retry: false });
