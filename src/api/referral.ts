/**
 * Invite friends (platform-api-member.md §5): the member's referral details (GET MCSFE_getReferralDetails
 * ?autoGenerate=true, seen live: referralCode, totalInvitations, promotionDomains), the invitations list
 * (MCSFE_getReferralList) and the rules (MCSFE_getReferralRules).
 *
 * *Unverified*: the list's query (page, size) and rows {customerName, registerTime}, the rules' {content}
 * (HTML), and what promotionDomains holds (read here as host names or https origins for the link).
 *
 * The invitation link, in the referral dialog and on the invite-friends screen alike, is built from these
 * details (useInvitationLink): they are the invite-friends programme's own answer, the platform generates a
 * code for any member (autoGenerate), and its promotionDomains are where the operator wants friends sent;
 * AFFMAN3's /wps/agent/affiliate is the agent's affiliate tool, not this programme's.
 */
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { invitationLink, invitationOrigin } from '../lib/referral-link';
import { request } from './http';
import { list, number, object, optionalNumber, type Page, parseRulesHtml, text } from './parse';

export const REFERRAL_PAGE_SIZE = 10;

export interface ReferralDetails {
  referralCode: string;
  totalInvitations: number;
  promotionDomains: string[];
}

export interface Invitee {
  name: string;
  registeredAt?: number;
}

export function parseReferralDetails(value: unknown): ReferralDetails {
  const r = object(value, 'referral');
  const domains = r.promotionDomains === undefined || r.promotionDomains === null ? [] : r.promotionDomains;
  return {
    referralCode: text(r, 'referralCode'),
    totalInvitations: number(r, 'totalInvitations'),
    promotionDomains: list(domains, 'promotionDomains', (d) => (typeof d === 'string' ? d : '')).filter(Boolean),
  };
}

export function parseInviteePage(value: unknown): Page<Invitee> {
  const r = object(value, 'invitations');
  return {
    items: list(r.list, 'invitations', (entry) => {
      const row = object(entry, 'invitee');
      return { name: text(row, 'customerName'), registeredAt: optionalNumber(row, 'registerTime') };
    }),
    pageNum: number(r, 'pageNum'),
    totalPages: number(r, 'totalPages'),
  };
}

export const getReferralDetails = (signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getReferralDetails', { query: { autoGenerate: true }, parse: parseReferralDetails, signal });

export const getInviteePage = (page: number, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getReferralList', { query: { page, size: REFERRAL_PAGE_SIZE }, parse: parseInviteePage, signal });

export const getReferralRules = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getReferralRules', { parse: parseRulesHtml, signal });

// Per account: under 'member', so a session change drops them (app/session-cache).
export const referralDetailsQuery = () =>
  queryOptions({ queryKey: ['member', 'referral', 'details'], queryFn: ({ signal }) => getReferralDetails(signal) });

export const inviteesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['member', 'referral', 'invitees'],
    queryFn: ({ pageParam, signal }) => getInviteePage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });

export const referralRulesQuery = (language: string) =>
  queryOptions({ queryKey: ['member', 'referral', 'rules', language], queryFn: ({ signal }) => getReferralRules(signal) });

export const useReferralDetails = () => useQuery(referralDetailsQuery());
export const useReferralRules = (language: string) => useQuery(referralRulesQuery(language));

/** The member's invitation link to `registerPath` (undefined until the details are in) and its details query. */
export function useInvitationLink(registerPath: string) {
  const details = useReferralDetails();
  const link = details.data
    ? invitationLink(invitationOrigin(details.data.promotionDomains, window.location.origin), registerPath, details.data.referralCode)
    : undefined;
  return { details, link };
}
