/**
 * The activity centre (platform-api-member.md §5 "activity list/detail"): promotion categories
 * (PROMOFE_getPromotionAnnouncementCategory), the promotion list (PROMOFE_getPromoAnnounceV2), one
 * promotion's detail and applying for or claiming it (PROMOFE_claimPromo). Public but for the claim: a
 * guest browses, the platform answers each promotion's status for the member whose token it gets.
 *
 * *Unverified* (§5: "detail answer shapes not seen"): every answer's fields below, the detail path
 * PROMOFE_getPromoAnnounceDetail, the list's query (categoryId, page, size) and the claim body
 * {promotionId, remark?}. The simulator (src/platform-sim/routes/activities.ts) answers these shapes.
 */
import { infiniteQueryOptions, mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { safeUrl } from '../lib/safe-url';
import { request } from './http';
import { flag, list, number, object, optionalNumber, optionalText, type Page, text } from './parse';

export const ACTIVITY_PAGE_SIZE = 10;
/** Spec §5: an activity's comment / remark is at most 140 characters. */
export const ACTIVITY_REMARK_MAX = 140;

export interface ActivityCategory {
  id: string;
  name: string;
}

/** How a promotion is taken up: claim (a bonus at once), apply (the platform reviews it) or none (information). */
export type ApplyType = 'claim' | 'apply' | 'none';
/** The member's state of a promotion; a guest always sees available. */
export type ActivityStatus = 'available' | 'applied' | 'claimed' | 'ended';

export interface ActivitySummary {
  id: string;
  categoryId: string;
  title: string;
  imageUrl?: string;
  startTime?: number;
  endTime?: number;
  applyType: ApplyType;
  remarkRequired: boolean;
  status: ActivityStatus;
}

export interface ActivityDetail extends ActivitySummary {
  /** Server HTML: shown only through src/ui/server-html (sanitised). */
  content: string;
  bonus?: number;
}

const APPLY_TYPES: Record<string, ApplyType> = { CLAIM: 'claim', APPLY: 'apply', NONE: 'none' };
const STATUSES: Record<string, ActivityStatus> = { AVAILABLE: 'available', APPLIED: 'applied', CLAIMED: 'claimed', ENDED: 'ended' };

/** An unknown apply type is information only, an unknown status available: nothing is offered the platform did not say. */
function parseSummary(value: unknown): ActivitySummary {
  const r = object(value, 'promotion');
  return {
    id: text(r, 'id'),
    categoryId: optionalText(r, 'categoryId') ?? '',
    title: text(r, 'title'),
    // The picture loads as the page opens: only an https address or a same-origin path (lib/safe-url).
    imageUrl: safeUrl(optionalText(r, 'imageUrl'))?.href,
    startTime: optionalNumber(r, 'startTime'),
    endTime: optionalNumber(r, 'endTime'),
    applyType: APPLY_TYPES[(optionalText(r, 'applyType') ?? '').toUpperCase()] ?? 'none',
    remarkRequired: flag(r, 'remarkRequired'),
    status: STATUSES[(optionalText(r, 'status') ?? '').toUpperCase()] ?? 'available',
  };
}

export const parseCategories = (value: unknown): ActivityCategory[] =>
  list(value, 'categories', (entry) => {
    const r = object(entry, 'category');
    return { id: text(r, 'id'), name: text(r, 'name') };
  });

export function parseActivityPage(value: unknown): Page<ActivitySummary> {
  const r = object(value, 'promotions');
  return { items: list(r.list, 'promotions', parseSummary), pageNum: number(r, 'pageNum'), totalPages: number(r, 'totalPages') };
}

export function parseActivityDetail(value: unknown): ActivityDetail {
  const r = object(value, 'promotion');
  return { ...parseSummary(r), content: optionalText(r, 'content') ?? '', bonus: optionalNumber(r, 'bonus') };
}

export interface ClaimResult {
  status: ActivityStatus;
  bonus: number;
}

export function parseClaimResult(value: unknown): ClaimResult {
  const r = object(value, 'claim');
  return { status: STATUSES[text(r, 'status').toUpperCase()] ?? 'applied', bonus: optionalNumber(r, 'bonus') ?? 0 };
}

export const getActivityCategories = (signal?: AbortSignal) =>
  request('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { parse: parseCategories, signal });

export const getActivityPage = (categoryId: string, page: number, signal?: AbortSignal) =>
  request('/wps/relay/PROMOFE_getPromoAnnounceV2', {
    query: { categoryId: categoryId || undefined, page, size: ACTIVITY_PAGE_SIZE },
    parse: parseActivityPage,
    signal,
  });

export const getActivityDetail = (id: string, signal?: AbortSignal) =>
  request('/wps/relay/PROMOFE_getPromoAnnounceDetail', { query: { id }, parse: parseActivityDetail, signal });

export const claimActivity = (input: { id: string; remark?: string }) =>
  request('/wps/relay/PROMOFE_claimPromo', {
    method: 'POST',
    moduleId: 'REWCEN3',
    body: { promotionId: input.id, ...(input.remark ? { remark: input.remark } : {}) },
    parse: parseClaimResult,
  });

const MINUTE = 60_000;
// The platform answers in the Language header's language, so each key names it. The list and detail carry
// the member's status of each promotion, so their keys sit under 'member': a session change drops them
// (app/session-cache); the categories are the merchant's.

export const activityCategoriesQuery = (language: string) =>
  queryOptions({ queryKey: ['activities', 'categories', language], queryFn: ({ signal }) => getActivityCategories(signal), staleTime: 5 * MINUTE });

/** The promotions of a category ('' = all), page after page. */
export const activityListQuery = (categoryId: string, language: string) =>
  infiniteQueryOptions({
    queryKey: ['member', 'activities', 'list', categoryId, language],
    queryFn: ({ pageParam, signal }) => getActivityPage(categoryId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });

export const activityDetailQuery = (id: string, language: string) =>
  queryOptions({ queryKey: ['member', 'activities', 'detail', id, language], queryFn: ({ signal }) => getActivityDetail(id, signal) });

export const claimActivityMutation = () => mutationOptions({ mutationKey: ['activities', 'claim'], mutationFn: claimActivity });

export const useActivityCategories = (language: string) => useQuery(activityCategoriesQuery(language));
export const useActivityDetail = (id: string, language: string) => useQuery({ ...activityDetailQuery(id, language), enabled: id !== '' });
